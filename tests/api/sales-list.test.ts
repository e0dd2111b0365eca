/**
 * The sales customer list (issue 28) on every engine: search, channel and station filters, the three orders and
 * server paging, and the availability filter done in SQL for the caller (reserved to you, reserved, ignored by a
 * manager, do-not-call, station-locked, available), agreeing with the label on every row and after a reservation ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from './harness';
import { ADMIN, DAY_MS, MANAGER, NOON, REP, REP2, startSalesWorld, type SalesWorld } from './sales-helpers';

interface Item {
  name: string;
  availability: { key: string; label: string; viewable: boolean };
}

describe.each(ENGINES)('the sales customer list on %s', (engine) => {
  let world: SalesWorld;
  const list = async (who: string, query = '') => {
    const response = await world.send(who, 'GET', `/api/sales/customers?limit=100${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { customers: Item[]; total: number };
  };
  const names = async (who: string, query = '') => (await list(who, query)).customers.map((c) => c.name);

  beforeAll(async () => {
    world = await startSalesWorld(engine);
  }, 120_000);
  afterAll(async () => world?.close());

  it('searches, filters by channel and station, sorts and pages on the server', async () => {
    const made = [
      ['Paging Alpha', 'Bangor', 'OM'],
      ['Paging Bravo', 'Augusta', 'OM'],
      ['Paging Charlie', 'Camden', 'Shapiro Conference'],
      ['Paging Delta', 'Augusta', 'OM'],
    ] as const;
    // Made a minute apart, in reverse order, so "updated" sorts otherwise than the name.
    for (const [index, [name, city, channel]] of made.entries()) {
      world.setNow(NOON - index * 60_000);
      await world.customer({ name, city, salesChannel: channel });
    }
    world.setNow(NOON);
    expect(await names(REP, '&search=paging')).toEqual([
      'Paging Alpha',
      'Paging Bravo',
      'Paging Charlie',
      'Paging Delta',
    ]);
    expect(await names(REP, '&search=augusta')).toEqual(['Paging Bravo', 'Paging Delta']);
    expect(await names(REP, '&search=paging&sortby=updated')).toEqual([
      'Paging Delta',
      'Paging Charlie',
      'Paging Bravo',
      'Paging Alpha',
    ]);
    expect(await names(REP, '&search=paging&channel=OM&sortDesc=true')).toEqual([
      'Paging Delta',
      'Paging Bravo',
      'Paging Alpha',
    ]);
    expect(await names(REP, '&search=paging&sortby=city')).toEqual([
      'Paging Bravo',
      'Paging Delta',
      'Paging Alpha',
      'Paging Charlie',
    ]);
    const page = await world.send(REP, 'GET', '/api/sales/customers?search=paging&limit=2&offset=2');
    expect(page.json().total).toBe(4);
    expect(page.json().customers.map((c: Item) => c.name)).toEqual(['Paging Charlie', 'Paging Delta']);
    expect(await names(ADMIN, `&search=paging&stationId=${world.otherStationId}`)).toEqual([]);
    expect(await names(ADMIN, `&search=paging&stationId=${world.stationId}`)).toEqual([
      'Paging Alpha',
      'Paging Bravo',
      'Paging Charlie',
      'Paging Delta',
    ]);
    const tooBig = await world.send(REP, 'GET', '/api/sales/customers?limit=101');
    expect(tooBig.statusCode).toBe(400);
    const badFilter = await world.send(REP, 'GET', '/api/sales/customers?availability=Maybe');
    expect(badFilter.statusCode).toBe(400);
  });

  it('labels each customer for its caller and filters by that label in SQL, on every page', async () => {
    const reserved = await world.customer({ name: 'Label Reserved' });
    expect((await world.send(REP, 'POST', `/api/sales/customers/${reserved}/reserve`, { days: 5 })).statusCode).toBe(
      200,
    );
    const dnc = await world.customer({ name: 'Label Dnc' });
    await world.send(REP, 'POST', `/api/sales/customers/${dnc}/dnc`, { reason: 'NotAFit' });
    const locked = await world.customer({ name: 'Label Locked' });
    await world.send(ADMIN, 'POST', `/api/sales/customers/${locked}/lock`, { locked: true });
    const labels = async (who: string) =>
      Object.fromEntries(
        (await list(who, '&search=label')).customers.map((c) => [
          c.name,
          `${c.availability.key}/${c.availability.viewable}`,
        ]),
      );
    expect(await labels(REP)).toEqual({
      'Label Reserved': 'RESERVED_TO_YOU/true',
      'Label Dnc': 'DNC/false',
      'Label Locked': 'STATION_LOCKED/false',
    });
    expect((await labels(REP2))['Label Reserved']).toBe('RESERVED/false');
    expect((await labels(MANAGER))['Label Reserved']).toBe('IGNORED/true');
    expect((await labels(ADMIN))['Label Reserved']).toBe('IGNORED/true');
    // The filter answers exactly the customers the label names, whoever asks.
    for (const who of [REP, REP2, MANAGER, ADMIN]) {
      const all = (await list(who, '&search=label')).customers;
      for (const key of ['RESERVED_TO_YOU', 'RESERVED', 'IGNORED', 'DNC', 'STATION_LOCKED', 'AVAILABLE']) {
        const filtered = (await list(who, `&search=label&availability=${key}`)).customers.map((c) => c.name);
        expect({ who, key, filtered }).toEqual({
          who,
          key,
          filtered: all.filter((c) => c.availability.key === key).map((c) => c.name),
        });
      }
    }
    // The reservation ends by itself: the filter and the label agree once the clock passes it.
    world.setNow(NOON + 5 * DAY_MS + 1);
    expect(await names(REP2, '&search=label&availability=AVAILABLE')).toEqual(['Label Reserved']);
    world.setNow(NOON);
  });
});
