import { requireCaller } from './caller';
import { layout } from './layout-resolvers';
import { addCampaignNote, campaignNotes, deleteCampaignNote, updateCampaignNote } from './note-resolvers';
import type { Resolvers } from './__generated__/resolvers';

export const resolvers: Resolvers = {
  Query: {
    me: (_root, _args, ctx) => requireCaller(ctx).user,
    layout,
    campaignNotes,
  },
  Mutation: { addCampaignNote, updateCampaignNote, deleteCampaignNote },
};
