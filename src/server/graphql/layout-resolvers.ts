import mercurius from 'mercurius';
import { MISSING_LAYOUTS } from '../../domain/messages';
import { requireCaller } from './caller';
import type { QueryResolvers } from './__generated__/resolvers';

/**
 * `Query.layout`: the layout of a tab, default ← agency ← advertiser (services/layouts.ts). No layout, an unknown
 * tab and an advertiser outside the caller's scope all fail alike with 'Missing layouts for this user'.
 */
export const layout: QueryResolvers['layout'] = async (_root, { tactic, advertiserId }, ctx) => {
  const { user } = requireCaller(ctx);
  const resolved = await ctx.services.layouts.resolve(user, tactic, advertiserId);
  if (!resolved) throw new mercurius.ErrorWithProps(MISSING_LAYOUTS, { code: 'LAYOUT_NOT_FOUND' });
  return resolved;
};
