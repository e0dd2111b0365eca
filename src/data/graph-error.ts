/**
 * Reading a GraphQL failure the way the server sends it (server/kernel/graphql-errors.ts): the message in
 * `errors[0].message`, the HTTP status (also in `extensions.status`) and, for the server's own refusals, the
 * catalogue key in `extensions.code` beside the error's details. Apollo hands a 4xx answer over as a ServerError
 * whose body holds those errors, and a 200 one as CombinedGraphQLErrors; both read the same here.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The first GraphQL error of a failure, as far as the client relies on it. */
export interface GraphError {
  message?: unknown;
  extensions?: Record<string, unknown>;
}

/** The first GraphQL error of a failure, from a 200 answer or from the JSON body of a 4xx one. */
export function firstGraphError(error: unknown): GraphError | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0];
  if (!ServerError.is(error)) return undefined;
  try {
    const body: unknown = JSON.parse(error.bodyText);
    const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
    const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
    return typeof first === 'object' && first !== null ? first : undefined;
  } catch {
    return undefined;
  }
}

/** The HTTP status a failure stands for: the response's, else its first error's `extensions.status`; 0 when none. */
export function graphErrorStatus(error: unknown): number {
  if (ServerError.is(error)) return error.statusCode;
  const status = firstGraphError(error)?.extensions?.status;
  return typeof status === 'number' ? status : 0;
}

/** The server's message for a failure, or undefined when it sent none. */
export function graphErrorMessage(error: unknown): string | undefined {
  const message = firstGraphError(error)?.message;
  return typeof message === 'string' && message ? message : undefined;
}
