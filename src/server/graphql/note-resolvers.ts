import {
  addCampaignNote as addNote,
  deleteCampaignNote as deleteNote,
  updateCampaignNote as updateNote,
} from '../services/note-writes';
import { campaignNotes as readNotes, openNotes } from '../services/notes';
import { requireCaller } from './caller';
import type { MutationResolvers, QueryResolvers } from './__generated__/resolvers';

/*
 * Campaign notes over GraphQL (services/notes.ts, services/note-writes.ts). The service's refusals are AppErrors shown by the kernel's
 * GraphQL formatter: 403 notAuthorized, 404 'Advertiser not found' / campaignNotFound / noteNotFound, 400 with the
 * message of each field in `extensions.fields`, 409 noteVersionConflict for an edit or delete of a stale Version.
 */

/**
 * `Query.campaignNotes`: admits the caller to the advertiser, then reads through the one list function, which a
 * share-link guest will call with `clientVisibleOnly: true`.
 */
export const campaignNotes: QueryResolvers['campaignNotes'] = async (_root, { advertiserId, campaignIds }, ctx) => {
  const { user } = requireCaller(ctx);
  const access = await openNotes(ctx.services, user, advertiserId);
  return readNotes(ctx.services.db, advertiserId, campaignIds, { clientVisibleOnly: !access.mayWrite });
};

export const addCampaignNote: MutationResolvers['addCampaignNote'] = (_root, { input }, ctx) => {
  const { user } = requireCaller(ctx);
  return addNote(ctx.services, user, input);
};

export const updateCampaignNote: MutationResolvers['updateCampaignNote'] = (_root, { noteId, Version, input }, ctx) => {
  const { user } = requireCaller(ctx);
  return updateNote(ctx.services, user, noteId, Version, input);
};

export const deleteCampaignNote: MutationResolvers['deleteCampaignNote'] = async (_root, { noteId, Version }, ctx) => {
  const { user } = requireCaller(ctx);
  await deleteNote(ctx.services, user, noteId, Version);
  return true;
};
