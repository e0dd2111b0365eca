/**
 * GraphQL operations of the e-mail campaign impact source (issue 26; 001 §3, §5, §7; schemas/graphql/connectors.graphql):
 * getSiteImpactConnections, getSiteImpactCampaigns, getSiteImpact, getSiteImpactConnector and
 * addSiteImpactConnector. Every one takes the advertiser's id (`id`): callers outside the account-linking rule get
 * 403 'Not authorized', an advertiser outside the caller's scope 404, a missing id 'Missing ID' (400). Keys are
 * answered masked only.
 */
import { canLinkAccounts } from '../../../../domain/permissions';
import type { SessionUser } from '../../../../domain/user';
import { requireCaller } from '../../../graphql/caller';
import type { GraphContext } from '../../../graphql/context';
import type { MutationResolvers, QueryResolvers } from '../../../graphql/__generated__/resolvers';
import { AppError } from '../../../kernel/errors';
import { ImpactService } from './service';

/** The caller, admitted by the account-linking rule, and the service. */
function linker(ctx: GraphContext): { user: SessionUser; impact: ImpactService } {
  const { user, grant } = requireCaller(ctx);
  if (grant || !canLinkAccounts(user)) throw new AppError(403, 'notAuthorized');
  return { user, impact: new ImpactService(ctx.services) };
}

function idOf(id: number | null | undefined): number {
  if (id == null) throw new AppError(400, 'missingId');
  return id;
}

export const getSiteImpactConnections: QueryResolvers['getSiteImpactConnections'] = async (_root, args, ctx) => {
  const { user, impact } = linker(ctx);
  const advertiserId = idOf(args.id);
  const { rows } = await impact.keysFor(user, advertiserId, { isAgency: args.isAgency, allPossible: args.allPossible });
  const linked = await impact.linkedKeyIds(advertiserId);
  return rows.map((row) => {
    const view = impact.view(row);
    return {
      ApiKey: view.apiKey,
      Enabled: linked.has(row.id),
      Healthy: view.healthy,
      Id: view.id,
      IsAgencyOwned: view.isAgencyOwned,
      KeySource: view.keySource,
      KeySourcePpid: view.keySourcePpid,
      Name: view.name,
    };
  });
};

export const getSiteImpactCampaigns: QueryResolvers['getSiteImpactCampaigns'] = async (_root, args, ctx) => {
  const { user, impact } = linker(ctx);
  const advertiserId = idOf(args.id);
  if (!args.keyId) throw new AppError(400, 'missingId');
  // isAgency names the key's owner (the agency's, or the advertiser's own); allPossible takes either.
  const owned = args.allPossible || args.isAgency == null ? null : args.isAgency;
  const campaigns = await impact.campaignsOfKey(user, advertiserId, args.keyId, owned, ['email-impact']);
  return campaigns.map((c) => ({
    CampaignId: c.CampaignId,
    CampaignName: c.CampaignName,
    FromLine: c.FromLine ?? '',
    SubjectLine: c.SubjectLine ?? '',
  }));
};

export const getSiteImpact: QueryResolvers['getSiteImpact'] = async (_root, args, ctx) => {
  const { user, impact } = linker(ctx);
  const { rows } = await impact.keysFor(user, idOf(args.id), { allPossible: true });
  return rows.map((row) => {
    const view = impact.view(row);
    return { apiKey: view.apiKey, accountName: view.name };
  });
};

export const getSiteImpactConnector: QueryResolvers['getSiteImpactConnector'] = async (_root, args, ctx) => {
  const { user, impact } = linker(ctx);
  const links = await impact.connectors(user, idOf(args.id));
  return links.map(({ id, name, accountName, enabled, connection_date }) => ({
    id,
    name,
    accountName,
    enabled,
    connection_date,
  }));
};

export const addSiteImpactConnector: MutationResolvers['addSiteImpactConnector'] = async (_root, args, ctx) => {
  const { user, impact } = linker(ctx);
  const advertiserId = idOf(args.id);
  if (!Array.isArray(args.campaignIds)) throw new AppError(400, 'missingId');
  return impact.setLinked(user, advertiserId, args.campaignIds);
};
