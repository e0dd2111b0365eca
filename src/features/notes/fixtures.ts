/**
 * Notes for stories and tests, and an in-memory `/graph` that answers the notes operations over a real Apollo
 * HTTP link (so status codes and error bodies travel as they do from the server).
 */
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { messageText, type MessageKey, type MessageParams } from '../../domain/messages';
import type { CampaignNote } from './api';
import type { NoteCampaign } from './NoteForm';

export const NOTE_CAMPAIGNS: readonly NoteCampaign[] = [
  { id: 101, name: 'Spring CTV' },
  { id: 102, name: 'Spring Display' },
];

const note = (fields: Partial<CampaignNote> & Pick<CampaignNote, 'noteId' | 'date' | 'title'>): CampaignNote => ({
  campaignId: 101,
  body: 'Details of the change.',
  clientVisible: false,
  createdAt: `${fields.date}T14:00:00.000Z`,
  createdBy: 'Stacy Staff',
  lastModifiedAt: `${fields.date}T14:00:00.000Z`,
  lastModifiedBy: 'Stacy Staff',
  Version: 1,
  ...fields,
});

/** Three notes, deliberately not in date order; the first and third are client-visible. */
export const SAMPLE_NOTES: readonly CampaignNote[] = [
  note({ noteId: 1, date: '2026-05-20', title: 'Creative refresh', clientVisible: true }),
  note({
    noteId: 2,
    campaignId: 102,
    date: '2026-06-03',
    title: 'Budget raised',
    body: 'Budget raised by $500 (+25%) for June.',
    lastModifiedAt: '2026-06-04T09:30:00.000Z',
    lastModifiedBy: 'Dana Dashboard',
  }),
  note({ noteId: 3, date: '2026-05-28', title: 'Paused for Memorial Day', clientVisible: true }),
];

/** One GraphQL request as the fake server saw it. */
export interface GraphCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/** What the fake answers to an operation: a status and a JSON body. */
export type GraphAnswer = (call: GraphCall) => { status?: number; body: unknown } | undefined;

/** A fake notes server: the notes it holds, the calls it received, and an override for any answer. */
export interface FakeNotesServer {
  notes: CampaignNote[];
  calls: GraphCall[];
  client: ApolloClient;
}

/** Answers the notes operations from memory; `override` may answer first (refusals, failures). */
export function fakeNotesServer(initial: readonly CampaignNote[], override?: GraphAnswer): FakeNotesServer {
  const server: Omit<FakeNotesServer, 'client'> = { notes: [...initial], calls: [] };
  const answer = (call: GraphCall): { status?: number; body: unknown } => {
    const { variables: v } = call;
    const typed = (n: CampaignNote) => ({ __typename: 'CampaignNote', ...n });
    switch (call.operationName) {
      case 'CampaignNotes': {
        const ids = v.campaignIds as number[];
        return { body: { data: { campaignNotes: server.notes.filter((n) => ids.includes(n.campaignId)).map(typed) } } };
      }
      case 'AddCampaignNote': {
        const input = v.input as Record<string, unknown>;
        const added = note({
          noteId: Math.max(0, ...server.notes.map((n) => n.noteId)) + 1,
          campaignId: input.campaignId as number,
          date: (input.date as string | null) ?? '2026-06-15',
          title: input.title as string,
          body: input.body as string,
          clientVisible: input.clientVisible === true,
        });
        server.notes.push(added);
        return { body: { data: { addCampaignNote: typed(added) } } };
      }
      case 'UpdateCampaignNote': {
        const index = server.notes.findIndex((n) => n.noteId === v.noteId);
        const current = server.notes[index]!;
        if (current.Version !== v.Version) return conflict(current);
        const input = v.input as Partial<CampaignNote>;
        const updated = { ...current, ...input, date: input.date ?? current.date, Version: current.Version + 1 };
        server.notes[index] = updated;
        return { body: { data: { updateCampaignNote: typed(updated) } } };
      }
      case 'DeleteCampaignNote': {
        const current = server.notes.find((n) => n.noteId === v.noteId)!;
        if (current.Version !== v.Version) return conflict(current);
        server.notes = server.notes.filter((n) => n.noteId !== v.noteId);
        return { body: { data: { deleteCampaignNote: true } } };
      }
      default:
        return { status: 400, body: { errors: [{ message: `Unknown operation ${call.operationName}` }] } };
    }
  };
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = JSON.parse(String(init?.body)) as GraphCall;
    const call = { operationName: request.operationName, variables: request.variables ?? {} };
    server.calls.push(call);
    const { status = 200, body } = override?.(call) ?? answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const client = new ApolloClient({ link: new HttpLink({ uri: '/graph', fetch }), cache: new InMemoryCache() });
  return Object.assign(server, { client });
}

/** The server's 409 for an edit or delete of a Version the note no longer has. */
export function conflict(current: CampaignNote): { status: number; body: unknown } {
  const { lastModifiedBy, lastModifiedAt, Version } = current;
  return refusal(
    409,
    'noteVersionConflict',
    { changedBy: lastModifiedBy, changedAt: `${lastModifiedAt.slice(0, 10)} ${lastModifiedAt.slice(11, 16)} UTC` },
    { lastModifiedBy, lastModifiedAt, currentVersion: Version },
  );
}

/**
 * A GraphQL refusal as the server sends it: no data, one error with the catalogue text of `key`, and the HTTP status
 * in the answer and in `extensions` beside the key and the details.
 */
export function refusal(
  status: number,
  key: MessageKey,
  params?: MessageParams,
  details: Record<string, unknown> = {},
): { status: number; body: unknown } {
  const extensions = { ...details, code: key, status };
  return { status, body: { data: null, errors: [{ message: messageText(key, params), extensions }] } };
}
