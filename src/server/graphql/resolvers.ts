import mercurius from 'mercurius';
import type { Caller } from '../context';
import type { GraphContext } from './context';
import type { Resolvers } from './__generated__/resolvers';

function requireCaller(ctx: GraphContext): Caller {
  if (!ctx.caller) throw new mercurius.ErrorWithProps('Not authenticated', { code: 'UNAUTHENTICATED' }, 401);
  return ctx.caller;
}

export const resolvers: Resolvers = {
  Query: {
    me: (_root, _args, ctx) => requireCaller(ctx).user,
  },
};
