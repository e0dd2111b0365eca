import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  AddCampaignNoteDocument,
  CampaignNotesDocument,
  DeleteCampaignNoteDocument,
  UpdateCampaignNoteDocument,
  type AddCampaignNoteInput,
  type CampaignNoteFieldsFragment,
  type UpdateCampaignNoteInput,
} from '../../data/__generated__/graphql';
import { firstGraphError, graphErrorStatus } from '../../data/graph-error';
import { notesErrorFor } from '../../domain/auth-errors';
import type { NOTES_ERRORS } from '../../domain/messages';
import type { NoteIssues } from '../../domain/notes';
import type { ChartAnnotation } from '../../registry/types';
import { NOT_AUTHORIZED_TO_CHANGE, NOTE_NOT_SAVED } from './texts';

/** A campaign note as the `CampaignNotes` query answers it. */
export type CampaignNote = CampaignNoteFieldsFragment;

/** Notes query failure state of 000 §8: 403 is NOT_AUTHORIZED, anything else BAD_RESPONSE. */
export type NotesError = (typeof NOTES_ERRORS)[keyof typeof NOTES_ERRORS];

/** The notes of the selected campaigns. */
export type NotesState =
  { status: 'loading' } | { status: 'ready'; notes: readonly CampaignNote[] } | { status: 'error'; error: NotesError };

/** What a refused write says: the first message, and the message of each field the server refused. */
export interface NoteWriteFailure {
  message: string;
  fields: NoteIssues;
  /** Someone changed the note since it was read (409; the message names who and when): load the latest first. */
  conflict: boolean;
}

/** A failed write as the dialog shows it. */
export function writeFailure(error: unknown): NoteWriteFailure {
  const first = firstGraphError(error);
  const fields = first?.extensions?.fields;
  const message = typeof first?.message === 'string' ? first.message : NOTE_NOT_SAVED;
  const issues: NoteIssues = {};
  if (typeof fields === 'object' && fields !== null)
    for (const key of ['title', 'body', 'date'] as const) {
      const text = (fields as Record<string, unknown>)[key];
      if (typeof text === 'string') issues[key] = text;
    }
  const status = graphErrorStatus(error);
  return { message: status === 403 ? NOT_AUTHORIZED_TO_CHANGE : message, fields: issues, conflict: status === 409 };
}

const NO_CAMPAIGNS: readonly CampaignNote[] = [];

/** The notes of an advertiser's campaigns (nothing asked without an advertiser or campaigns). */
export function useCampaignNotes(advertiserId: number | null, campaignIds: readonly number[]): NotesState {
  const skip = advertiserId === null || campaignIds.length === 0;
  const { data, error, loading } = useQuery(CampaignNotesDocument, {
    variables: { advertiserId: advertiserId ?? 0, campaignIds: [...campaignIds] },
    skip,
    fetchPolicy: 'cache-and-network',
  });
  return useMemo((): NotesState => {
    if (skip) return { status: 'ready', notes: NO_CAMPAIGNS };
    if (error) return { status: 'error', error: notesErrorFor(graphErrorStatus(error)) };
    if (loading && !data) return { status: 'loading' };
    return { status: 'ready', notes: data?.campaignNotes ?? NO_CAMPAIGNS };
  }, [skip, error, loading, data]);
}

const NO_ANNOTATIONS: readonly ChartAnnotation[] = [];

/** The notes of the campaigns as marks for the daily charts; none while loading or after a failure. */
export function useNoteAnnotations(
  advertiserId: number | null,
  campaignIds: readonly number[],
): readonly ChartAnnotation[] {
  const state = useCampaignNotes(advertiserId, campaignIds);
  return useMemo(
    () =>
      state.status === 'ready' && state.notes.length > 0
        ? state.notes.map((n) => ({ date: n.date, title: n.title, campaignId: n.campaignId }))
        : NO_ANNOTATIONS,
    [state],
  );
}

/**
 * Add, change and delete; each refreshes every open notes list and resolves to a failure or null. A change or delete
 * names the note's Version it started from; `latest` reads a note again after a conflict.
 */
export interface NoteWrites {
  add(input: AddCampaignNoteInput): Promise<NoteWriteFailure | null>;
  update(noteId: number, Version: number, input: UpdateCampaignNoteInput): Promise<NoteWriteFailure | null>;
  remove(noteId: number, Version: number): Promise<NoteWriteFailure | null>;
  /** The notes read again from the server (every list showing them follows); the one asked for, or null if gone. */
  latest(advertiserId: number, campaignIds: readonly number[], noteId: number): Promise<CampaignNote | null>;
  busy: boolean;
}

export function useNoteWrites(): NoteWrites {
  const client = useApolloClient();
  const refetch = { refetchQueries: [CampaignNotesDocument], awaitRefetchQueries: true };
  const [add, added] = useMutation(AddCampaignNoteDocument, refetch);
  const [update, updated] = useMutation(UpdateCampaignNoteDocument, refetch);
  const [remove, removed] = useMutation(DeleteCampaignNoteDocument, refetch);
  const run = async (work: () => Promise<unknown>): Promise<NoteWriteFailure | null> => {
    try {
      await work();
      return null;
    } catch (error) {
      return writeFailure(error);
    }
  };
  return {
    add: (input) => run(() => add({ variables: { input } })),
    update: (noteId, Version, input) => run(() => update({ variables: { noteId, Version, input } })),
    remove: (noteId, Version) => run(() => remove({ variables: { noteId, Version } })),
    latest: async (advertiserId, campaignIds, noteId) => {
      const { data } = await client.query({
        query: CampaignNotesDocument,
        variables: { advertiserId, campaignIds: [...campaignIds] },
        fetchPolicy: 'network-only',
      });
      return data?.campaignNotes.find((note) => note.noteId === noteId) ?? null;
    },
    busy: added.loading || updated.loading || removed.loading,
  };
}
