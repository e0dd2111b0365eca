/** Shared pieces of the batch API tests (issue 29): a dashboard view's data calls, sent alone or as one batch. */
import type { LightMyRequestResponse } from 'fastify';
import { BATCH_PATH, type BatchCall, type BatchResult } from '../../src/domain/batch';
import { tabToTypes } from '../../src/domain/tactics';
import type { TestServer } from './harness';

/** A view of the dashboard: advertiser, tab, range preset and the tab's campaigns. */
export interface View {
  advertiserId: number;
  tab: string;
  daterange: string;
  campaigns: readonly { id: number; type: string }[];
}

/** The calls a tab's modules make for a view, as the client's data methods make them. */
export function dashboardCalls(view: View): BatchCall[] {
  const { advertiserId, tab, daterange } = view;
  const campaigns = view.campaigns.filter((c) => tabToTypes(tab).includes(c.type));
  const pairs = { advertiserId, daterange, campaigns };
  const conversion = new URLSearchParams({
    advertiserId: String(advertiserId),
    campaignDashboardIds: campaigns.map((c) => c.id).join(','),
    resolution: 'day',
    daterange,
  });
  const first = campaigns[0];
  const calls: Omit<BatchCall, 'id'>[] = [
    { method: 'GET', url: `/api/advertiser/campaigns/${advertiserId}` },
    { method: 'GET', url: `/api/getProductsForAdvertiser/${advertiserId}` },
    { method: 'POST', url: '/api/advertiser/performance/summary', body: pairs },
    { method: 'POST', url: '/api/advertiser/performance/daily', body: pairs },
    { method: 'POST', url: '/api/advertiser/performance/breakdown', body: { ...pairs, dimension: 'publisher' } },
    { method: 'POST', url: '/api/advertiser/performance/breakdown', body: { ...pairs, dimension: 'zip' } },
    { method: 'POST', url: '/api/advertiser/performance/ad', body: pairs },
    { method: 'POST', url: '/api/advertiser/performance/tactic-summary', body: { advertiserId, tactic: tab } },
    { method: 'POST', url: '/api/advertiser/performance/geo-list', body: pairs },
    { method: 'POST', url: '/api/advertiser/performance/benchmarks', body: pairs },
    { method: 'GET', url: `/api/advertiser/conversion?${conversion.toString()}` },
    { method: 'GET', url: `/api/advertiser/today-view/${advertiserId}?types=${tabToTypes(tab).join(',')}` },
  ];
  if (first)
    calls.push({
      method: 'POST',
      url: '/api/getCampaignKpi',
      body: { advertiser_id: advertiserId, id: first.id, type: first.type },
    });
  return calls.map((call, index) => ({ id: `part-${index}`, ...call }));
}

/** One call made on its own, as the client would make it. */
export function sendAlone(
  server: TestServer,
  token: string,
  call: BatchCall,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: call.method,
    url: call.url,
    headers: { ahauth: `Bearer ${token}`, ...headers },
    ...(call.body === undefined ? {} : { payload: call.body as object }),
  });
}

/** The calls as one batch; the answer's status and its results. */
export async function sendBatch(
  server: TestServer,
  token: string | null,
  calls: readonly unknown[],
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { results: BatchResult[]; error?: string } }> {
  const response = await server.app.inject({
    method: 'POST',
    url: BATCH_PATH,
    headers: { ...(token ? { ahauth: `Bearer ${token}` } : {}), ...headers },
    payload: { calls },
  });
  return { status: response.statusCode, body: response.json() };
}

/** What a separate answer is in a batch's slot: its status and its parsed body. */
export function slotOf(response: LightMyRequestResponse): { status: number; body: unknown } {
  return { status: response.statusCode, body: response.body === '' ? null : (response.json() as unknown) };
}
