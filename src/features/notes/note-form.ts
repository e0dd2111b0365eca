/** Pure logic of the note form: a draft, its checks (the shared note rule) and the GraphQL inputs it becomes. */
import type { AddCampaignNoteInput, UpdateCampaignNoteInput } from '../../data/__generated__/graphql';
import { validateNote, type NoteIssues } from '../../domain/notes';
import type { CampaignNote } from './api';

/** What the form holds while a note is written or edited. */
export interface NoteDraft {
  /** The note being edited; absent for a new one. */
  noteId?: number;
  /** The Version of the note the edit started from (sent with the change). */
  Version?: number;
  campaignId: number;
  /** yyyy-MM-dd, or empty for "the day written". */
  date: string;
  title: string;
  body: string;
  clientVisible: boolean;
}

/** A new note on the first campaign offered, hidden from clients. */
export function emptyDraft(campaignId: number): NoteDraft {
  return { campaignId, date: '', title: '', body: '', clientVisible: false };
}

/** The draft of an existing note. */
export function draftOf(note: CampaignNote): NoteDraft {
  const { noteId, Version, campaignId, date, title, body, clientVisible } = note;
  return { noteId, Version, campaignId, date, title, body, clientVisible };
}

/** The note rule's messages for the draft, by field. */
export function draftIssues(draft: NoteDraft): NoteIssues {
  return validateNote({ title: draft.title, body: draft.body, date: draft.date || null });
}

export function addInput(advertiserId: number, draft: NoteDraft): AddCampaignNoteInput {
  const { campaignId, title, body, clientVisible } = draft;
  return { advertiserId, campaignId, title, body, clientVisible, date: draft.date || null };
}

/** An edit sends every field; an emptied date keeps the note's day. */
export function updateInput(draft: NoteDraft): UpdateCampaignNoteInput {
  const { title, body, clientVisible } = draft;
  return { title, body, clientVisible, date: draft.date || null };
}

/** Notes about the latest day first; on the same day the last written first. */
export function newestFirst(notes: readonly CampaignNote[]): CampaignNote[] {
  return [...notes].sort(
    (a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt) || b.noteId - a.noteId,
  );
}
