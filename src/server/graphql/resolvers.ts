import { requireCaller } from './caller';
import {
  layout,
  layoutCustomization,
  layoutDiff,
  layoutHistory,
  layoutVersionDocument,
  resetLayoutCustomization,
  restoreLayoutVersion,
  saveLayoutCustomization,
} from './layout-resolvers';
import { addCampaignNote, campaignNotes, deleteCampaignNote, updateCampaignNote } from './note-resolvers';
import { getScheduledReportsLog } from '../areas/reports/resolvers';
import * as googleSources from '../areas/connectors/google-ads/resolvers';
import type { Resolvers } from './__generated__/resolvers';

export const resolvers: Resolvers = {
  Query: {
    me: (_root, _args, ctx) => requireCaller(ctx).user,
    layout,
    campaignNotes,
    layoutCustomization,
    layoutHistory,
    layoutVersionDocument,
    layoutDiff,
    getScheduledReportsLog,
    ...googleSources.queries,
  },
  Mutation: {
    addCampaignNote,
    updateCampaignNote,
    deleteCampaignNote,
    saveLayoutCustomization,
    resetLayoutCustomization,
    restoreLayoutVersion,
    ...googleSources.mutations,
  },
};
