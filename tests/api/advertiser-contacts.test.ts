/**
 * An advertiser's contacts (000 §5, 001 §3, §9, issue 22) on every engine: the contact form's rules with their
 * exact texts on the server (first failure, field named), the placeholder e-mail dropped, replace semantics, the
 * portal user and `userId` rules, labels and phone display, audit, 'Missing advertiser ID', rights and tenancy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER_EMAIL } from '../../src/domain/format';
import { CONTACT_FORM, MESSAGES, MISSING } from '../../src/domain/messages';
import { ENGINES, startTestServer, type TestServer } from './harness';

const ADMIN = 'agency.admin@sightline.test';
const STAFF = 'agency.staff@sightline.test';
const OTHER = 'other.agency@sightline.test';
const ADVERTISER = 10000102;
const SAVE = `/api/advertiserContactsUpdate/${ADVERTISER}`;

interface Contact {
  id: number;
  name: string;
  email: string | null;
  [field: string]: unknown;
}

const contact = (fields: Record<string, unknown> = {}) => ({
  type: 'decision_maker',
  name: 'Dana Decider',
  email: 'dana@client.example',
  phone: '555 123 4567',
  phone_kind: 'Work',
  number: 0,
  ...fields,
});

describe.each(ENGINES)('advertiser contacts on %s', (engine) => {
  let server: TestServer;
  const tokens = new Map<string, string>();
  const ids = new Map<string, number>();
  const tokenOf = async (email: string): Promise<string> => {
    if (!tokens.has(email)) {
      const signedIn = await server.login(email);
      tokens.set(email, signedIn.accessToken);
      ids.set(email, signedIn.user.user_id);
    }
    return tokens.get(email)!;
  };
  const save = async (body: unknown, email = ADMIN, url = SAVE) => {
    const response = await server.post(url, body, await tokenOf(email));
    return { status: response.statusCode, body: response.json() as { contacts: Contact[]; error?: string } };
  };
  const stored = () =>
    server.db.selectFrom('advertiser_contacts').selectAll().where('advertiser_id', '=', ADVERTISER).execute();

  beforeAll(async () => {
    server = await startTestServer(engine);
  }, 120_000);
  afterAll(async () => server?.close());

  it('answers each rule of the contact form with its exact text and field, writing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, CONTACT_FORM.NAME_REQUIRED, 'name'],
      [{ name: undefined }, CONTACT_FORM.NAME_REQUIRED, 'name'],
      [{ name: ' Al ' }, CONTACT_FORM.NAME_TOO_SHORT, 'name'],
      [{ email: 'not-an-address' }, CONTACT_FORM.INVALID_EMAIL, 'email'],
      [{ phone: '' }, CONTACT_FORM.PHONE_REQUIRED, 'phone'],
      [{ phone: '555-1234' }, CONTACT_FORM.INVALID_PHONE, 'phone'],
      [{ number: undefined }, CONTACT_FORM.NUMBER_REQUIRED, 'number'],
      [{ number: -1 }, CONTACT_FORM.NUMBER_NEGATIVE, 'number'],
      [{ type: 'boss' }, MESSAGES.contactTypeRequired, 'type'],
      [{ phone_kind: 'Fax' }, MESSAGES.contactPhoneKindRequired, 'phone_kind'],
    ];
    for (const [fields, error, field] of cases) {
      const response = await save({ contacts: [contact(), contact({ number: 1, ...fields })] });
      expect({ fields, status: response.status, body: response.body }).toEqual({
        fields,
        status: 400,
        body: { error, field: `contacts[1].${field}` },
      });
    }
    // The first failing field of the first failing contact.
    const both = await save({ contacts: [contact({ name: '', phone: '' }), contact({ email: 'x' })] });
    expect(both.body).toEqual({ error: CONTACT_FORM.NAME_REQUIRED, field: 'contacts[0].name' });
    expect(await stored()).toEqual([]);
    expect(await server.db.selectFrom('audit_log').select('id').where('area', '=', 'advertisers').execute()).toEqual(
      [],
    );
  });

  it('saves the set with labels and phone display, dropping the placeholder e-mail, audited', async () => {
    const saved = await save({
      contacts: [
        contact({ type: 'media_company', name: 'Mia Media', company: 'Acme', number: 1, email: PLACEHOLDER_EMAIL }),
        contact({ phone_kind: 'Mobile', title: 'Owner' }),
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.contacts).toEqual([
      expect.objectContaining({
        advertiser_id: ADVERTISER,
        type: 'decision_maker',
        type_label: 'Customer Decision Maker',
        name: 'Dana Decider',
        email: 'dana@client.example',
        phone: '555 123 4567',
        phone_display: '(555) 123-4567',
        phone_kind: 'Mobile',
        number: 0,
        title: 'Owner',
        company: null,
        user_id: null,
        user_name: null,
      }),
      expect.objectContaining({
        type: 'media_company',
        type_label: 'Acme Media Company Contact',
        email: null,
        number: 1,
      }),
    ]);
    expect((await stored()).map((row) => row.email).sort()).toEqual(['dana@client.example', null].sort());
    const listed = await server.get(`/api/getContacts/${ADVERTISER}`, await tokenOf(ADMIN));
    expect(listed.json()).toEqual(saved.body);
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['action', 'object_type', 'before', 'after'])
      .where('area', '=', 'advertisers')
      .execute();
    expect(audit.map((row) => [row.action, row.object_type, JSON.parse(row.before!)])).toEqual([
      ['update', 'contacts', []],
    ]);
    expect(JSON.parse(audit[0]!.after!)).toHaveLength(2);
  });

  it('replaces the set: contacts with an id are updated, without are created, missing ones removed', async () => {
    const [first, second] = (await (await server.get(`/api/getContacts/${ADVERTISER}`, await tokenOf(ADMIN))).json())
      .contacts as Contact[];
    const next = await save({
      contacts: [
        contact({ id: first!.id, name: 'Dana Renamed' }),
        contact({ type: 'technical', name: 'Tess Tech', number: 2 }),
      ],
    });
    expect(next.status).toBe(200);
    expect(next.body.contacts.map((c) => [c.id === first!.id, c.name])).toEqual([
      [true, 'Dana Renamed'],
      [false, 'Tess Tech'],
    ]);
    expect((await stored()).map((row) => row.id)).not.toContain(second!.id);
    const unknown = await save({ contacts: [contact({ id: second!.id })] });
    expect(unknown).toEqual({
      status: 400,
      body: {
        error: MESSAGES.contactUnknown.replace('{id}', String(second!.id)),
        field: 'contacts[0].id',
      },
    });
    expect((await save({ contacts: [] })).body).toEqual({ contacts: [] });
    expect(await stored()).toEqual([]);
  });

  it("links a contact to a member of the advertiser's agency only; userId must be the caller's", async () => {
    await tokenOf(STAFF);
    await tokenOf(OTHER);
    const member = await save({ contacts: [contact({ user_id: ids.get(STAFF) })], userId: ids.get(ADMIN) });
    expect(member.status).toBe(200);
    expect(member.body.contacts[0]).toMatchObject({ user_id: ids.get(STAFF), user_name: 'Stacy Staff' });
    const outsider = await save({ contacts: [contact({ user_id: ids.get(OTHER) })] });
    expect(outsider).toEqual({
      status: 400,
      body: { error: MESSAGES.contactUserOutside, field: 'contacts[0].user_id' },
    });
    const impostor = await save({ contacts: [contact()], userId: ids.get(STAFF) });
    expect(impostor).toEqual({ status: 400, body: { error: MESSAGES.contactsUserIdNotCaller, field: 'userId' } });
    expect((await stored()).map((row) => row.user_id)).toEqual([ids.get(STAFF)]);
  });

  it("answers 'Missing advertiser ID' without an id, on both calls", async () => {
    const token = await tokenOf(ADMIN);
    for (const url of ['/api/getContacts/', '/api/getContacts']) {
      const response = await server.get(url, token);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 400,
        body: { error: MISSING.ADVERTISER_ID },
      });
    }
    for (const url of ['/api/advertiserContactsUpdate/', '/api/advertiserContactsUpdate']) {
      const response = await save({ contacts: [contact({ name: '' })] }, ADMIN, url);
      expect({ url, ...response }).toEqual({ url, status: 400, body: { error: MISSING.ADVERTISER_ID } });
    }
  });

  it('answers 401 signed out and 403 without SCREEN_ADVERTISER_MGMT before validation; 404 in another agency', async () => {
    expect((await server.get(`/api/getContacts/${ADVERTISER}`)).statusCode).toBe(401);
    expect((await server.post('/api/advertiserContactsUpdate/', { contacts: [{}] })).json()).toEqual({
      error: MESSAGES.notAuthenticated,
    });
    expect((await server.get(`/api/getContacts/${ADVERTISER}`, await tokenOf(STAFF))).statusCode).toBe(403);
    expect((await save({ contacts: [contact({ name: '' })] }, STAFF)).status).toBe(403);
    expect((await server.get(`/api/getContacts/${ADVERTISER}`, await tokenOf(OTHER))).statusCode).toBe(404);
    expect((await save({ contacts: [contact()] }, OTHER)).status).toBe(404);
    expect((await server.get('/api/getContacts/99999999', await tokenOf(ADMIN))).statusCode).toBe(404);
  });
});
