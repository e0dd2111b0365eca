/*
 * Dataset encoding this kind reads (the data method must match it):
 * - order-list: rows one per order of the advertiser, `{ OrderId, OrderName, StartDate, EndDate (flight,
 *   yyyy-MM-dd), Status, Campaigns (count), ImpressionGoal?, Impressions? (or Delivered), Pacing? }`; totals null;
 *   meta echoes the range and totalRows. When Status is missing (the pacing-orders answer has none) it is derived
 *   from the flight and the range end: ended → Completed, not started → Reserved, else Live.
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
  OrderId: String(id),
  OrderName: name,
  StartDate: start,
  EndDate: end,
  ...(status ? { Status: status } : {}),
  Campaigns: 3,
  ImpressionGoal: 1500000,
  Impressions: 600000,
  Pacing: 1.5,
  ...fields,
});

/** Five orders in four statuses. */
export const orderDataset: Dataset = {
  rows: [
    order(500003, 'Summer 2026 – Houston', 'Reserved', '2026-07-01', '2026-08-31', { Impressions: 0, Pacing: null }),
    order(500001, 'Spring 2026 – Dallas dealers', 'Live', '2026-04-01', '2026-07-31', { Pacing: -31.2 }),
    order(500002, 'Spring 2026 – Fort Worth', 'Live', '2026-04-15', '2026-06-30'),
    order(500004, 'Winter clearance', 'Completed', '2026-01-01', '2026-02-28', { Impressions: 1490000, Pacing: null }),
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

/** Many orders with long names, for paging. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 27 }, (_, i) =>
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
      Impressions: 0,
      Pacing: null,
    }),
  ],
  totals: null,
  meta,
};

export const orderOptions: OrderControllerOptions = { perPage: 10 };
