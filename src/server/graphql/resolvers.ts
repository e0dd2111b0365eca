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
  addSiteImpactConnector,
  getSiteImpact,
  getSiteImpactCampaigns,
  getSiteImpactConnections,
  getSiteImpactConnector,
} from '../areas/connectors/impact/resolvers';
import {
  addGaConnector,
  addGaToken,
  deleteGaConnector,
  deleteGaToken,
  getGaAvailableAccount,
  getGaAvailableProperty,
  getGaAvailablePropertyView,
  getGaConnector,
  getGoogleAnalyticsAvailableProfiles,
  getGoogleAnalyticsAvailableProperties,
  getGoogleAnalyticsStatus,
  getGoogleSearchConsole,
} from '../areas/connectors/analytics/resolvers';
import { getAccountLinking, updateAccountLinking } from '../areas/connectors/linking/resolvers';
import * as googleSources from '../areas/connectors/google-ads/resolvers';
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
    getSiteImpactConnections,
    getSiteImpactCampaigns,
    getSiteImpact,
    getSiteImpactConnector,
    getGoogleAnalyticsStatus,
    getGoogleAnalyticsAvailableProperties,
    getGoogleAnalyticsAvailableProfiles,
    getGaAvailableAccount,
    getGaAvailableProperty,
    getGaAvailablePropertyView,
    getGaConnector,
    getGoogleSearchConsole,
    getAccountLinking,
    ...googleSources.queries,
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
    addSiteImpactConnector,
    addGaToken,
    deleteGaToken,
    addGaConnector,
    deleteGaConnector,
    updateAccountLinking,
    ...googleSources.mutations,
  },
};
