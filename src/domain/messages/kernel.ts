/**
 * Our own texts for failures every area shares (the spec gives none for them): authentication, malformed
 * requests, parameters, outages. `{name}` placeholders are filled from an AppError's params.
 */
export const KERNEL_MESSAGES = {
  notAuthenticated: 'Not authenticated',
  sessionMismatch: 'This request belongs to another session. Sign in again.',
  internalError: 'Internal server error',
  serviceUnavailable: 'Service temporarily unavailable. Please try again.',
  serverBusy: 'The server is busy; try again in a moment.',
  notFound: 'Not found',
  appNotBuilt: 'The web app is not built; run npm run build',
  invalidRequest: 'Invalid request',
  malformedJson: 'Malformed JSON body',
  emptyJson: 'The JSON body is empty',
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported content type',
  contentLengthMismatch: 'Content length does not match the body',
  missingField: "Missing field '{field}' in {where}",
  invalidField: "Invalid {where} field '{field}': {reason}",
  invalidValue: 'Invalid {where}: {reason}',
  tooManyRequests: 'Too many attempts. Please wait and try again.',
} as const;
