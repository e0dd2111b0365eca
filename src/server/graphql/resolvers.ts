import { requireCaller } from './caller';
import { layout } from './layout-resolvers';
import type { Resolvers } from './__generated__/resolvers';

export const resolvers: Resolvers = {
  Query: {
    me: (_root, _args, ctx) => requireCaller(ctx).user,
    layout,
  },
};
