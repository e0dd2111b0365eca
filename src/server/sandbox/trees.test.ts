/**
 * The sandbox's data looks live in any year (issue 26, session 2): every source's trees for every sandbox user, key
 * and account have no two names alike within one listing, campaign flights sit around the sandbox's clock (some
 * ended, most running, some to come) whatever the year, and the same clock always gives the same trees.
 */
import { describe, expect, it } from 'vitest';
import { sandboxAdsAccounts, sandboxAdsCampaigns } from '../../../connectors/ads/server/sandbox';
import { sandboxOrders } from '../../../connectors/ad-manager/server/sandbox';
import { sandboxTvCampaigns } from '../../../connectors/youtube-tv/server/sandbox';
import { analyticsTree } from '../../../connectors/analytics/server/sandbox';
import { searchConsoleSites } from '../../../connectors/search-console/server/sandbox';
import { facebookWorld } from '../../../connectors/facebook/server/tree';
import { linkedinWorld } from '../../../connectors/linkedin/server/tree';
import { SANDBOX_CALLRAIL_ACCOUNTS, sandboxCallRailTree } from '../areas/connectors/call-rail/sandbox';
import { SANDBOX_IMPACT_KEYS, sandboxImpactCampaigns } from '../areas/connectors/impact/sandbox';
import { Prng } from '../db/demo/prng';
import { sandboxDraw, sandboxFlight, SandboxNames } from './kit';
import { sandboxUsers } from './users';

/** A listing: its label, its names, and its campaigns' flights (yyyy-MM-dd; end null: runs on). */
interface Listing {
  label: string;
  names: string[];
  flights: { start: string; end: string | null }[];
}

const named = (label: string, items: { name: string }[]): Listing => ({
  label,
  names: items.map((i) => i.name),
  flights: [],
});

/** Every listing a user, key or account of the sandbox sees, at the clock `now`. */
function listings(now: number): Listing[] {
  const out: Listing[] = [];
  for (const { id } of sandboxUsers('google')) {
    const accounts = sandboxAdsAccounts(id);
    out.push(
      named(
        `ads accounts ${id}`,
        accounts.map((a) => ({ name: a.descriptiveName })),
      ),
    );
    const campaigns = accounts.flatMap((a) => sandboxAdsCampaigns(a, now));
    out.push({
      label: `ads campaigns ${id}`,
      names: campaigns.map((c) => c.name),
      flights: campaigns.map((c) => ({ start: c.startDate, end: c.endDate })),
    });
    const orders = sandboxOrders(id, now);
    out.push(named(`ad-manager orders ${id}`, orders));
    const items = orders.flatMap((o) => o.lineItems);
    out.push({
      label: `ad-manager line items ${id}`,
      names: items.map((l) => l.name),
      flights: items.map((l) => ({ start: l.startDate, end: l.endDate })),
    });
    const tv = sandboxTvCampaigns(id, now);
    out.push({
      label: `youtube-tv ${id}`,
      names: tv.map((c) => c.name),
      flights: tv.map((c) => ({ start: c.startDate, end: c.endDate })),
    });
    const tree = analyticsTree(id);
    out.push(named(`analytics accounts ${id}`, tree.accounts), named(`analytics properties ${id}`, tree.properties));
    for (const property of tree.properties)
      out.push(
        named(
          `analytics views ${property.id}`,
          tree.views.filter((v) => v.propertyId === property.id),
        ),
      );
    out.push(
      named(
        `search-console ${id}`,
        searchConsoleSites(id).map((s) => ({ name: s.siteUrl })),
      ),
    );
  }
  for (const { id } of sandboxUsers('facebook')) {
    const world = facebookWorld(id, now);
    out.push(named(`facebook accounts ${id}`, world.accounts), named(`facebook pages ${id}`, world.pages));
    const campaigns = world.accounts.flatMap((a) => a.campaigns);
    out.push({
      label: `facebook campaigns ${id}`,
      names: campaigns.map((c) => c.name),
      flights: campaigns.map((c) => ({ start: c.start_time, end: c.stop_time })),
    });
  }
  for (const { id } of sandboxUsers('linkedin')) {
    const world = linkedinWorld(id, now);
    out.push(named(`linkedin accounts ${id}`, world));
    const campaigns = world.flatMap((a) => a.campaigns);
    out.push({
      label: `linkedin campaigns ${id}`,
      names: campaigns.map((c) => c.name),
      flights: campaigns.map((c) => c.runSchedule),
    });
  }
  for (const account of SANDBOX_CALLRAIL_ACCOUNTS) {
    const tree = sandboxCallRailTree(account.id, now);
    out.push(named(`call-rail companies ${account.id}`, tree.companies));
    out.push(named(`call-rail trackers ${account.id}`, tree.trackers));
  }
  for (const key of SANDBOX_IMPACT_KEYS)
    for (const source of ['email-impact', 'site-impact'] as const) {
      const campaigns = sandboxImpactCampaigns(key, source, now);
      out.push({
        label: `${source} ${key.keyId}`,
        names: campaigns.map((c) => c.CampaignName),
        flights: campaigns.map((c) => ({ start: c.StartDate, end: c.EndDate })),
      });
    }
  return out;
}

