import type { LightMyRequestResponse } from 'fastify';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageText } from '../../src/domain/messages';
import { NOTE_MESSAGES } from '../../src/domain/notes';
import { migrations } from '../../src/server/db/migrations';
import { clientVisibleNotes } from '../../src/server/services/notes';
import { ENGINES, startServerAt, type TestServer } from './harness';

/** Agency A's advertisers, both granted to the advertiser user. */
const RIVERSIDE = 10000001;
const HARBOR = 10000002;
/** 10 pm on 2026-06-15 in New York (agency A), already 2026-06-16 in UTC. */
const EVENING = Date.parse('2026-06-16T02:00:00Z');

const STAFF = 'agency.staff@sightline.test';
const ADMIN = 'dash.admin@sightline.test';
const CLIENT = 'advertiser@sightline.test';
const OTHER = 'other.agency@sightline.test';

const FIELDS =
  'noteId campaignId date title body clientVisible createdAt createdBy lastModifiedAt lastModifiedBy Version';
const LIST = `query ($advertiserId: Int!, $campaignIds: [Int!]!) {
  campaignNotes(advertiserId: $advertiserId, campaignIds: $campaignIds) { ${FIELDS} }
}`;
const ADD = `mutation ($input: AddCampaignNoteInput!) { addCampaignNote(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($noteId: Int!, $Version: Int!, $input: UpdateCampaignNoteInput!) {
  updateCampaignNote(noteId: $noteId, Version: $Version, input: $input) { ${FIELDS} }
}`;
const DELETE = `mutation ($noteId: Int!, $Version: Int!) { deleteCampaignNote(noteId: $noteId, Version: $Version) }`;

interface Note {
  noteId: number;
  campaignId: number;
  date: string;
  title: string;
  body: string;
  clientVisible: boolean;
  createdAt: string;
  createdBy: string;
  lastModifiedAt: string;
  lastModifiedBy: string;
  Version: number;
}

