import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { deliveringCampaigns, RANGE, RIVERSIDE, tokenOf } from './performance-helpers';

type Totals = Record<string, number | string | null>;

describe.each(ENGINES)('summary filtering (000 §9) on %s', (engine) => {
  let server: TestServer;
  let client: string;
  let delivering: { id: number; type: string }[];
  const summary = async (token: string, body: Record<string, unknown> = {}) =>
    server.post(
      '/api/advertiser/performance/summary',
      { advertiserId: RIVERSIDE, ...RANGE, reload: true, ...body },
      token,
    );

  beforeAll(async () => {
    server = await startServerAt(engine);
    client = await tokenOf(server, 'advertiser@sightline.test');
    delivering = await deliveringCampaigns(server.db, RIVERSIDE);
    // Spend shown must not depend on the random demo flag in these checks.
    await server.db.updateTable('campaigns').set({ hide_spend: 0 }).where('advertiser_id', '=', RIVERSIDE).execute();
  });
  afterAll(async () => {
    await server.close();
  });

  it('hides spend metrics when the campaign hides spend', async () => {
    const ott = delivering.find((c) => c.type === 'OTT')!;
    await server.db.updateTable('campaigns').set({ hide_spend: 1 }).where('id', '=', ott.id).execute();
    const totals: Totals = (await summary(client)).json().OTTTotal;
    expect(totals).toMatchObject({ SpendVal: null, CostPerClick: null, CostPerMille: null, CostPerView: null });
    expect(totals.Impressions).toBeGreaterThan(0);
    await server.db.updateTable('campaigns').set({ hide_spend: 0 }).where('id', '=', ott.id).execute();
  });

  it('hides spend when there is no spend data (NA)', async () => {
    const totals: Totals = (
      await summary(client, { daterange: 'customRange', startDate: '2019-01-01', endDate: '2019-01-31' })
    ).json().OTTTotal;
    expect(totals.SpendVal).toBeNull();
    expect(totals.CostPerMille).toBeNull();
  });

  it('hides Pacing without an impression goal', async () => {
    const ott = delivering.find((c) => c.type === 'OTT')!;
    await server.db.updateTable('campaigns').set({ impression_goal: null }).where('id', '=', ott.id).execute();
    const totals: Totals = (await summary(client)).json().OTTTotal;
    expect(totals.Pacing).toBeNull();
    await server.db.updateTable('campaigns').set({ impression_goal: 500_000 }).where('id', '=', ott.id).execute();
    expect((await summary(client)).json().OTTTotal.Pacing).not.toBeNull();
  });

  it('hides Reach and Frequency for Amazon feeds and under 1', async () => {
    const ott = delivering.find((c) => c.type === 'OTT')!;
    await server.db
      .updateTable('fact_daily')
      .set({ reach: sql`impressions / 3` })
      .where('campaign_id', '=', ott.id)
      .execute();
    const shown: Totals = (await summary(client)).json().OTTTotal;
    expect(shown.Reach as number).toBeGreaterThanOrEqual(1);
    expect(shown.Frequency as number).toBeGreaterThanOrEqual(1);
    await server.db.updateTable('campaigns').set({ feed_source: '["Amazon DSP"]' }).where('id', '=', ott.id).execute();
    expect((await summary(client)).json().OTTTotal).toMatchObject({ Reach: null, Frequency: null });
    await server.db.updateTable('campaigns').set({ feed_source: '"DV360"' }).where('id', '=', ott.id).execute();
    await server.db.updateTable('fact_daily').set({ reach: 0 }).where('campaign_id', '=', ott.id).execute();
    expect((await summary(client)).json().OTTTotal).toMatchObject({ Reach: null, Frequency: null });
  });

  it('hides VCR and VC100 when zero', async () => {
    const display = delivering.find((c) => c.type === 'OTT')!;
    await server.db.updateTable('fact_daily').set({ completions: 0 }).where('campaign_id', '=', display.id).execute();
    expect((await summary(client)).json().OTTTotal).toMatchObject({ VCR: null, VC100: null });
  });
});
