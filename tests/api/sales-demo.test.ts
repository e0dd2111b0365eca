import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateContact } from '../../src/domain/contact-form';
import { CALL_OUTCOMES, DO_NOT_CALL_REASONS, isSelectableOutcome, CLONE_REASONS } from '../../src/domain/sales';
import { AVAILABILITY_LABELS, salesAvailability } from '../../src/domain/sales-availability';
import { demoSalesNow } from '../../src/server/db/demo/sales';
import { ENGINES, startTestServer, TEST_NOON, TEST_TODAY, type TestServer } from './harness';

const RITA = 'sales.rep@sightline.test';
const SAM = 'sales.rep2@sightline.test';
const STATION = 'station@sightline.test';

describe.each(ENGINES)('the demo sales prospects on %s', (engine) => {
  let server: TestServer;
  const userOf = async (email: string): Promise<{ id: number; stationId: number | null }> => {
    const row = await server.db
      .selectFrom('users')
      .innerJoin('user_agencies', 'user_agencies.user_id', 'users.id')
      .select(['users.id', 'user_agencies.station_id'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    return { id: row.id, stationId: row.station_id };
  };
  const customers = () => server.db.selectFrom('sales_customers').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server?.close());

  it('gives the two reps the station user’s station and the Advertisers area’s right', async () => {
    const [rita, sam, station] = await Promise.all([userOf(RITA), userOf(SAM), userOf(STATION)]);
    expect(rita.stationId).toBe(station.stationId);
    expect(sam.stationId).toBe(station.stationId);
    for (const email of [RITA, SAM]) {
      const { user } = await server.login(email);
      expect(user.active_agency_id).toBe(1);
      const rights = await server.db
        .selectFrom('user_agency_rights')
        .select('right_code')
        .where('user_id', '=', user.user_id)
        .execute();
      expect(rights.map((r) => r.right_code)).toEqual(['SCREEN_ADVERTISER_MGMT']);
    }
  });

  it('builds about forty prospects over agency A’s stations, the fixed clock’s noon being the demo’s now', async () => {
    expect(demoSalesNow(TEST_TODAY)).toBe(TEST_NOON);
    const rows = await customers();
    expect(rows.length).toBeGreaterThanOrEqual(35);
    expect(rows.length).toBeLessThanOrEqual(45);
    const stations = await server.db
      .selectFrom('stations')
      .select(['id', 'sub_agency_id'])
      .where('agency_id', '=', 1)
      .execute();
    for (const row of rows) {
      expect(row.agency_id).toBe(1);
      const station = stations.find((s) => s.id === row.station_id);
      expect(station, row.name).toBeDefined();
      expect(row.sub_agency_id).toBe(station!.sub_agency_id);
    }
    expect(new Set(rows.map((r) => r.station_id)).size).toBe(stations.length);
  });

  it('shows Rita every label a rep can meet in her station, several plainly available', async () => {
    const [rita, sam] = await Promise.all([userOf(RITA), userOf(SAM)]);
    const mine = (await customers()).filter((c) => c.station_id === rita.stationId);
    const labels = mine.map((c) => {
      const live = c.reserved_until !== null && Number(c.reserved_until) > TEST_NOON;
      return {
        c,
        label: salesAvailability({
          IsSold: c.is_sold === 1,
          IsDnc: c.is_dnc === 1,
          IsStationLocked: c.is_station_locked === 1,
          IsReserved: live,
          isCloned: c.cloned_from_id !== null,
          reservedByMe: live && c.reserved_by === rita.id,
          reservedBySameOrganisation: live && c.reserved_org === `station:${rita.stationId}`,
          canIgnoreSameOrganisation: false,
        }).label,
      };
    });
    const count = (label: string): number => labels.filter((l) => l.label === label).length;
    // Ignored status needs a manager of the same organisation: none of the demo accounts is one.
    for (const label of Object.values(AVAILABILITY_LABELS).filter((l) => l !== AVAILABILITY_LABELS.IGNORED))
      expect(count(label), label).toBeGreaterThan(0);
    expect(count(AVAILABILITY_LABELS.AVAILABLE)).toBeGreaterThanOrEqual(3);
    const reserved = labels.filter((l) => l.label === AVAILABILITY_LABELS.RESERVED);
    expect(reserved.every((l) => l.c.reserved_by === sam.id)).toBe(true);
    // Sam's reservations run several days past the demo's now; one reservation has run out.
    expect(reserved.every((l) => Number(l.c.reserved_until) > TEST_NOON + 3 * 86_400_000)).toBe(true);
    expect(mine.some((c) => c.reserved_by !== null && Number(c.reserved_until) < TEST_NOON)).toBe(true);
    const dncReasons = mine.filter((c) => c.is_dnc === 1).map((c) => c.dnc_reason);
    expect([...dncReasons].sort()).toEqual([...DO_NOT_CALL_REASONS].sort());
    const clones = mine.filter((c) => c.cloned_from_id !== null);
    expect(clones.map((c) => c.clone_reason).sort()).toEqual([...CLONE_REASONS].sort());
  });

  it('links each sold prospect to an advertiser of its station, with the sale in its calls', async () => {
    const rows = (await customers()).filter((c) => c.is_sold === 1);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      const advertiser = await server.db
        .selectFrom('advertisers')
        .select(['name', 'station_id'])
        .where('id', '=', row.advertiser_id!)
        .executeTakeFirstOrThrow();
      expect(advertiser).toEqual({ name: row.name, station_id: row.station_id });
      const calls = await server.db
        .selectFrom('sales_calls')
        .select(['outcome', 'user_id', 'at'])
        .where('customer_id', '=', row.id)
        .orderBy('at')
        .execute();
      expect(calls.map((c) => c.outcome)).toEqual(['ScheduledDemo', 'ProposalSent', 'Sold']);
      expect(Number(row.sold_at)).toBe(Number(calls[2]!.at));
      expect(row.sold_by).toBe(calls[2]!.user_id);
    }
  });

  it('gives every prospect contacts the contact form accepts', async () => {
    const contacts = await server.db.selectFrom('sales_customer_contacts').selectAll().execute();
    const rows = await customers();
    expect(new Set(contacts.map((c) => c.customer_id)).size).toBe(rows.length);
    for (const contact of contacts) {
      const errors = validateContact({ ...contact, type: contact.contact_type });
      expect(errors, `${contact.name} ${contact.phone}`).toEqual({});
    }
  });

  it('writes a history of known outcomes: system ones matching the flags, reps only picking selectable ones', async () => {
    const rows = await customers();
    const calls = await server.db.selectFrom('sales_calls').selectAll().execute();
    const known = new Set(CALL_OUTCOMES.map((o) => o.name));
    expect(calls.every((c) => known.has(c.outcome))).toBe(true);
    expect(calls.some((c) => isSelectableOutcome(c.outcome))).toBe(true);
    for (const row of rows) {
      const own = calls.filter((c) => c.customer_id === row.id);
      const outcomes = own.map((c) => c.outcome);
      if (row.is_dnc === 1) expect(own.find((c) => c.outcome === 'MarkedDnc')?.reason).toBe(row.dnc_reason);
      else expect(outcomes).not.toContain('MarkedDnc');
      if (row.reserved_by !== null) expect(own.find((c) => c.outcome === 'Reserved')?.user_id).toBe(row.reserved_by);
      expect(outcomes.includes('Sold')).toBe(row.is_sold === 1);
      expect(own.every((c) => Number(c.at) <= TEST_NOON)).toBe(true);
      if (row.cloned_from_id !== null)
        expect(calls.some((c) => c.customer_id === row.cloned_from_id && c.outcome === 'Cloned')).toBe(true);
    }
  });
});
