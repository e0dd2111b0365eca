import type { Db } from '../../../src/server/db/database';
import { resolveDateRange } from '../../../src/domain/date-presets';
import { breakdown } from '../../../src/server/services/performance/breakdown';
import { advertiserCampaigns, type CampaignRow } from '../../../src/server/kernel/campaigns';
import { dailyMeasures } from '../../../src/server/services/performance/daily';
import { loadFacts } from '../../../src/server/services/performance/totals';
import { timed } from '../stats';

/** The advertiser dashboard of the issue: summary + daily 90 days + top-99 zips + top publishers + KPI. */
export interface DashboardTarget {
  advertiserId: number;
  timeZone: string;
  campaigns: CampaignRow[];
  kpiCampaign: CampaignRow;
}

export async function loadTarget(db: Db, advertiserId: number): Promise<DashboardTarget> {
  const campaigns = await advertiserCampaigns(db, advertiserId);
  const agency = await db
    .selectFrom('advertisers')
    .innerJoin('agencies', 'agencies.id', 'advertisers.agency_id')
    .select('agencies.time_zone')
    .where('advertisers.id', '=', advertiserId)
    .executeTakeFirstOrThrow();
  const kpiCampaign = campaigns.find((c) => c.status === 'Live') ?? campaigns[0]!;
  return { advertiserId, timeZone: agency.time_zone, campaigns, kpiCampaign };
}

/** The five calls of one dashboard through HTTP, issued concurrently; `bypass` skips the response cache. */
export async function httpDashboard(url: string, token: string, target: DashboardTarget, bypass: boolean): Promise<number> {
  const headers = { 'content-type': 'application/json', ahauth: `Bearer ${token}`, ...(bypass ? { 'cache-control': 'no-cache' } : {}) };
  const pairs = target.campaigns.map((c) => ({ id: c.id, type: c.campaign_type }));
  const body = { advertiserId: target.advertiserId, daterange: 'last90days', campaigns: pairs };
  const post = async (path: string, payload: unknown): Promise<void> => {
    const response = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(payload) });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  const [elapsed] = await timed(() =>
    Promise.all([
      post('/api/advertiser/performance/summary', { advertiserId: target.advertiserId, daterange: 'last90days' }),
      post('/api/advertiser/performance/daily', body),
      post('/api/advertiser/performance/breakdown', { ...body, dimension: 'zip' }),
      post('/api/advertiser/performance/breakdown', { ...body, dimension: 'publisher' }),
      post('/api/getCampaignKpi', { advertiser_id: target.advertiserId, id: target.kpiCampaign.id, type: target.kpiCampaign.campaign_type }),
    ]),
  );
  return elapsed;
}

/** The same queries, called directly on the database: no HTTP, validation, tenancy or JSON. */
export async function rawDashboard(db: Db, target: DashboardTarget): Promise<number> {
  const range = resolveDateRange('last90days', { timeZone: target.timeZone })!;
  const kpi = target.kpiCampaign;
  const flight = resolveDateRange('customRange', { timeZone: target.timeZone, startDate: kpi.start_date, endDate: kpi.end_date })!;
  const [elapsed] = await timed(() =>
    Promise.all([
      loadFacts(db, target.campaigns, range),
      dailyMeasures(db, target.campaigns, range),
      breakdown(db, target.campaigns, range, 'zip', 'agency', {}),
      breakdown(db, target.campaigns, range, 'publisher', 'agency', {}),
      loadFacts(db, [kpi], flight),
    ]),
  );
  return elapsed;
}
