/**
 * From prospect to client (issue 28) on every engine: the clone for another market (label Cloned, reason, contacts,
 * placement checked), the sale creating the advertiser with its contacts under the customer's station or linking one
 * of the agency's, post-sale mode, the call histories per customer and per rep, and the proposal PDF (Chromium).
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { findChromium } from '../../scripts/lib/chromium.mjs';
import { ENGINES } from './harness';
import {
  ADMIN,
  ELSEWHERE,
  GOOD_CONTACT,
  NOON,
  REP,
  REP2,
  startSalesWorld,
  SUPER,
  type SalesWorld,
} from './sales-helpers';

const chromium = (() => {
  try {
    return findChromium() as string | undefined;
  } catch {
    return undefined;
  }
})();

async function pdfText(data: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(data) }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

describe.each(ENGINES)('selling sales customers on %s', (engine) => {
  let world: SalesWorld;
  const url = (id: number, what = '') => `/api/sales/customers/${id}${what}`;
  const callsOf = async (id: number) =>
    (await world.send(ADMIN, 'GET', url(id, '/calls?limit=100'))).json().calls as Record<string, unknown>[];
  const advertiserCount = async () =>
    Number(
      (
        await world.server.db
          .selectFrom('advertisers')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    world = await startSalesWorld(engine);
  }, 120_000);
  afterAll(async () => world?.close());

  it('clones a customer for another market: label Cloned, reason kept, contacts copied, placement checked', async () => {
    const id = await world.customer({ name: 'Twin Tacos', city: 'Bangor', state: 'ME', contacts: [GOOD_CONTACT] });
    const bad = await world.send(REP, 'POST', url(id, '/clone'), { reason: 'Elsewhere' });
    expect(bad.statusCode).toBe(400);
    const away = await world.send(REP, 'POST', url(id, '/clone'), {
      reason: 'OneLocationMultipleMarkets',
      stationId: world.otherStationId,
    });
    expect(away.statusCode).toBe(404);
    const cloned = await world.send(REP, 'POST', url(id, '/clone'), {
      reason: 'OneLocationMultipleMarkets',
      city: 'Augusta',
    });
    expect(cloned.statusCode).toBe(201);
    const clone = cloned.json().customer;
    expect(clone).toMatchObject({
      name: 'Twin Tacos',
      city: 'Augusta',
      state: 'ME',
      stationId: world.stationId,
      clonedFromId: id,
      cloneReason: 'OneLocationMultipleMarkets',
      availability: { key: 'CLONED', label: 'Cloned', viewable: true },
      contacts: [{ name: 'Dana Decider', phone: GOOD_CONTACT.phone }],
    });
    expect((await callsOf(id))[0]).toMatchObject({
      outcome: 'Cloned',
      label: 'Cloned',
      reason: 'OneLocationMultipleMarkets',
      reasonLabel: 'One location, several markets',
    });
    const [audit] = await world.auditRows(clone.id);
    expect([audit!.action, JSON.parse(audit!.after!)]).toEqual([
      'clone',
      expect.objectContaining({ clonedFromId: id, cloneReason: 'OneLocationMultipleMarkets', city: 'Augusta' }),
    ]);
    // An agency-level user clones into another station of the agency, not into another agency's.
    const byAdmin = await world.send(ADMIN, 'POST', url(id, '/clone'), {
      reason: 'MultipleLocationSingleMarket',
      stationId: world.otherStationId,
    });
    expect(byAdmin.json().customer).toMatchObject({ stationId: world.otherStationId, availability: { key: 'CLONED' } });
    expect((await world.send(ELSEWHERE, 'GET', url(byAdmin.json().customer.id))).statusCode).toBe(200);
    const agencyB = await world.server.db
      .selectFrom('stations')
      .select('id')
      .where('agency_id', '=', 2)
      .executeTakeFirstOrThrow();
    const outside = await world.send(ADMIN, 'POST', url(id, '/clone'), {
      reason: 'MultipleLocationSingleMarket',
      stationId: agencyB.id,
    });
    expect([outside.statusCode, outside.json().error]).toEqual([400, MESSAGES.advertiserStationOutside]);
  });

  it('sells a customer: the advertiser is created under its station with its contacts; post-sale mode after', async () => {
    const id = await world.customer({
      name: 'Sold Sporting Goods',
      address: '9 Main St',
      city: 'Bangor',
      state: 'ME',
      zip: '04401',
      category: 'Retail',
      contacts: [GOOD_CONTACT, { ...GOOD_CONTACT, name: 'Second Person', number: 2, email: null }],
    });
    await world.send(REP, 'POST', url(id, '/reserve'), { days: 3 });
    const before = await advertiserCount();
    const sold = await world.send(REP, 'POST', url(id, '/sell'), {});
    expect(sold.statusCode).toBe(200);
    const { customer, advertiser } = sold.json();
    expect(advertiser).toEqual({ id: expect.any(Number), name: 'Sold Sporting Goods' });
    expect(advertiser.id).toBeGreaterThanOrEqual(10000001);
    expect(await advertiserCount()).toBe(before + 1);
    expect(customer).toMatchObject({
      advertiserId: advertiser.id,
      flags: { IsSold: true, IsReserved: false },
      reservedBy: null,
      soldAt: new Date(NOON).toISOString(),
      soldBy: { id: world.userIds[REP], name: 'Stan Station' },
      availability: { key: 'SOLD', label: 'Sold', viewable: true },
      restricted: false,
    });
    const station = await world.server.db
      .selectFrom('stations')
      .select('sub_agency_id')
      .where('id', '=', world.stationId)
      .executeTakeFirstOrThrow();
    const row = await world.server.db
      .selectFrom('advertisers')
      .selectAll()
      .where('id', '=', advertiser.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      agency_id: 1,
      sub_agency_id: station.sub_agency_id,
      station_id: world.stationId,
      industry: 'Retail',
      address: '9 Main St',
      city: 'Bangor',
      state: 'ME',
      zip: '04401',
      phone: '555-123-4567',
    });
    const contacts = await world.send(REP, 'GET', `/api/getContacts/${advertiser.id}`);
    expect(contacts.json().contacts.map((c: { name: string }) => c.name)).toEqual(['Dana Decider', 'Second Person']);
    const info = await world.send(REP, 'GET', `/api/getAdvertiserInfo?id=${advertiser.id}`);
    expect(info.statusCode).toBe(200);
    expect((await callsOf(id))[0]).toMatchObject({ outcome: 'Sold', label: 'Sold', notes: 'Sold Sporting Goods' });
    expect((await world.auditRows(id)).map((r) => r.action)).toEqual(['create', 'reserve', 'sell']);
    expect((await world.auditRows(advertiser.id, 'advertisers')).map((r) => r.action)).toEqual(['create']);

    // Post-sale mode: calls and edits only with it; never reserved, cloned, proposed or sold again.
    const plain = (await world.send(REP2, 'GET', url(id))).json().customer;
    expect(plain).toMatchObject({
      restricted: true,
      address: null,
      city: 'Bangor',
      contacts: [],
      notes: null,
      availability: { viewable: false },
    });
    const post = (await world.send(REP2, 'GET', `${url(id)}?postSale=true`)).json().customer;
    expect(post).toMatchObject({ restricted: false, contacts: [{ name: 'Dana Decider' }, { name: 'Second Person' }] });
    expect(post.can).toMatchObject({ work: true, reserve: false, sell: false, clone: false });
    for (const [method, path, body] of [
      ['POST', url(id, '/calls'), { outcome: 'LeftMessage' }],
      ['PUT', url(id), { notes: 'renewal in May' }],
      ['POST', url(id, '/reserve'), { days: 3 }],
      ['POST', url(id, '/clone'), { reason: 'OneLocationMultipleMarkets' }],
      ['POST', url(id, '/proposal'), { package: 'starter', market: 'local', months: 1 }],
      ['POST', url(id, '/sell'), {}],
    ] as const) {
      const response = await world.send(REP2, method, path, body);
      expect({ path, status: response.statusCode, body: response.json() }).toEqual({
        path,
        status: 409,
        body: { error: MESSAGES.salesCustomerSold },
      });
    }
    expect(
      (await world.send(REP2, 'POST', url(id, '/calls'), { outcome: 'LeftMessage', postSale: true })).statusCode,
    ).toBe(201);
    const noted = await world.send(REP2, 'PUT', url(id), { notes: 'renewal in May', postSale: true });
    expect(noted.json().customer).toMatchObject({ notes: 'renewal in May', restricted: false });
  });

  it("links an existing advertiser of the customer's agency instead of creating one", async () => {
    const id = await world.customer({ name: 'Linked Liquors' }, ADMIN);
    const mine = await world.server.db
      .selectFrom('advertisers')
      .select(['id', 'name'])
      .where('agency_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const theirs = await world.server.db
      .selectFrom('advertisers')
      .select('id')
      .where('agency_id', '=', 2)
      .executeTakeFirstOrThrow();
    const hidden = await world.send(ADMIN, 'POST', url(id, '/sell'), { advertiserId: theirs.id });
    expect([hidden.statusCode, hidden.json().error]).toEqual([404, MESSAGES.advertiserNotFound]);
    const other = await world.send(SUPER, 'POST', url(id, '/sell'), { advertiserId: theirs.id });
    expect([other.statusCode, other.json()]).toEqual([
      400,
      { error: MESSAGES.salesAdvertiserOtherAgency, field: 'advertiserId' },
    ]);
    const before = await advertiserCount();
    const linked = await world.send(ADMIN, 'POST', url(id, '/sell'), { advertiserId: mine.id });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      advertiser: { id: mine.id, name: mine.name },
      customer: { advertiserId: mine.id, flags: { IsSold: true } },
    });
    expect(await advertiserCount()).toBe(before);
    expect(JSON.parse((await world.auditRows(id)).at(-1)!.after!)).toEqual({
      isSold: true,
      advertiserId: mine.id,
      created: false,
    });
  });

  it('pages a call history per customer and per rep, and lists the reps who called', async () => {
    const id = await world.customer({ name: 'Busy Bakery' });
    for (const [at, who, outcome] of [
      [1, REP, 'LeftMessage'],
      [2, REP2, 'SpokeWithGatekeeper'],
      [3, REP, 'ScheduledDemo'],
    ] as const) {
      world.setNow(NOON + at * 60_000);
      await world.send(who, 'POST', url(id, '/calls'), { outcome });
    }
    world.setNow(NOON);
    const page = (await world.send(REP, 'GET', url(id, '/calls?limit=2&offset=1'))).json();
    expect(page.total).toBe(3);
    expect(page.calls.map((c: { outcome: string }) => c.outcome)).toEqual(['SpokeWithGatekeeper', 'LeftMessage']);
    const mine = (await world.send(REP2, 'GET', '/api/sales/calls')).json();
    expect(mine.calls.map((c: { customerName: string; label: string }) => `${c.customerName}: ${c.label}`)).toContain(
      'Busy Bakery: Spoke with gatekeeper',
    );
    expect(mine.calls.every((c: { userId: number }) => c.userId === world.userIds[REP2])).toBe(true);
    const reps = (await world.send(ADMIN, 'GET', '/api/sales/reps')).json().reps;
    expect(reps).toEqual(
      expect.arrayContaining([
        { id: world.userIds[REP2], name: 'Sam Seller' },
        { id: world.userIds[REP], name: 'Stan Station' },
      ]),
    );
    const ofRep = (await world.send(ADMIN, 'GET', `/api/sales/calls?userId=${world.userIds[REP]}&limit=1`)).json();
    expect(ofRep.calls).toHaveLength(1);
    expect(ofRep.total).toBeGreaterThanOrEqual(2);
    // Another station's rep sees none of these calls.
    const seenElsewhere = (
      await world.send(ELSEWHERE, 'GET', `/api/sales/calls?userId=${world.userIds[REP]}&limit=100`)
    ).json();
    expect(seenElsewhere.calls.map((c: { customerName: string }) => c.customerName)).not.toContain('Busy Bakery');
    const repsElsewhere = (await world.send(ELSEWHERE, 'GET', '/api/sales/reps')).json().reps;
    expect(repsElsewhere).not.toContainEqual({ id: world.userIds[REP2], name: 'Sam Seller' });
  });

  it.skipIf(!chromium)(
    'answers the proposal as a one-page PDF with its price, logged as ProposalSent',
    async () => {
      const id = await world.customer({ name: 'Proposal Pizza', contacts: [GOOD_CONTACT] });
      const response = await world.send(REP, 'POST', url(id, '/proposal'), {
        package: 'intermediate',
        market: 'local',
        months: 12,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="Proposal - Proposal Pizza.pdf"');
      expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain('Proposal Pizza');
      expect(text).toContain('$4,200 for one year');
      expect((await callsOf(id))[0]).toMatchObject({
        outcome: 'ProposalSent',
        label: 'Proposal sent',
        notes: '$4,200 for one year',
      });
      const [, audit] = await world.auditRows(id);
      expect([audit!.action, JSON.parse(audit!.after!)]).toEqual([
        'proposal',
        { package: 'intermediate', market: 'local', months: 12, price: '$4,200 for one year' },
      ]);
      const bad = await world.send(REP, 'POST', url(id, '/proposal'), { package: 'huge', market: 'local', months: 12 });
      expect(bad.statusCode).toBe(400);
    },
    90_000,
  );
});
