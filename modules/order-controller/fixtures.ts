/*
 * Dataset encoding this kind reads: see transform.ts (`GET /api/orders` rows, a page of them, `totalRows` the
 * server's total). The fixtures are pages as the server answers them, in its order (end_asc).
 */
import type { Dataset, Row } from '../../src/domain/layout/dataset';
import type { OrderControllerOptions } from './__generated__/options';

const meta = { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14' };

const order = (
  id: number,
  name: string,
  status: string | null,
  start: string,
  end: string,
  fields: Partial<Row> = {},
): Row => ({
  OrderId: id,
  OrderName: name,
  AdvertiserId: 10000101,
  AdvertiserName: 'Lone Star Auto Group',
  StartDate: start,
  EndDate: end,
  ...(status ? { Status: status } : {}),
  Campaigns: 3,
  ImpressionGoal: 1500000,
  Delivered: 600000,
  Pacing: 1.5,
  ...fields,
});

/** Five orders in four statuses, in the server's end_asc order. */
export const orderDataset: Dataset = {
  rows: [
    order(500004, 'Winter clearance', 'Completed', '2026-01-01', '2026-02-28', { Delivered: 1490000, Pacing: null }),
    order(500002, 'Spring 2026 – Fort Worth', 'Live', '2026-04-15', '2026-06-30'),
    order(500001, 'Spring 2026 – Dallas dealers', 'Live', '2026-04-01', '2026-07-31', { Pacing: -31.2 }),
    order(500003, 'Summer 2026 – Houston', 'Reserved', '2026-07-01', '2026-08-31', { Delivered: 0, Pacing: null }),
    order(500005, 'Brand refresh', 'Paused', '2026-05-01', '2026-09-30', { Campaigns: 1, Pacing: -12 }),
  ],
  totals: null,
  meta: { ...meta, totalRows: 5 },
};

/** Pacing-orders rows: no Status, Delivered instead of Impressions. */
export const noStatusDataset: Dataset = {
  rows: [
    { OrderId: '7', OrderName: 'Ended', StartDate: '2026-01-01', EndDate: '2026-03-01', Campaigns: 1, Delivered: 10 },
    { OrderId: '8', OrderName: 'Running', StartDate: '2026-05-01', EndDate: '2026-07-01', Campaigns: 2, Delivered: 20 },
    { OrderId: '9', OrderName: 'Later', StartDate: '2026-07-01', EndDate: '2026-08-01', Campaigns: 1, Delivered: 0 },
  ],
  totals: null,
  meta,
};

/** The first page of 27 orders with long names: the server's total says three pages. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 10 }, (_, i) =>
    order(
      510000 + i,
      `Regional multi-market dealer association order with a long name, market ${i + 1}`,
      i % 4 ? 'Live' : 'Completed',
      '2026-03-01',
      `2026-${String(6 + (i % 6)).padStart(2, '0')}-15`,
    ),
  ),
  totals: null,
  meta: { ...meta, totalRows: 27 },
};

/** Orders with nothing delivered. */
export const zeroDataset: Dataset = {
  rows: [
    order(500009, 'New order', 'Proposal', '2026-07-01', '2026-07-31', {
      Campaigns: 0,
      ImpressionGoal: 0,
      Delivered: 0,
      Pacing: null,
    }),
  ],
  totals: null,
  meta,
};

export const orderOptions: OrderControllerOptions = { perPage: 10 };
