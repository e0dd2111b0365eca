/**
 * The one error type of the server. Services throw it with a status and a catalogue key; the REST error handler
 * (kernel/rest-errors.ts) and the GraphQL error formatter (kernel/graphql-errors.ts) turn it into the client's
 * answer. Nothing else carries a status.
 */
import { messageText, type MessageKey, type MessageParams } from '../../domain/messages';

export interface AppErrorOptions {
  /** Values for the text's `{name}` placeholders. */
  params?: MessageParams;
  /** Extra fields of the answer beside `error` (e.g. a conflict's current version); never secrets. */
  details?: Record<string, unknown>;
}

export class AppError extends Error {
  readonly status: number;
  readonly key: MessageKey;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(status: number, key: MessageKey, options: AppErrorOptions = {}) {
    super(messageText(key, options.params));
    this.name = 'AppError';
    this.status = status;
    this.key = key;
    this.details = options.details ?? {};
  }
}

/** Whether a thrown value is one of ours. */
export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
