/** Fakes of the orders screen's sources (OrdersSources) for its tests and stories: layouts and data, no server. */
import orderlist from '../../../layouts/orderlist.json';
import { orderDataset } from '../../../modules/order-controller/fixtures';
import type { DataRequest } from '../../data/methods/types';
import type { Dataset } from '../../domain/layout/dataset';
import { validateLayout, type Layout } from '../../domain/layout/validate';
import type { LayoutState } from '../../renderer/layout-state';

const valid = (document: unknown): Layout => {
  const result = validateLayout(document);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.layout;
};

/** A small summary layout: the order's figure tiles (the shipped one draws maps, which jsdom cannot). */
export const summaryLayout: Layout = valid({
  id: 'test-ordersummary',
  title: 'Order summary',
  tactic: 'ordersummary',
  type: 'default',
  Version: 0,
  pstate: 'published',
  config: { pdfExport: true, pptExport: true, xlsExport: true, fileNameTemplate: '{order}' },
  components: [
    {
      id: 'headline',
      type: 'controller',
      modules: [
        {
          id: 'order-details',
          name: 'order-details-metrics',
          title: 'Order performance',
          dataSource: { method: 'single-order', params: { orderMethod: 'summary' } },
          options: { metrics: ['Impressions', 'Clicks'] },
        },
      ],
    },
  ],
});

/** The shipped order list layout, and the small summary one. */
export function fakeLayout(tactic: string): LayoutState {
  return {
    status: 'ready',
    layout: tactic === 'orderlist' ? valid(orderlist) : summaryLayout,
    source: 'DEFAULT',
    version: 1,
  };
}

const EMPTY: Dataset = { rows: [], totals: null, meta: {} };

/** Answers of the data methods the two layouts name. */
export function fakeRunData(method: string, request: DataRequest): Promise<Dataset> {
  void request;
  if (method === 'order-list') return Promise.resolve(orderDataset);
  if (method === 'single-order')
    return Promise.resolve({ rows: [], totals: { Impressions: 12345, Clicks: 67 }, meta: {} });
  if (method === 'order-campaign-list')
    return Promise.resolve({ rows: [{ CampaignId: 9, CampaignType: 'DISPLAY' }], totals: null, meta: {} });
  return Promise.resolve(EMPTY);
}
