/**
 * Introspection (`__schema`, `__type`) is for signed-in callers in production: an anonymous caller learns nothing
 * about the schema there. Outside production anyone may ask (codegen, tests, local tools). `__typename` is an
 * ordinary field every client sends, not introspection.
 */
import { BREAK, visit, type DocumentNode } from 'graphql';
import type { preExecutionHookHandler } from 'mercurius';
import { AppError } from '../kernel/errors';
import type { GraphContext } from './context';

const SCHEMA_FIELDS = new Set(['__schema', '__type']);

/** Whether a document reads the schema anywhere (its operations or its fragments). */
export function readsSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (!SCHEMA_FIELDS.has(node.name.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * The `preExecution` hook refusing introspection by an anonymous caller in production with 401 (it runs on every
 * request, after mercurius' cache, so a cached document is judged again for each caller).
 */
export function introspectionGuard(production: boolean): preExecutionHookHandler<GraphContext> {
  return (_schema, document, context) => {
    if (!production || context.caller || !readsSchema(document)) return;
    throw context.callerFailure ?? new AppError(401, 'introspectionNeedsSignIn');
  };
}
