import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_CATALOGUE } from '../../src/domain/field-labels';
import { METRIC_CATALOGUE, isMetric, TACTIC_LABELS } from '../../src/domain/metric-catalogue';
import { MISSING_TOOLTIP_KEY } from '../../src/domain/messages';
import { TOOLTIP_SEEDS } from '../../src/server/db/demo/tooltip-texts';
import { seedMissingTooltips, seedTooltips } from '../../src/server/db/demo/tooltips';
import { ENGINES, startTestServer, type TestServer } from './harness';

type Tooltip = { key: string; title: string; message: string };

/** The `<TYPE>Total` metrics of docs/api/performance.md and the breakdown row metrics. */
const TOTAL_AND_ROW_METRICS = [
  'Impressions',
  'Clicks',
  'ClickThrough',
  'Conversions',
  'SpendVal',
  'Reach',
  'Frequency',
  'VCR',
  'VC100',
  'CostPerClick',
  'CostPerMille',
  'CostPerView',
  'CostPerDeployment',
  'CostPerResponse',
  'EstimatedSearchImpressions',
  'ImpressionShare',
  'HouseholdImpressions',
  'ImpressionGoal',
  'ImpressionPercent',
  'Pacing',
  'Cost',
  'MarkupRate',
  'Completions',
  'CompletionRate',
  'Sessions',
  'PageViews',
  'Calls',
  'Airings',
  'Seconds',
  'Visits',
  'Views',
  'Aired',
  'StoreVisits',
  'LinkClicks',
];

const HELP_KEYS = [
  'help.topN.publishers',
  'help.topN.zips',
  'help.topN.ottPlatforms',
  'help.pacing.below',
  'help.broadcast.airings',
  'help.geofence.lag',
  'help.geoVideo.since',
  'help.benchmarks',
];

const LAYOUTS = path.resolve(import.meta.dirname, '../../layouts');

/** Every metric a shipped layout shows and every tooltip key it names. */
function layoutKeys(): { metrics: Set<string>; tooltips: Set<string> } {
  const metrics = new Set<string>();
  const tooltips = new Set<string>();
  const visit = (node: unknown, parent: string): void => {
    if (Array.isArray(node)) for (const item of node) visit(item, parent);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'tooltips' && Array.isArray(value))
          for (const tip of value as { key: string }[]) tooltips.add(tip.key);
        visit(value, key);
      }
    } else if (typeof node === 'string' && isMetric(node) && parent !== 'id' && parent !== 'title') metrics.add(node);
  };
  for (const file of fs.readdirSync(LAYOUTS).filter((f) => f.endsWith('.json')))
    visit(JSON.parse(fs.readFileSync(path.join(LAYOUTS, file), 'utf8')), '');
  return { metrics, tooltips };
}

