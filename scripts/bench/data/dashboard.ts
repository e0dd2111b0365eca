import type { Db } from '../../../src/server/db/database';
import { BATCH_PATH, type BatchAnswer, type BatchCall } from '../../../src/domain/batch';
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

/** How a client sends a view's calls: each on its own side by side (as before issue 29), or as one batch. */
export type CallMode = 'unbatched' | 'batched';

/** Who is asking: the server's address and the caller's access token. */
export interface Caller {
  url: string;
  token: string;
}

function dashboardBody(target: DashboardTarget, daterange: string) {
  const campaigns = target.campaigns.map((c) => ({ id: c.id, type: c.campaign_type }));
  return { advertiserId: target.advertiserId, daterange, campaigns };
}

/** The five calls of the dashboard's first paint, as the renderer makes them. */
export function dashboardCalls(target: DashboardTarget, daterange = 'last90days'): BatchCall[] {
  const body = dashboardBody(target, daterange);
  const kpi = target.kpiCampaign;
  return [
    { id: 'summary', method: 'POST', url: '/api/advertiser/performance/summary', body: { advertiserId: target.advertiserId, daterange } },
    { id: 'daily', method: 'POST', url: '/api/advertiser/performance/daily', body },
    { id: 'zips', method: 'POST', url: '/api/advertiser/performance/breakdown', body: { ...body, dimension: 'zip' } },
    { id: 'publishers', method: 'POST', url: '/api/advertiser/performance/breakdown', body: { ...body, dimension: 'publisher' } },
    { id: 'kpi', method: 'POST', url: '/api/getCampaignKpi', body: { advertiser_id: target.advertiserId, id: kpi.id, type: kpi.campaign_type } },
  ];
}

/** Another tab's calls (a tab switch): its daily chart and its device, daypart and creative tables. */
export function tabCalls(target: DashboardTarget, daterange = 'last30days'): BatchCall[] {
  const body = dashboardBody(target, daterange);
  const table = (dimension: string): BatchCall => ({
    id: dimension,
    method: 'POST',
    url: '/api/advertiser/performance/breakdown',
    body: { ...body, dimension },
  });
  return [{ id: 'daily', method: 'POST', url: '/api/advertiser/performance/daily', body }, table('device'), table('daypart'), table('creative')];
}

function headers(caller: Caller, bypass: boolean): Record<string, string> {
  return { 'content-type': 'application/json', ahauth: `Bearer ${caller.token}`, ...(bypass ? { 'cache-control': 'no-cache' } : {}) };
}

/** One call on its own; throws unless it answers 2xx. */
async function send(caller: Caller, call: BatchCall, bypass: boolean): Promise<void> {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const response = await fetch(`${caller.url}${call.url}`, { method: call.method, headers: headers(caller, bypass), body });
  if (!response.ok) throw new Error(`${call.url}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

/** The calls as one `POST /api/batch`; throws unless the batch and every part answer 200. */
async function sendBatch(caller: Caller, calls: BatchCall[], bypass: boolean): Promise<void> {
  const response = await fetch(`${caller.url}${BATCH_PATH}`, { method: 'POST', headers: headers(caller, bypass), body: JSON.stringify({ calls }) });
  if (!response.ok) throw new Error(`${BATCH_PATH}: ${response.status} ${await response.text()}`);
  const answer = (await response.json()) as BatchAnswer;
  if (answer.results?.length !== calls.length) throw new Error(`${BATCH_PATH}: ${answer.results?.length} results for ${calls.length} calls`);
  const failed = answer.results.filter((r) => r.status !== 200);
  if (failed.length) throw new Error(`${BATCH_PATH}: parts failed: ${JSON.stringify(failed).slice(0, 500)}`);
}

/** A view's calls through HTTP in the given mode; `bypass` skips the response cache. Milliseconds, or throws. */
export async function httpCalls(caller: Caller, calls: BatchCall[], mode: CallMode, bypass: boolean): Promise<number> {
  const [elapsed] = await timed<unknown>(() =>
    mode === 'batched' ? sendBatch(caller, calls, bypass) : Promise.all(calls.map((call) => send(caller, call, bypass))),
  );
  return elapsed;
}

/** The dashboard's five calls through HTTP; `bypass` skips the response cache. */
export function httpDashboard(caller: Caller, target: DashboardTarget, mode: CallMode, bypass: boolean): Promise<number> {
  return httpCalls(caller, dashboardCalls(target), mode, bypass);
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
