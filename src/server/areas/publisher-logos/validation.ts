/** Validation failures of a shared-schema body, answered with our per-field texts. */
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { MessageKey } from '../../../domain/messages';
import { AppError } from '../../kernel/errors';

/** The failure Fastify attaches to a route declared with `attachValidation`. */
interface AttachedValidation extends Error {
  validation?: FastifySchemaValidationError[];
}

/**
 * Throws nothing when `error` is absent. A field that is missing or blank (`required`, `minLength`, `pattern`)
 * answers the field's own text from `messages`, naming the field for the form; any other failure is rethrown for
 * the kernel's error handler (which names the field and the reason).
 */
export function refuseInvalid(
  error: AttachedValidation | undefined,
  messages: Readonly<Record<string, MessageKey>>,
): void {
  if (!error) return;
  const first = error.validation?.[0];
  if (first) {
    const field =
      first.keyword === 'required'
        ? String((first.params as { missingProperty?: unknown }).missingProperty ?? '')
        : first.instancePath.replace(/^\//, '');
    const key = messages[field];
    if (key && ['required', 'minLength', 'pattern', 'type'].includes(first.keyword))
      throw new AppError(400, key, { details: { field } });
  }
  throw error;
}
