/**
 * GraphQL getFacebookData, getFacebookPages and getFacebookCredentialConnections (issue 26; 001 §7,
 * schemas/graphql/connectors.graphql). Callers outside the account-linking rule get 403: 'Not authorized' for the
 * data loaders, "You don't have access" for the credential read (001 §6). A missing advertiser is 'Missing client
 * id' (001 §5: social loaders need a client id); one outside the caller's scope is 404.
 * getFacebookData(id, ppid): `ppid` is the advertiser, `id` (optional) its agency, whose grants are read.
 */
import { canLinkAccounts } from '../../../../domain/permissions';
import { requireCaller } from '../../../graphql/caller';
import type { GraphContext } from '../../../graphql/context';
import type { QueryResolvers } from '../../../graphql/__generated__/resolvers';
import { AppError } from '../../../kernel/errors';
import { idOf } from './common';
import { FacebookLinks } from './facebook-service';

function linker(ctx: GraphContext, denied: 'notAuthorized' | 'youDontHaveAccess'): FacebookLinks {
  const { user } = requireCaller(ctx);
  if (!canLinkAccounts(user)) throw new AppError(403, denied);
  return new FacebookLinks(ctx.services);
}

const clientOf = (raw: number | null | undefined): number => idOf(raw, 'missingClientIdLower', 'advertiserNotFound');

export const getFacebookData: QueryResolvers['getFacebookData'] = async (_root, args, ctx) => {
  const facebook = linker(ctx, 'notAuthorized');
  const agencyId = args.id == null ? undefined : idOf(args.id, 'missingAgencyId', 'agencyNotFound');
  return facebook.adAccounts(requireCaller(ctx).user, clientOf(args.ppid), agencyId);
};

export const getFacebookPages: QueryResolvers['getFacebookPages'] = async (_root, args, ctx) => {
  const facebook = linker(ctx, 'notAuthorized');
  return facebook.pages(requireCaller(ctx).user, clientOf(args.id));
};

export const getFacebookCredentialConnections: QueryResolvers['getFacebookCredentialConnections'] = async (
  _root,
  args,
  ctx,
) => {
  const facebook = linker(ctx, 'youDontHaveAccess');
  return facebook.connections(requireCaller(ctx).user, clientOf(args.id), {
    isAgency: args.isAgency === true,
    allPossible: args.allPossible === true,
  });
};