describe.each(ENGINES)('campaign notes over GraphQL on %s', (engine) => {
  let server: TestServer;
  let riverside: number[];
  let harbor: number[];
  const tokens = new Map<string, string>();

  const graph = async (email: string | null, query: string, variables: Record<string, unknown>) => {
    if (email && !tokens.has(email)) tokens.set(email, (await server.login(email)).accessToken);
    return server.app.inject({
      method: 'POST',
      url: '/graph',
      payload: { query, variables },
      headers: email ? { authorization: `Bearer ${tokens.get(email)}` } : {},
    });
  };
  const ok = <T>(response: LightMyRequestResponse, field: string): T => {
    const body = response.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(response.statusCode).toBe(200);
    return body.data[field] as T;
  };
  /** A refusal with its HTTP status in the answer and in `extensions`, and (for our own errors) its catalogue key. */
  const refused = (response: LightMyRequestResponse, status: number, message: unknown, code?: string) => {
    const body = response.json();
    expect(response.statusCode).toBe(status);
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({ message, extensions: { status, ...(code ? { code } : {}) } });
    return body.errors[0] as { extensions: Record<string, unknown> };
  };
  const list = async (email: string, advertiserId = RIVERSIDE, campaignIds = riverside) =>
    ok<Note[]>(await graph(email, LIST, { advertiserId, campaignIds }), 'campaignNotes');
  const add = async (email: string, input: Record<string, unknown>) =>
    ok<Note>(
      await graph(email, ADD, { input: { advertiserId: RIVERSIDE, campaignId: riverside[0], ...input } }),
      'addCampaignNote',
    );
  const stored = async () => server.db.selectFrom('campaign_notes').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    server = await startServerAt(engine, {}, EVENING);
    const ids = async (advertiserId: number) =>
      (
        await server.db
          .selectFrom('campaigns')
          .select('id')
          .where('advertiser_id', '=', advertiserId)
          .orderBy('id')
          .execute()
      ).map((c) => c.id);
    riverside = await ids(RIVERSIDE);
    harbor = await ids(HARBOR);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.deleteFrom('campaign_notes').execute();
    vi.setSystemTime(EVENING);
  });

  it('adds a note dated the day written in the agency time zone, hidden from clients, by its author', async () => {
    const note = await add(STAFF, { title: 'Creative swap', body: 'New 15s spot went live.' });
    expect(note).toEqual({
      noteId: expect.any(Number),
      campaignId: riverside[0],
      date: '2026-06-15',
      title: 'Creative swap',
      body: 'New 15s spot went live.',
      clientVisible: false,
      createdAt: '2026-06-16T02:00:00.000Z',
      createdBy: 'Stacy Staff',
      lastModifiedAt: '2026-06-16T02:00:00.000Z',
      lastModifiedBy: 'Stacy Staff',
      Version: 1,
    });
    expect(await list(STAFF)).toEqual([note]);
    expect(await stored()).toMatchObject([{ advertiser_id: RIVERSIDE, created_by_name: 'Stacy Staff' }]);
  });

  it('lists the notes of the asked campaigns only, newest first', async () => {
    const older = await add(STAFF, { campaignId: riverside[0], date: '2026-06-01', title: 'Older', body: 'a' });
    const newer = await add(STAFF, { campaignId: riverside[1], date: '2026-06-10', title: 'Newer', body: 'b' });
    await add(STAFF, { campaignId: riverside[2], date: '2026-06-12', title: 'Elsewhere', body: 'c' });
    expect((await list(STAFF, RIVERSIDE, [riverside[0]!, riverside[1]!])).map((n) => n.noteId)).toEqual([
      newer.noteId,
      older.noteId,
    ]);
    expect(await list(STAFF, RIVERSIDE, [])).toEqual([]);
  });

  it('an edit changes the text and records who changed it and when, keeping the author', async () => {
    const note = await add(STAFF, { title: 'Budget', body: 'Raised to $500.', date: '2026-06-02' });
    vi.setSystemTime(EVENING + 90_000);
    const edited = ok<Note>(
      await graph(ADMIN, UPDATE, {
        noteId: note.noteId,
        Version: note.Version,
        input: { body: 'Raised to $650 (+30%).', clientVisible: true },
      }),
      'updateCampaignNote',
    );
    expect(edited).toEqual({
      ...note,
      body: 'Raised to $650 (+30%).',
      clientVisible: true,
      lastModifiedAt: '2026-06-16T02:01:30.000Z',
      lastModifiedBy: 'Dana Dashboard',
      Version: 2,
    });
    expect(await list(STAFF)).toEqual([edited]);
  });

  it('of 20 concurrent edits from the same Version exactly one lands; 19 get 409 naming who changed it and when', async () => {
    const note = await add(STAFF, { title: 'Budget', body: 'Raised to $500.' });
    const editors = [STAFF, ADMIN];
    for (const email of editors) await graph(email, LIST, { advertiserId: RIVERSIDE, campaignIds: riverside });
    vi.setSystemTime(EVENING + 60_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        graph(editors[i % 2]!, UPDATE, { noteId: note.noteId, Version: 1, input: { title: `Edit ${i}` } }),
      ),
    );
    const landed = results.filter((r) => r.statusCode === 200);
    expect(landed).toHaveLength(1);
    const winner = ok<Note>(landed[0]!, 'updateCampaignNote');
    expect(winner).toMatchObject({ Version: 2, lastModifiedAt: '2026-06-16T02:01:00.000Z' });
    const conflict = {
      status: 409,
      code: 'noteVersionConflict',
      lastModifiedBy: winner.lastModifiedBy,
      lastModifiedAt: winner.lastModifiedAt,
      currentVersion: 2,
    };
    const message = messageText('noteVersionConflict', {
      changedBy: winner.lastModifiedBy,
      changedAt: '2026-06-16 02:01 UTC',
    });
    for (const loser of results.filter((r) => r.statusCode !== 200))
      expect(refused(loser, 409, message, 'noteVersionConflict').extensions).toEqual(conflict);
    expect(await list(STAFF)).toEqual([winner]);
    expect(await stored()).toMatchObject([{ title: winner.title, version: 2 }]);
  });

  it('an edit or delete from the fresh Version succeeds after a conflict; a stale delete removes nothing', async () => {
    const note = await add(STAFF, { title: 'Budget', body: 'Raised to $500.' });
    const first = ok<Note>(
      await graph(ADMIN, UPDATE, { noteId: note.noteId, Version: 1, input: { title: 'First' } }),
      'updateCampaignNote',
    );
    refused(
      await graph(STAFF, UPDATE, { noteId: note.noteId, Version: 1, input: { title: 'Stale' } }),
      409,
      messageText('noteVersionConflict', { changedBy: 'Dana Dashboard', changedAt: '2026-06-16 02:00 UTC' }),
      'noteVersionConflict',
    );
    const second = ok<Note>(
      await graph(STAFF, UPDATE, { noteId: note.noteId, Version: first.Version, input: { title: 'Second' } }),
      'updateCampaignNote',
    );
    expect(second).toMatchObject({
      title: 'Second',
      body: 'Raised to $500.',
      Version: 3,
      lastModifiedBy: 'Stacy Staff',
    });
    const staleDelete = await graph(ADMIN, DELETE, { noteId: note.noteId, Version: first.Version });
    expect(refused(staleDelete, 409, expect.any(String), 'noteVersionConflict').extensions).toMatchObject({
      lastModifiedBy: 'Stacy Staff',
      currentVersion: 3,
    });
    expect(await list(STAFF)).toEqual([second]);
    expect(ok<boolean>(await graph(ADMIN, DELETE, { noteId: note.noteId, Version: 3 }), 'deleteCampaignNote')).toBe(
      true,
    );
    expect(await stored()).toEqual([]);
  });

  it('notes written before notes had versions start at Version 1', async () => {
    const [schema] =
      engine === 'postgres'
        ? (await sql<{ name: string }>`select current_schema() as name`.execute(server.db)).rows
        : [];
    const migrator = new Migrator({
      db: server.db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
      ...(schema ? { migrationTableSchema: schema.name } : {}),
    });
    // Back to the schema before versions (later migrations step down first).
    const down = await migrator.migrateTo('0008-layout-history');
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toEqual({ migrationName: '0009-note-versions', direction: 'Down', status: 'Success' });
    await sql`insert into campaign_notes (campaign_id, advertiser_id, note_date, title, body, client_visible, created_at,
      created_by_id, created_by_name, last_modified_at, last_modified_by_id, last_modified_by_name)
      values (${riverside[0]}, ${RIVERSIDE}, '2026-06-01', 'Old', 'Written before versions.', 0, '2026-06-01T10:00:00.000Z',
      1, 'Stacy Staff', '2026-06-01T10:00:00.000Z', 1, 'Stacy Staff')`.execute(server.db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const [old] = await list(STAFF);
    expect(old).toMatchObject({ title: 'Old', Version: 1 });
    const edited = ok<Note>(
      await graph(STAFF, UPDATE, { noteId: old!.noteId, Version: 1, input: { title: 'Old, edited' } }),
      'updateCampaignNote',
    );
    expect(edited.Version).toBe(2);
  });

  it('a deleted note is gone, and deleting it again is not found', async () => {
    const note = await add(STAFF, { title: 'Paused', body: 'Paused for the holiday.' });
    expect(
      ok<boolean>(await graph(STAFF, DELETE, { noteId: note.noteId, Version: note.Version }), 'deleteCampaignNote'),
    ).toBe(true);
    expect(await list(STAFF)).toEqual([]);
    refused(
      await graph(STAFF, DELETE, { noteId: note.noteId, Version: note.Version }),
      404,
      'Note not found',
      'noteNotFound',
    );
  });

  it('refuses text outside the note rule with its message per field, writing nothing', async () => {
    const response = await graph(STAFF, ADD, {
      input: { advertiserId: RIVERSIDE, campaignId: riverside[0], title: '<b>Launch</b>', body: 'Fine text.' },
    });
    const error = refused(response, 400, NOTE_MESSAGES.CHARACTERS, 'noteCharacters');
    expect(error.extensions.fields).toEqual({ title: NOTE_MESSAGES.CHARACTERS });
    expect(await stored()).toEqual([]);

    const note = await add(STAFF, { title: 'Launch', body: 'Fine text.' });
    const update = await graph(STAFF, UPDATE, {
      noteId: note.noteId,
      Version: note.Version,
      input: { body: 'x'.repeat(4001), date: '6/1/26' },
    });
    expect(refused(update, 400, NOTE_MESSAGES.BODY_TOO_LONG, 'noteBodyTooLong').extensions.fields).toEqual({
      body: NOTE_MESSAGES.BODY_TOO_LONG,
      date: NOTE_MESSAGES.INVALID_DATE,
    });
    expect(await list(STAFF)).toEqual([note]);
  });

  it('refuses a campaign of another advertiser', async () => {
    const response = await graph(STAFF, ADD, {
      input: { advertiserId: RIVERSIDE, campaignId: harbor[0], title: 'Wrong', body: 'Wrong campaign.' },
    });
    refused(response, 404, 'Campaign not found', 'campaignNotFound');
    expect(await stored()).toEqual([]);
  });

  it('an advertiser user sees only client-visible notes and may not write (403)', async () => {
    const shown = await add(STAFF, { title: 'Shown', body: 'For the client.', clientVisible: true });
    const hidden = await add(STAFF, { title: 'Hidden', body: 'Agency only.' });
    expect(await list(CLIENT)).toEqual([shown]);

    const attempt = await graph(CLIENT, ADD, {
      input: { advertiserId: RIVERSIDE, campaignId: riverside[0], title: 'Mine', body: 'Client note.' },
    });
    refused(attempt, 403, 'Not authorized', 'notAuthorized');
    refused(
      await graph(CLIENT, UPDATE, { noteId: shown.noteId, Version: 1, input: { title: 'Changed' } }),
      403,
      'Not authorized',
      'notAuthorized',
    );
    refused(await graph(CLIENT, DELETE, { noteId: shown.noteId, Version: 1 }), 403, 'Not authorized', 'notAuthorized');
    // A hidden note does not exist for the client.
    refused(await graph(CLIENT, DELETE, { noteId: hidden.noteId, Version: 1 }), 404, 'Note not found', 'noteNotFound');
    expect((await stored()).map((n) => n.title)).toEqual(['Shown', 'Hidden']);
  });

  it('a user of another agency gets nothing: not found for the advertiser and for every note', async () => {
    const note = await add(STAFF, { title: 'Private', body: 'Agency A only.', clientVisible: true });
    refused(await graph(OTHER, LIST, { advertiserId: RIVERSIDE, campaignIds: riverside }), 404, 'Advertiser not found');
    const attempt = await graph(OTHER, ADD, {
      input: { advertiserId: RIVERSIDE, campaignId: riverside[0], title: 'Intrusion', body: 'x' },
    });
    refused(attempt, 404, 'Advertiser not found');
    refused(
      await graph(OTHER, UPDATE, { noteId: note.noteId, Version: 1, input: { title: 'Changed' } }),
      404,
      'Note not found',
      'noteNotFound',
    );
    refused(await graph(OTHER, DELETE, { noteId: note.noteId, Version: 1 }), 404, 'Note not found', 'noteNotFound');
    expect(await list(STAFF)).toEqual([note]);
  });

  it('refuses callers without a session', async () => {
    const response = await graph(null, LIST, { advertiserId: RIVERSIDE, campaignIds: riverside });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].message).toBe('Not authenticated');
  });

  it('clientVisibleNotes gives the visible notes of the campaigns inside the range, with campaign names', async () => {
    const inRange = await add(STAFF, { date: '2026-06-01', title: 'In', body: 'x', clientVisible: true });
    await add(STAFF, { date: '2026-06-02', title: 'Hidden', body: 'x' });
    await add(STAFF, { date: '2026-05-01', title: 'Before', body: 'x', clientVisible: true });
    await add(STAFF, {
      campaignId: riverside[1],
      date: '2026-06-03',
      title: 'Other campaign',
      body: 'x',
      clientVisible: true,
    });
    const campaign = await server.db
      .selectFrom('campaigns')
      .select(['name', 'friendly_name'])
      .where('id', '=', riverside[0]!)
      .executeTakeFirstOrThrow();
    expect(await clientVisibleNotes(server.db, RIVERSIDE, [riverside[0]!], '2026-05-16', '2026-06-14')).toEqual([
      {
        noteId: inRange.noteId,
        campaignId: riverside[0],
        campaignName: campaign.friendly_name || campaign.name,
        date: '2026-06-01',
        title: 'In',
        body: 'x',
      },
    ]);
    expect(await clientVisibleNotes(server.db, HARBOR, [riverside[0]!], '2026-05-16', '2026-06-14')).toEqual([]);
  });
});
