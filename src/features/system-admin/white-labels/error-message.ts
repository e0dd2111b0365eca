/** The text of a failed call: the server's `{ error }` when it sent one. */
import { isApiError } from '../../../data/api-error';

export function errorMessage(error: unknown): string {
  if (isApiError(error) || error instanceof Error) return error.message;
  return String(error);
}
