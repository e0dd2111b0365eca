/** The small demo's heaviest dashboard (Riverside, last 90 days) as its five batchable calls, read from the server. */
import type { BatchCall } from '../../../src/domain/batch';

export const RIVERSIDE = 10000001;

/** Summary, daily, zip and publisher breakdowns and a live campaign's KPI, with the campaigns the server lists. */
export async function riversideDashboardCalls(url: string, token: string): Promise<BatchCall[]> {
  const list = (await (
    await fetch(`${url}/api/advertiser/campaigns/${RIVERSIDE}`, { headers: { ahauth: `Bearer ${token}` } })
  ).json()) as { Campaign: { CampaignId: number; CampaignType: string; status: string }[] };
  const campaigns = list.Campaign.map((c) => ({ id: c.CampaignId, type: c.CampaignType }));
  const kpi = list.Campaign.find((c) => c.status === 'Live') ?? list.Campaign[0]!;
  const body = { advertiserId: RIVERSIDE, daterange: 'last90days', campaigns };
  const performance = '/api/advertiser/performance';
  return [
    {
      id: 'summary',
      method: 'POST',
      url: `${performance}/summary`,
      body: { advertiserId: RIVERSIDE, daterange: 'last90days' },
    },
    { id: 'daily', method: 'POST', url: `${performance}/daily`, body },
    { id: 'zips', method: 'POST', url: `${performance}/breakdown`, body: { ...body, dimension: 'zip' } },
    { id: 'publishers', method: 'POST', url: `${performance}/breakdown`, body: { ...body, dimension: 'publisher' } },
    {
      id: 'kpi',
      method: 'POST',
      url: '/api/getCampaignKpi',
      body: { advertiser_id: RIVERSIDE, id: kpi.CampaignId, type: kpi.CampaignType },
    },
  ];
}