const CLOCKS = ['2024-02-29T09:00:00Z', '2026-11-27T17:00:00Z', '2031-07-04T23:30:00Z'].map((t) => Date.parse(t));

describe('sandbox trees', () => {
  it.each(CLOCKS)('never repeat a name within one listing (clock %d)', (now) => {
    const repeated = listings(now).flatMap(({ label, names }) =>
      names.filter((name, i) => names.indexOf(name) !== i).map((name) => `${label}: ${name}`),
    );
    expect(repeated).toEqual([]);
  });

  it.each(CLOCKS)('have flights around the clock in any year: some ended, most running, some to come (%d)', (now) => {
    const today = new Date(now).toISOString().slice(0, 10);
    const flights = listings(now).flatMap((l) => l.flights);
    expect(flights.length).toBeGreaterThan(500);
    const ended = flights.filter((f) => f.end !== null && f.end < today).length;
    const future = flights.filter((f) => f.start > today).length;
    const live = flights.length - ended - future;
    expect(flights.every((f) => f.end === null || f.start <= f.end)).toBe(true);
    expect(ended / flights.length).toBeGreaterThan(0.05);
    expect(future / flights.length).toBeGreaterThan(0.03);
    expect(live / flights.length).toBeGreaterThan(0.6);
    // Every listing with flights has a running campaign: a new user in any year sees live data.
    for (const listing of listings(now).filter((l) => l.flights.length > 0))
      expect(
        listing.flights.some((f) => f.start <= today && (f.end === null || f.end >= today)),
        listing.label,
      ).toBe(true);
  });

  it('are the same for the same clock, and move with it day by day', () => {
    const now = CLOCKS[1]!;
    expect(listings(now)).toEqual(listings(now));
    const ads = (at: number) =>
      sandboxAdsCampaigns(
        sandboxAdsAccounts('g-100001').find((a) => !a.manager)!,
        at,
      );
    const later = ads(now + 86_400_000);
    expect(later.map((c) => [c.id, c.name])).toEqual(ads(now).map((c) => [c.id, c.name]));
    expect(later.map((c) => c.startDate)).toEqual(
      ads(now).map((c) => new Date(Date.parse(c.startDate) + 86_400_000).toISOString().slice(0, 10)),
    );
  });
});

describe('sandbox kit', () => {
  it('SandboxNames answers each name once: the first free candidate, then an ordinal', () => {
    const names = new SandboxNames();
    expect(['A', 'A', 'A', 'B'].map((n) => names.take(n, `${n} spring`))).toEqual(['A', 'A spring', 'A (2)', 'B']);
  });

  it('sandboxDraw draws distinct items, at most all of them', () => {
    expect(new Set(sandboxDraw(new Prng(7), [1, 2, 3, 4, 5], 3)).size).toBe(3);
    expect(sandboxDraw(new Prng(7), [1, 2], 5).sort()).toEqual([1, 2]);
  });

  it('sandboxFlight draws the same flight from the same seed, open only when asked', () => {
    const now = CLOCKS[0]!;
    expect(sandboxFlight(new Prng(11), now)).toEqual(sandboxFlight(new Prng(11), now));
    const closed = Array.from({ length: 200 }, (_, i) => sandboxFlight(new Prng(i), now));
    expect(closed.every((f) => f.end !== null)).toBe(true);
    const open = Array.from({ length: 200 }, (_, i) => sandboxFlight(new Prng(i), now, { open: true }));
    expect(open.some((f) => f.end === null)).toBe(true);
    expect(open.filter((f) => f.end === null).every((f) => f.state === 'live')).toBe(true);
  });
});
