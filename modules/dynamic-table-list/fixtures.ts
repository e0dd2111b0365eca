import type { Dataset, Row } from '../../src/domain/layout/dataset';
import type { DynamicTableListOptions } from './__generated__/options';

const tagged = (Group: string, field: string, entries: [string, number, number][]): Row[] =>
  entries.map(([name, Impressions, Clicks]) => ({
    Group,
    [field]: name,
    Impressions,
    Clicks,
    ClickThrough: Impressions ? Number(((Clicks / Impressions) * 100).toFixed(2)) : 0,
  }));

/** Device, daypart and state breakdowns of one selection, each row tagged with its dimension in `Group`. */
export const mixedDataset: Dataset = {
  rows: [
    ...tagged('device', 'Device', [
      ['Mobile', 141200, 352],
      ['Desktop', 77900, 201],
      ['Tablet', 24350, 48],
    ]),
    ...tagged('daypart', 'Daypart', [
      ['Morning', 41230, 98],
      ['MidDay', 68510, 171],
      ['Afternoon', 59870, 132],
      ['Night', 82400, 214],
      ['Overnight', 12050, 19],
    ]),
    ...tagged('state', 'state', [
      ['OH', 120400, 301],
      ['KY', 64100, 150],
      ['IN', 38200, 91],
      ['WV', 20750, 59],
    ]),
  ],
  totals: null,
  meta: { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14' },
};

export const mixedOptions: DynamicTableListOptions = {
  dimensions: [
    { group: 'device', labelField: 'Device', title: 'Devices' },
    { group: 'daypart', labelField: 'Daypart', title: 'Dayparts' },
    { group: 'state', labelField: 'state', title: 'States' },
  ],
  metric: 'Impressions',
  itemLimit: 10,
};

/** Long market and publisher names, more rows than the limit. */
export const denseDataset: Dataset = {
  rows: [
    ...tagged(
      'dma',
      'Metro',
      Array.from({ length: 30 }, (_, i): [string, number, number] => [
        `Greater Springfield-Shelbyville-Capital City metropolitan market ${i + 1}`,
        90000 - i * 2000,
        200 - i * 4,
      ]),
    ),
    ...tagged(
      'publisher',
      'Publisher',
      Array.from({ length: 30 }, (_, i): [string, number, number] => [
        `A very long publisher name with premium connected TV inventory number ${i + 1}`,
        70000 - i * 1500,
        150 - i * 3,
      ]),
    ),
  ],
  totals: null,
  meta: {},
};

export const denseOptions: DynamicTableListOptions = {
  dimensions: [
    { group: 'dma', labelField: 'Metro' },
    { group: 'publisher', labelField: 'Publisher', title: 'Publishers' },
  ],
  metric: 'Impressions',
  itemLimit: 20,
  showBars: true,
};

/** Every metric zero. */
export const zeroDataset: Dataset = {
  rows: mixedDataset.rows.map((row) => ({ ...row, Impressions: 0, Clicks: 0, ClickThrough: 0 })),
  totals: null,
  meta: {},
};
