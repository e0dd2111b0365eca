import mercurius from 'mercurius';
import type { Caller } from '../kernel/context';
import type { GraphContext } from './context';

/** The signed-in caller of a resolver, or the GraphQL 'Not authenticated' error (HTTP 401). */
export function requireCaller(ctx: GraphContext): Caller {
  if (!ctx.caller) throw new mercurius.ErrorWithProps('Not authenticated', { code: 'UNAUTHENTICATED' }, 401);
  return ctx.caller;
}
