/**
 * Datasets shaped like the performance calls' answers (docs/api/performance.md), shared by the chart kinds'
 * fixtures, stories and tests. Deterministic: figures follow fixed formulas, not a random source.
 */
import type { Dataset, Row } from '../../domain/layout/dataset';

const RANGE = { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14' } as const;

const ctr = (clicks: number, impressions: number): number =>
  impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 100 : 0;

/** Metrics of a breakdown row from impressions and a click rate in thousandths. */
function metrics(impressions: number, perMille: number): Row {
  const clicks = Math.round((impressions * perMille) / 1000);
  const completions = Math.round(impressions * 0.82);
  return {
    Impressions: impressions,
    Clicks: clicks,
    ClickThrough: ctr(clicks, impressions),
    Conversions: Math.round(clicks / 12),
    Completions: completions,
    CompletionRate: ctr(completions, impressions),
    SpendVal: Math.round(impressions * 0.024 * 100) / 100,
  };
}

/** The daily call: 30 days, ISO `Day` and `M/dd/yy` ShortDate, a weekly rhythm. */
export const dailyDataset: Dataset = {
  rows: Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 4, 16 + i));
    const impressions = 14_000 + ((i * 7919) % 5000) + (day.getUTCDay() === 0 ? -3500 : 0);
    return {
      Day: day.toISOString().slice(0, 10),
      ShortDate: `${day.getUTCMonth() + 1}/${String(day.getUTCDate()).padStart(2, '0')}/26`,
      ...metrics(impressions, 2 + (i % 4)),
    };
  }),
  totals: null,
  meta: { ...RANGE, totalRows: 30 },
};

/** A device breakdown. */
export const deviceDataset: Dataset = {
  rows: [
    { Device: 'Connected TV', ...metrics(182_340, 1) },
    { Device: 'Mobile', ...metrics(96_120, 4) },
    { Device: 'Desktop', ...metrics(41_870, 3) },
    { Device: 'Tablet', ...metrics(12_450, 3) },
  ],
  totals: null,
  meta: { ...RANGE, totalRows: 4 },
};

/** A publisher breakdown, top rows and the call's own 'Other' bucket last. */
export const publisherDataset: Dataset = {
  rows: [
    { Publisher: 'Hulu', ...metrics(120_450, 2.5) },
    { Publisher: 'Pluto TV', ...metrics(98_012, 1.9) },
    { Publisher: 'Roku Channel', ...metrics(45_100, 2) },
    { Publisher: 'Tubi', ...metrics(31_900, 1.4) },
    { Publisher: 'Samsung TV Plus', ...metrics(18_230, 1.1) },
    { Publisher: 'Other', ...metrics(10_230, 1.2) },
  ],
  totals: null,
  meta: { ...RANGE, totalRows: 40 },
};

/** Many publishers with long names, for crowded axes and legends. */
export const densePublisherDataset: Dataset = {
  rows: Array.from({ length: 40 }, (_, i) => ({
    Publisher: `A very long publisher name that keeps going, number ${i + 1} (Connected TV, premium inventory)`,
    ...metrics(100_000 - i * 2300, 1 + (i % 5)),
  })),
  totals: null,
  meta: { ...RANGE, totalRows: 40 },
};

/** A breakdown whose every metric is zero. */
export const zeroDeviceDataset: Dataset = {
  rows: deviceDataset.rows.map((row) => ({ Device: row.Device ?? null, ...metrics(0, 0) })),
  totals: null,
  meta: { ...RANGE, totalRows: 4 },
};
