/**
 * GraphQL getAccountLinking and updateAccountLinking (issue 26, helper B; 001 §3, §5, §7): 401, 403 'Not authorized'
 * outside the account-linking rule, 'Missing advertiser ID' / 'Missing required fields', then the advertiser's
 * tenancy (404) and, for the update, the Version check (409, nothing written).
 */
import type { AccountLinking, MutationResolvers, QueryResolvers } from '../../../graphql/__generated__/resolvers';
import { linkingCaller, need } from '../analytics/resolvers';
import { AccountLinkingService, type SectionsInput } from './service';

export const getAccountLinking: QueryResolvers['getAccountLinking'] = async (_r, args, ctx) => {
  const { user, service } = linkingCaller(ctx);
  need('missingAdvertiserId', args.ppid);
  const answer = await new AccountLinkingService(ctx.services, service).read(user, args.ppid!);
  return answer as unknown as AccountLinking;
};

export const updateAccountLinking: MutationResolvers['updateAccountLinking'] = async (_r, args, ctx) => {
  const { user, service } = linkingCaller(ctx);
  need('missingAdvertiserId', args.id);
  need('missingRequiredFields', args.Version);
  const sections = (args.sections ?? {}) as SectionsInput;
  const answer = await new AccountLinkingService(ctx.services, service).update(user, args.id!, args.Version!, sections);
  return answer as unknown as AccountLinking;
};
