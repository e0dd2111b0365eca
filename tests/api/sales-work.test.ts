/**
 * Working prospects (issue 28) on every engine: calls with selectable outcomes only, the availability rule's
 * refusals on every write (reserved to another rep, naming them and the day; do-not-call; station-locked), a manager
 * ignoring a reservation made within their organisation but not above it, a reservation ending by itself on a fixed
 * clock, do-not-call with its reason and system call, the station lock for agency-level users, each change audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { ENGINES } from './harness';
import { ADMIN, DAY_MS, MANAGER, NOON, REP, REP2, startSalesWorld, type SalesWorld } from './sales-helpers';

const SELECTABLE = 'Scheduled demo, Waiting on decision maker, Spoke with gatekeeper, Gave blind demo, Left message';
const DNC_LABELS =
  "Asked not to be called again, Not a fit, Out of business or wrong number, On the station's do-not-call list";

describe.each(ENGINES)('working sales customers on %s', (engine) => {
  let world: SalesWorld;
  const url = (id: number, what = '') => `/api/sales/customers/${id}${what}`;
  const call = (who: string, id: number, outcome = 'LeftMessage', extra: object = {}) =>
    world.send(who, 'POST', url(id, '/calls'), { outcome, ...extra });
  const label = async (who: string, id: number) =>
    (await world.send(who, 'GET', url(id))).json().customer.availability.key as string;
  const callsOf = async (id: number) =>
    (await world.send(ADMIN, 'GET', url(id, '/calls?limit=100'))).json().calls as Record<string, unknown>[];
  /** Every write a rep tries on a customer, with a valid body. */
  const writes = (id: number): ['POST' | 'PUT', string, object][] => [
    ['POST', url(id, '/calls'), { outcome: 'ScheduledDemo' }],
    ['PUT', url(id), { notes: 'mine now' }],
    ['POST', url(id, '/reserve'), { days: 3 }],
    ['POST', url(id, '/dnc'), { reason: 'NotAFit' }],
    ['POST', url(id, '/clone'), { reason: 'OneLocationMultipleMarkets' }],
    ['POST', url(id, '/proposal'), { package: 'starter', market: 'local', months: 1 }],
    ['POST', url(id, '/sell'), {}],
  ];
  const refusesEveryWrite = async (who: string, id: number, error: string) => {
    for (const [method, path, body] of writes(id)) {
      const response = await world.send(who, method, path, body);
      expect({ who, path, status: response.statusCode, body: response.json() }).toEqual({
        who,
        path,
        status: 409,
        body: { error },
      });
    }
  };

  beforeAll(async () => {
    world = await startSalesWorld(engine);
  }, 120_000);
  afterAll(async () => world?.close());

  it('logs a call with a selectable outcome, labelled and coloured; refuses the system ones and unknown ones', async () => {
    const id = await world.customer({ name: 'Call Me Cafe' });
    const logged = await call(REP, id, 'ScheduledDemo', { notes: ' Demo on Tuesday ' });
    expect(logged.statusCode).toBe(201);
    expect(logged.json().call).toMatchObject({
      customerId: id,
      customerName: 'Call Me Cafe',
      userId: world.userIds[REP],
      userName: 'Stan Station',
      outcome: 'ScheduledDemo',
      label: 'Scheduled demo',
      color: '#2e7d32',
      notes: 'Demo on Tuesday',
      reason: null,
      at: new Date(NOON).toISOString(),
    });
    expect(logged.json().customer.lastCall).toEqual({
      outcome: 'ScheduledDemo',
      label: 'Scheduled demo',
      color: '#2e7d32',
      at: new Date(NOON).toISOString(),
    });
    for (const outcome of ['Sold', 'MarkedDnc', 'Reserved', 'Bogus']) {
      const refused = await call(REP, id, outcome);
      expect([outcome, refused.statusCode, refused.json()]).toEqual([
        outcome,
        400,
        { error: messageText('salesOutcomeNotSelectable', { labels: SELECTABLE }), field: 'outcome' },
      ]);
    }
    expect((await callsOf(id)).map((c) => c.outcome)).toEqual(['ScheduledDemo']);
    expect((await world.auditRows(id)).map((row) => row.action)).toEqual(['create', 'call']);
  });

  it('refuses every write on a customer reserved to another rep, naming the rep and the day', async () => {
    const id = await world.customer({ name: 'Reserved Roofing' });
    const reserved = await world.send(REP, 'POST', url(id, '/reserve'), { days: 14 });
    expect(reserved.statusCode).toBe(200);
    expect(reserved.json().customer).toMatchObject({
      availability: { key: 'RESERVED_TO_YOU', label: 'Reserved to you', viewable: true },
      flags: { IsReserved: true },
      reservedBy: { id: world.userIds[REP], name: 'Stan Station' },
      reservedUntil: new Date(NOON + 14 * DAY_MS).toISOString(),
      can: { work: true, release: true },
    });
    const named = messageText('salesReservedToOther', { rep: 'Stan Station', day: '6/29/26' });
    await refusesEveryWrite(REP2, id, named);
    const release = await world.send(REP2, 'POST', url(id, '/release'));
    expect([release.statusCode, release.json()]).toEqual([409, { error: named }]);
    const seen = (await world.send(REP2, 'GET', url(id))).json().customer;
    expect(seen).toMatchObject({ restricted: true, contacts: [], availability: { key: 'RESERVED', viewable: false } });
    // Re-reserving one's own extends it.
    const longer = await world.send(REP, 'POST', url(id, '/reserve'), { days: 30 });
    expect(longer.json().customer.reservedUntil).toBe(new Date(NOON + 30 * DAY_MS).toISOString());
    expect((await world.send(REP, 'POST', url(id, '/reserve'), { days: 91 })).statusCode).toBe(400);
    expect((await callsOf(id)).map((c) => c.outcome)).toEqual(['Reserved', 'Reserved']);
    expect((await world.auditRows(id)).map((row) => row.action)).toEqual(['create', 'reserve', 'reserve']);
  });

  it('lets only one of two reps reserving at once through (the rule is checked inside the transaction)', async () => {
    const id = await world.customer({ name: 'Raced Radiators' });
    // Both signed in first, so the two reservations reach the database together.
    await world.send(REP, 'GET', url(id));
    await world.send(REP2, 'GET', url(id));
    const answers = await Promise.all(
      [REP, REP2].map((who) => world.send(who, 'POST', url(id, '/reserve'), { days: 5 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().customer.reservedBy.name;
    const loser = answers.find((answer) => answer.statusCode === 409)!.json().error;
    expect(loser).toBe(messageText('salesReservedToOther', { rep: winner, day: '6/20/26' }));
    expect((await callsOf(id)).map((c) => c.outcome)).toEqual(['Reserved']);
  });

  it('lets a manager ignore a reservation made within their organisation, never one made above it', async () => {
    const id = await world.customer({ name: 'Ignored Imports' });
    await world.send(REP, 'POST', url(id, '/reserve'), { days: 7 });
    expect(await label(MANAGER, id)).toBe('IGNORED');
    const worked = await call(MANAGER, id, 'SpokeWithGatekeeper');
    expect(worked.statusCode).toBe(201);
    expect(worked.json().customer).toMatchObject({ availability: { key: 'IGNORED', label: 'Ignored status' } });
    const released = await world.send(MANAGER, 'POST', url(id, '/release'));
    expect(released.json().customer).toMatchObject({ reservedBy: null, availability: { key: 'AVAILABLE' } });
    expect(await label(REP2, id)).toBe('AVAILABLE');

    // The agency admin's reservation is the agency's: above the station manager, who may not ignore it.
    await world.send(ADMIN, 'POST', url(id, '/reserve'), { days: 2 });
    expect(await label(MANAGER, id)).toBe('RESERVED');
    const refused = await call(MANAGER, id);
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      messageText('salesReservedToOther', { rep: 'Avery Admin', day: '6/17/26' }),
    ]);
    // The rep may not release it either; an agency-level user releases their own and anyone's.
    expect((await world.send(REP, 'POST', url(id, '/release'))).statusCode).toBe(409);
    expect((await world.send(ADMIN, 'POST', url(id, '/release'))).statusCode).toBe(200);
    await world.send(REP2, 'POST', url(id, '/reserve'), { days: 2 });
    expect((await world.send(ADMIN, 'POST', url(id, '/release'))).statusCode).toBe(200);
    const none = await world.send(ADMIN, 'POST', url(id, '/release'));
    expect([none.statusCode, none.json()]).toEqual([409, { error: MESSAGES.salesNotReserved }]);
    expect((await callsOf(id)).map((c) => c.outcome)).toEqual([
      'ReservationReleased',
      'Reserved',
      'ReservationReleased',
      'Reserved',
      'ReservationReleased',
      'SpokeWithGatekeeper',
      'Reserved',
    ]);
    expect((await world.auditRows(id)).map((row) => row.action)).toEqual([
      'create',
      'reserve',
      'call',
      'release',
      'reserve',
      'release',
      'reserve',
      'release',
    ]);
  });

  it('ends a reservation by itself at its end on the clock, with no job run', async () => {
    const id = await world.customer({ name: 'Expiring Electric' });
    await world.send(REP, 'POST', url(id, '/reserve'), { days: 1 });
    world.setNow(NOON + DAY_MS - 60_000);
    expect(await label(REP2, id)).toBe('RESERVED');
    expect((await call(REP2, id)).statusCode).toBe(409);
    world.setNow(NOON + DAY_MS + 60_000);
    const free = (await world.send(REP2, 'GET', url(id))).json().customer;
    expect(free).toMatchObject({
      availability: { key: 'AVAILABLE', viewable: true },
      flags: { IsReserved: false },
      reservedBy: null,
      reservedUntil: null,
      restricted: false,
    });
    expect(await label(REP, id)).toBe('AVAILABLE');
    expect((await call(REP2, id, 'GaveBlindDemo')).statusCode).toBe(201);
    expect((await world.send(REP2, 'POST', url(id, '/reserve'), { days: 2 })).statusCode).toBe(200);
    world.setNow(NOON);
  });

  it('marks do-not-call with a reason (400 without one), stored with its system call; agency users clear it', async () => {
    const id = await world.customer({ name: 'Quiet Quarry' });
    for (const body of [{}, { reason: '' }, { reason: 'Annoyed' }]) {
      const refused = await world.send(REP, 'POST', url(id, '/dnc'), body);
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        { error: messageText('salesDncReason', { labels: DNC_LABELS }), field: 'reason' },
      ]);
    }
    const marked = await world.send(REP, 'POST', url(id, '/dnc'), { reason: 'StationDNC', notes: 'On the list' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().customer).toMatchObject({
      dncReason: 'StationDNC',
      flags: { IsDnc: true },
      availability: { key: 'DNC', label: 'DNC', viewable: false },
      restricted: true,
    });
    expect((await callsOf(id))[0]).toMatchObject({
      outcome: 'MarkedDnc',
      label: 'Marked do not call',
      reason: 'StationDNC',
      reasonLabel: "On the station's do-not-call list",
      notes: 'On the list',
      userName: 'Stan Station',
    });
    await refusesEveryWrite(REP, id, MESSAGES.salesCustomerDnc);
    await refusesEveryWrite(ADMIN, id, MESSAGES.salesCustomerDnc);
    const byRep = await world.send(REP, 'DELETE', url(id, '/dnc'));
    expect([byRep.statusCode, byRep.json()]).toEqual([403, { error: MESSAGES.salesDncClearNeedsAgency }]);
    const cleared = await world.send(ADMIN, 'DELETE', url(id, '/dnc'));
    expect(cleared.json().customer).toMatchObject({ dncReason: null, availability: { key: 'AVAILABLE' } });
    const again = await world.send(ADMIN, 'DELETE', url(id, '/dnc'));
    expect([again.statusCode, again.json()]).toEqual([409, { error: MESSAGES.salesNotDnc }]);
    expect((await callsOf(id)).map((c) => c.outcome)).toEqual(['DncCleared', 'MarkedDnc']);
    const audits = await world.auditRows(id);
    expect(audits.map((row) => row.action)).toEqual(['create', 'markDnc', 'clearDnc']);
    expect(JSON.parse(audits[1]!.after!)).toEqual({ isDnc: true, reason: 'StationDNC', notes: 'On the list' });
  });

  it('locks a customer for agency-level users only; nobody works it until it is unlocked', async () => {
    const id = await world.customer({ name: 'Locked Lumber' });
    const byRep = await world.send(REP, 'POST', url(id, '/lock'), { locked: true });
    expect([byRep.statusCode, byRep.json()]).toEqual([403, { error: MESSAGES.salesLockNeedsAgency }]);
    const byManager = await world.send(MANAGER, 'POST', url(id, '/lock'), { locked: true });
    expect(byManager.statusCode).toBe(403);
    const locked = await world.send(ADMIN, 'POST', url(id, '/lock'), { locked: true });
    expect(locked.json().customer).toMatchObject({
      flags: { IsStationLocked: true },
      availability: { key: 'STATION_LOCKED', label: 'Station locked', viewable: false },
    });
    await refusesEveryWrite(REP, id, MESSAGES.salesStationLocked);
    await refusesEveryWrite(ADMIN, id, MESSAGES.salesStationLocked);
    await world.send(ADMIN, 'POST', url(id, '/lock'), { locked: false });
    expect((await call(REP, id)).statusCode).toBe(201);
    expect((await world.auditRows(id)).map((row) => row.action)).toEqual(['create', 'lock', 'unlock', 'call']);
  });
});
