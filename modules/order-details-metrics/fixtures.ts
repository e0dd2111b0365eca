/*
 * Dataset encoding this kind reads (the data method must match it):
 * - single-order with params.orderMethod 'summary': rows empty; totals the answer itself, `{ AdvertiserId, OrderId,
 *   OrderName, daterange, StartDate, EndDate, Impressions, Clicks, ClickThrough, Conversions, Completions, VCR,
 *   SpendVal?, Cost?, Campaigns (count), FlightStart, FlightEnd, ImpressionGoal (or null), Pacing (or null) }`.
 * The order call applies no summary filtering, so this kind applies 000 §9's (VCR at zero, Pacing without goal,
 * missing spend are not shown).
 */
import type { Dataset, Row } from '../../src/domain/layout/dataset';
import type { OrderDetailsMetricsOptions } from './__generated__/options';

const head = {
  AdvertiserId: 10000001,
  OrderId: '500001',
  OrderName: 'Spring 2026 – Dallas dealers',
  daterange: 'last30days',
  StartDate: '2026-05-16',
  EndDate: '2026-06-14',
};

const summary = (fields: Partial<Row>): Dataset => ({
  rows: [],
  totals: {
    ...head,
    Impressions: 1523400,
    Clicks: 3810,
    ClickThrough: 0.25,
    Conversions: 212,
    Completions: 1302000,
    VCR: 85.47,
    SpendVal: 27421.2,
    Campaigns: 4,
    FlightStart: '2026-04-01',
    FlightEnd: '2026-07-31',
    ImpressionGoal: 4000000,
    Pacing: -8.2,
    ...fields,
  },
  meta: { daterange: head.daterange, StartDate: head.StartDate, EndDate: head.EndDate },
});

/** An order with goals, on pace. */
export const orderDataset: Dataset = summary({});

/** An order far behind its goal. */
export const behindDataset: Dataset = summary({ Pacing: -42.5 });

/** An order with spend hidden everywhere and no goals. */
export const noGoalDataset: Dataset = summary({ SpendVal: undefined, ImpressionGoal: null, Pacing: null });

/** Big numbers and a long name. */
export const denseDataset: Dataset = summary({
  OrderName: 'A very long order name for a regional multi-market dealer association spring and summer campaign',
  Impressions: 987654321,
  Clicks: 2345678,
  Conversions: 123456,
  SpendVal: 12345678.9,
  Campaigns: 48,
  ImpressionGoal: 1200000000,
});

/** An order that has not delivered yet. */
export const zeroDataset: Dataset = summary({
  Impressions: 0,
  Clicks: 0,
  ClickThrough: null,
  Conversions: 0,
  Completions: 0,
  VCR: 0,
  SpendVal: 0,
  Pacing: -100,
});

export const orderOptions: OrderDetailsMetricsOptions = {
  metrics: ['Impressions', 'Clicks', 'ClickThrough', 'Conversions', 'VCR', 'SpendVal'],
};
