import mercurius from 'mercurius';
import { HttpError } from '../http/errors';
import {
  addCampaignNote as addNote,
  campaignNotes as readNotes,
  deleteCampaignNote as deleteNote,
  InvalidNoteError,
  openNotes,
  updateCampaignNote as updateNote,
} from '../services/notes';
import { requireCaller } from './caller';
import type { MutationResolvers, QueryResolvers } from './__generated__/resolvers';

/**
 * Campaign notes over GraphQL (services/notes.ts). A service refusal becomes a GraphQL error with its HTTP status:
 * 403 'Not authorized' (FORBIDDEN), 404 'Advertiser not found' / 'Campaign not found' / 'Note not found'
 * (NOT_FOUND), 400 BAD_USER_INPUT with the message of each field in `extensions.fields`.
 */
async function graph<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InvalidNoteError)
      throw new mercurius.ErrorWithProps(error.message, { code: 'BAD_USER_INPUT', fields: error.fields }, 400);
    if (error instanceof HttpError && error.statusCode === 403)
      throw new mercurius.ErrorWithProps(error.message, { code: 'FORBIDDEN' }, 403);
    if (error instanceof HttpError && error.statusCode === 404)
      throw new mercurius.ErrorWithProps(error.message, { code: 'NOT_FOUND' }, 404);
    if (error instanceof HttpError && error.statusCode < 500)
      throw new mercurius.ErrorWithProps(error.message, { code: 'BAD_REQUEST' }, error.statusCode);
    throw error;
  }
}

/**
 * `Query.campaignNotes`: admits the caller to the advertiser, then reads through the one list function, which a
 * share-link guest will call with `clientVisibleOnly: true`.
 */
export const campaignNotes: QueryResolvers['campaignNotes'] = (_root, { advertiserId, campaignIds }, ctx) => {
  const { user } = requireCaller(ctx);
  return graph(async () => {
    const access = await openNotes(ctx.services, user, advertiserId);
    return readNotes(ctx.services.db, advertiserId, campaignIds, { clientVisibleOnly: !access.mayWrite });
  });
};

export const addCampaignNote: MutationResolvers['addCampaignNote'] = (_root, { input }, ctx) => {
  const { user } = requireCaller(ctx);
  return graph(() => addNote(ctx.services, user, input));
};

export const updateCampaignNote: MutationResolvers['updateCampaignNote'] = (_root, { noteId, input }, ctx) => {
  const { user } = requireCaller(ctx);
  return graph(() => updateNote(ctx.services, user, noteId, input));
};

export const deleteCampaignNote: MutationResolvers['deleteCampaignNote'] = (_root, { noteId }, ctx) => {
  const { user } = requireCaller(ctx);
  return graph(async () => {
    await deleteNote(ctx.services, user, noteId);
    return true;
  });
};
