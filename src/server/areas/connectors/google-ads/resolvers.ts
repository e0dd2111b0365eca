/**
 * GraphQL operations of the ads, ad-server order and TV-streaming sources (issue 26; schemas/graphql/connectors.graphql;
 * 001 §5 messages). Each checks, in order: a caller (401), the account-linking rule (403 'Not authorized'), its
 * arguments (400 with the catalogue's message), then tenancy (the advertiser in the caller's scope, else 404).
 */
import { canLinkAccounts } from '../../../../domain/permissions';
import type { SessionUser } from '../../../../domain/user';
import { requireCaller } from '../../../graphql/caller';
import type { GraphContext } from '../../../graphql/context';
import type { MutationResolvers, QueryResolvers } from '../../../graphql/__generated__/resolvers';
import { AppError } from '../../../kernel/errors';
import { GoogleSources, required } from './service';

const services = new WeakMap<object, GoogleSources>();

/** The caller, admitted by the account-linking rule, and the sources' service of this app. */
function linking(ctx: GraphContext): { user: SessionUser; sources: GoogleSources } {
  const { user } = requireCaller(ctx);
  if (!canLinkAccounts(user)) throw new AppError(403, 'notAuthorized');
  let sources = services.get(ctx.services);
  if (!sources) {
    sources = new GoogleSources(ctx.services);
    services.set(ctx.services, sources);
  }
  return { user, sources };
}

export const getGoogleAdData: QueryResolvers['getGoogleAdData'] = async (_root, args, ctx) => {
  const { user, sources } = linking(ctx);
  return sources.adsTree(user, required(args.id, 'missingClientIdLower'));
};

export const updateGoogleAdsAccountsForAdvertiser: MutationResolvers['updateGoogleAdsAccountsForAdvertiser'] = async (
  _root,
  args,
  ctx,
) => {
  const { user, sources } = linking(ctx);
  const advertiserId = required(args.advertiserId, 'missingAdvertiserIdLower');
  const ids = (args.accountIds ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0) throw new AppError(400, 'missingListOfAccounts');
  return sources.setAdsAccounts(user, advertiserId, ids);
};

export const getGoogleAdManagerLinked: QueryResolvers['getGoogleAdManagerLinked'] = async (_root, args, ctx) => {
  const { user, sources } = linking(ctx);
  return sources.adServerLinked(user, required(args.advertiserId, 'missingAdvertiserId'));
};

export const getGoogleAdManagerResults: QueryResolvers['getGoogleAdManagerResults'] = async (_root, args, ctx) => {
  const { user, sources } = linking(ctx);
  const search = required(args.search, 'missingSearch').trim();
  return sources.adServerResults(user, required(args.advertiserId, 'missingAdvertiserId'), search);
};

export const saveGoogleAdManager: MutationResolvers['saveGoogleAdManager'] = async (_root, args, ctx) => {
  const { user, sources } = linking(ctx);
  const advertiserId = required(args.advertiserId, 'missingAdvertiserIdLower');
  const list = (args.CampaignsList ?? []).filter((order) => order.CampaignsList.length > 0);
  if (list.length === 0) throw new AppError(400, 'missingListOfCampaigns');
  return sources.saveAdServer(user, advertiserId, list);
};

export const getGAM: QueryResolvers['getGAM'] = async (_root, args, ctx) => {
  const { user, sources } = linking(ctx);
  return sources.gamSearch(user, required(args.search, 'missingSearch').trim());
};

export const getGamConnector: QueryResolvers['getGamConnector'] = async (_root, args, ctx) => {
  const { user, sources } = linking(ctx);
  return sources.gamConnector(user, required(args.id, 'missingAdvertiserId'));
};

export const addGamConnector: MutationResolvers['addGamConnector'] = async (_root, args, ctx) => {
  const { user, sources } = linking(ctx);
  const advertiserId = required(args.id, 'missingId');
  if (!Array.isArray(args.campaign_ids)) throw new AppError(400, 'missingId');
  return sources.setGamCampaigns(user, advertiserId, args.campaign_ids);
};

export const getCampaigns: QueryResolvers['getCampaigns'] = async (_root, args, ctx) => {
  const { user, sources } = linking(ctx);
  return sources.campaigns(user, required(args.id, 'missingAdvertiserId'));
};

export const getAgencies: QueryResolvers['getAgencies'] = async (_root, _args, ctx) => {
  const { user, sources } = linking(ctx);
  return sources.agencies(user);
};

/** The queries, spread into the app's resolver map (one line there). */
export const queries = {
  getGoogleAdData,
  getGoogleAdManagerLinked,
  getGoogleAdManagerResults,
  getGAM,
  getGamConnector,
  getCampaigns,
  getAgencies,
} satisfies QueryResolvers;

/** The mutations, spread into the app's resolver map. */
export const mutations = {
  updateGoogleAdsAccountsForAdvertiser,
  saveGoogleAdManager,
  addGamConnector,
} satisfies MutationResolvers;
