import type { Caller } from '../kernel/context';
import { AppError } from '../kernel/errors';
import type { GraphContext } from './context';

/** The signed-in caller of a resolver, or 401 'Not authenticated' (or the failure that kept it from being known). */
export function requireCaller(ctx: GraphContext): Caller {
  if (ctx.callerFailure) throw ctx.callerFailure;
  if (!ctx.caller) throw new AppError(401, 'notAuthenticated');
  return ctx.caller;
}