describe.each(ENGINES)('tooltip catalogue on %s', (engine) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    token = (await server.login('advertiser@sightline.test')).accessToken;
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists every tooltip sorted by key, as the table holds them', async () => {
    const response = await server.get('/api/tooltip', token);
    expect(response.statusCode).toBe(200);
    const { tooltips } = response.json() as { tooltips: Tooltip[] };
    const rows = await server.db.selectFrom('tooltips').select(['key', 'title', 'message']).execute();
    expect(tooltips).toHaveLength(rows.length);
    expect(tooltips.map((t) => t.key)).toEqual(rows.map((r) => r.key).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(tooltips)).toEqual(new Set(rows));
    for (const tooltip of tooltips) {
      expect(Object.keys(tooltip).sort()).toEqual(['key', 'message', 'title']);
      expect(tooltip.title.length).toBeGreaterThan(0);
      expect(tooltip.message.length).toBeGreaterThan(10);
    }
  });

  it('defines every metric the portal shows and every help text of 000 §9', async () => {
    const { tooltips } = (await server.get('/api/tooltip', token)).json() as { tooltips: Tooltip[] };
    const keys = new Set(tooltips.map((t) => t.key));
    for (const metric of [...METRIC_CATALOGUE.map((entry) => entry.key), ...TOTAL_AND_ROW_METRICS, ...HELP_KEYS])
      expect(keys, metric).toContain(metric);
    const byKey = new Map(tooltips.map((t) => [t.key, t]));
    expect(byKey.get('help.topN.publishers')!.message).toMatch(/100 records.*top 99.*Other/);
    expect(byKey.get('help.broadcast.airings')!.message).toContain('4.0 seconds');
    expect(byKey.get('help.geofence.lag')!.message).toMatch(/Sep 1, 2023.*36 hours.*12/);
    expect(byKey.get('help.pacing.below')!.message).toMatch(/-?20%.*paused or has ended/);
  });

  it('seeds about 200 definitions (000 §9): every metric and column of the catalogues and of the shipped layouts', async () => {
    const { tooltips } = (await server.get('/api/tooltip', token)).json() as { tooltips: Tooltip[] };
    expect(tooltips.length).toBeGreaterThanOrEqual(190);
    const byKey = new Map(tooltips.map((t) => [t.key, t]));
    const { metrics, tooltips: named } = layoutKeys();
    expect(metrics.size).toBeGreaterThan(40);
    expect([...metrics].filter((key) => !byKey.has(key))).toEqual([]);
    expect([...named].filter((key) => !byKey.has(key))).toEqual([]);
    expect(Object.keys(FIELD_CATALOGUE).filter((key) => !byKey.has(key))).toEqual([]);
    // The catalogue's own texts, so the tile, the tooltip and the glossary agree.
    for (const entry of METRIC_CATALOGUE)
      expect(byKey.get(entry.key), entry.key).toEqual({
        key: entry.key,
        title: entry.label,
        message: entry.definition,
      });
    expect(byKey.get('CreativeName')).toMatchObject({ title: 'Creative' });
    // Each per-tactic name (Link Clicks, Goal Completions, Leads, Spots…) has a text.
    const tacticNames = Object.values(TACTIC_LABELS).flatMap((labels) => Object.values(labels));
    for (const label of new Set(tacticNames)) {
      const key = label.replace(/[^A-Za-z]/g, '');
      // A name that is a catalogue metric of its own (Store Visits, Household Impressions) has the catalogue's text.
      expect(byKey.get(key)?.title, label).toBe(
        isMetric(key) ? METRIC_CATALOGUE.find((m) => m.key === key)?.label : label,
      );
    }
    expect(byKey.get('value.Daypart.MidDay')).toMatchObject({ title: 'Midday' });
    expect(byKey.get('tactic.CALLTRACKING')).toMatchObject({ title: 'Call Tracking' });
  });

  it('answers one tooltip by key', async () => {
    const response = await server.get('/api/tooltip/ClickThrough', token);
    expect(response.statusCode).toBe(200);
    const row = await server.db
      .selectFrom('tooltips')
      .select(['key', 'title', 'message'])
      .where('key', '=', 'ClickThrough')
      .executeTakeFirstOrThrow();
    expect(response.json()).toEqual(row);
    const help = await server.get(`/api/tooltip/${encodeURIComponent('help.benchmarks')}`, token);
    expect(help.json()).toMatchObject({ key: 'help.benchmarks', title: 'Benchmarks' });
  });

  it("answers 404 'Tooltip not found' for an unknown key and 400 without one", async () => {
    const unknown = await server.get('/api/tooltip/NoSuchMetric', token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Tooltip not found' });
    // Keys are exact: another case is another key.
    expect((await server.get('/api/tooltip/clickthrough', token)).statusCode).toBe(404);
    const empty = await server.get('/api/tooltip/', token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: MISSING_TOOLTIP_KEY });
  });

  it('needs a signed-in caller', async () => {
    for (const url of ['/api/tooltip', '/api/tooltip/ClickThrough', '/api/tooltip/NoSuchMetric']) {
      const response = await server.get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: 'Not authenticated' });
    }
  });

  it('seeding again replaces the seeded texts and keeps the count', async () => {
    await server.db.updateTable('tooltips').set({ message: 'edited' }).where('key', '=', 'Impressions').execute();
    const before = await server.db.selectFrom('tooltips').select('key').execute();
    expect(await seedTooltips(server.db)).toBe(TOOLTIP_SEEDS.length);
    const after = await server.db.selectFrom('tooltips').select(['key', 'message']).execute();
    expect(after).toHaveLength(before.length);
    expect(after.find((t) => t.key === 'Impressions')!.message).not.toBe('edited');
    expect(new Set(TOOLTIP_SEEDS.map((t) => t.key)).size).toBe(TOOLTIP_SEEDS.length);
  });

  it('a start adds the texts a catalogue lacks and leaves the others alone, edited or not', async () => {
    await server.db.updateTable('tooltips').set({ message: 'edited' }).where('key', '=', 'Clicks').execute();
    expect(await seedMissingTooltips(server.db)).toBe(0);
    await server.db.deleteFrom('tooltips').where('key', 'in', ['LinkClicks', 'value.Daypart.MidDay']).execute();
    expect(await seedMissingTooltips(server.db)).toBe(2);
    const kept = await server.db.selectFrom('tooltips').select('message').where('key', '=', 'Clicks').execute();
    expect(kept).toEqual([{ message: 'edited' }]);
    const restored = await server.db.selectFrom('tooltips').select('title').where('key', '=', 'LinkClicks').execute();
    expect(restored).toEqual([{ title: 'Link Clicks' }]);
    await server.db.deleteFrom('tooltips').execute();
    expect(await seedMissingTooltips(server.db)).toBe(TOOLTIP_SEEDS.length);
    expect((await server.get('/api/tooltip', token)).json().tooltips).toHaveLength(TOOLTIP_SEEDS.length);
  });
});
