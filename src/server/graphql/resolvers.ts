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
import {
  getFacebookCredentialConnections,
  getFacebookData,
  getFacebookPages,
} from '../areas/connectors/social/facebook-resolvers';
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
    getFacebookData,
    getFacebookCredentialConnections,
    getFacebookPages,
  },
  Mutation: {
    addCampaignNote,
    updateCampaignNote,
    deleteCampaignNote,
    saveLayoutCustomization,
    resetLayoutCustomization,
    restoreLayoutVersion,
  },
};
