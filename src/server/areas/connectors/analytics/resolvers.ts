/**
 * GraphQL operations of web analytics and search console (issue 26, helper B; schemas/graphql/connectors.graphql):
 * 401 without a caller, 403 'Not authorized' outside the account-linking rule, then the catalogue's missing-field
 * messages (001 §5), then the advertiser's tenancy (404) in the service.
 */
import { canLinkAccounts } from '../../../../domain/permissions';
import type { MessageKey } from '../../../../domain/messages';
import type { SessionUser } from '../../../../domain/user';
import { requireCaller } from '../../../graphql/caller';
import type { GraphContext } from '../../../graphql/context';
import type { MutationResolvers, QueryResolvers } from '../../../graphql/__generated__/resolvers';
import { AppError } from '../../../kernel/errors';
import { AnalyticsService } from './service';

/** The caller admitted to account linking and the service; 401, then 403. */
export function linkingCaller(ctx: GraphContext): { user: SessionUser; service: AnalyticsService } {
  const { user, grant } = requireCaller(ctx);
  if (grant || !canLinkAccounts(user)) throw new AppError(403, 'notAuthorized');
  return { user, service: new AnalyticsService(ctx.services) };
}

/** 400 with the catalogue's message when any value is missing (null, undefined or empty text). */
export function need(key: MessageKey, ...values: unknown[]): void {
  if (values.some((v) => v === null || v === undefined || v === '')) throw new AppError(400, key);
}

export const getGoogleAnalyticsStatus: QueryResolvers['getGoogleAnalyticsStatus'] = async (_r, args, ctx) => {
  const { user, service } = linkingCaller(ctx);
  need('missingAdvertiserId', args.id);
  return service.status(user, args.id!);
};

export const getGaAvailableAccount: QueryResolvers['getGaAvailableAccount'] = async (_r, args, ctx) => {
  const { user, service } = linkingCaller(ctx);
  need('missingAdvertiserId', args.id);
  return service.accounts(user, args.id!);
};

export const getGaAvailableProperty: QueryResolvers['getGaAvailableProperty'] = async (_r, args, ctx) => {
  const { user, service } = linkingCaller(ctx);
  need('missingAdvertiserId', args.id);
  need('missingClientIdOrAccount', args.accountId);
  return service.properties(user, args.id!, args.accountId!);
};

export const getGoogleAnalyticsAvailableProperties: QueryResolvers['getGoogleAnalyticsAvailableProperties'] = async (
  _r,
  args,
  ctx,
) => {
  const { user, service } = linkingCaller(ctx);
  need('missingClientIdOrAccount', args.id, args.accountId);
  return service.properties(user, args.id!, args.accountId!);
};

export const getGaAvailablePropertyView: QueryResolvers['getGaAvailablePropertyView'] = async (_r, args, ctx) => {
  const { user, service } = linkingCaller(ctx);
  need('missingAdvertiserId', args.id);
  need('missingClientIdAccountOrProfile', args.accountId, args.propertyId);
  return service.views(user, args.id!, args.accountId!, args.propertyId!);
};

export const getGoogleAnalyticsAvailableProfiles: QueryResolvers['getGoogleAnalyticsAvailableProfiles'] = async (
  _r,
  args,
  ctx,
) => {
  const { user, service } = linkingCaller(ctx);
  need('missingClientIdAccountOrProfile', args.id, args.accountId, args.profile);
  return service.views(user, args.id!, args.accountId!, args.profile!);
};

export const getGaConnector: QueryResolvers['getGaConnector'] = async (_r, args, ctx) => {
  const { user, service } = linkingCaller(ctx);
  need('missingAdvertiserId', args.id);
  return service.connectors(user, args.id!);
};

export const getGoogleSearchConsole: QueryResolvers['getGoogleSearchConsole'] = async (_r, args, ctx) => {
  const { user, service } = linkingCaller(ctx);
  need('missingClientIdLower', args.id);
  return service.searchConsole(user, args.id!);
};

const targetOf = (args: { accountId?: string | null; propertyId?: string | null; connectorId?: string | null }) => {
  if (args.accountId == null && args.propertyId == null && args.connectorId == null)
    throw new AppError(400, 'missingId');
  need('missingId', ...[args.accountId, args.propertyId, args.connectorId].filter((v) => v != null));
  return {
    accountId: args.accountId ?? null,
    propertyId: args.propertyId ?? null,
    connectorId: args.connectorId ?? null,
  };
};

export const addGaConnector: MutationResolvers['addGaConnector'] = async (_r, args, ctx) => {
  const { user, service } = linkingCaller(ctx);
  need('missingId', args.id);
  return service.addConnector(user, args.id!, targetOf(args));
};

export const deleteGaConnector: MutationResolvers['deleteGaConnector'] = async (_r, args, ctx) => {
  const { user, service } = linkingCaller(ctx);
  need('missingId', args.id);
  return service.deleteConnector(user, args.id!, targetOf(args));
};

export const addGaToken: MutationResolvers['addGaToken'] = async (_r, args, ctx) => {
  const { user, service } = linkingCaller(ctx);
  need('missingAdvertiserId', args.id);
  need('missingRequiredFields', args.token);
  return service.chooseGrant(user, args.id!, args.token!);
};

export const deleteGaToken: MutationResolvers['deleteGaToken'] = async (_r, args, ctx) => {
  const { user, service } = linkingCaller(ctx);
  need('missingAdvertiserId', args.id);
  return service.forgetGrant(user, args.id!);
};
