/** Reports for the export builders' tests: a twelve-module dashboard with pictures, and a long-table generator. */
import { labelFor } from '../../domain/metric-format';
import { encodeBand } from './pptx-png';
import type { ExportReport, ReportColumn, ReportModule, ReportTable, ValueFormat } from './report';

/** A flat RGB picture of `width` × `height` whose row `y` has the colour `colourOf(y)`, as a PNG. */
function rgbPng(width: number, height: number, colourOf: (y: number) => readonly number[]): Buffer {
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from(Array.from({ length: width }, () => colourOf(y)).flat()),
  );
  return encodeBand({ width, height, channels: 3, pixels: Buffer.concat(rows) }, 0, height);
}

/** A valid single-colour RGB PNG of the given size. */
export function tinyPng(width: number, height: number, rgb: [number, number, number] = [200, 80, 60]): Buffer {
  return rgbPng(width, height, () => rgb);
}

/**
 * A picture of `height` rows, `width` wide, in bands of two colours every 40 rows (content all the way down) up to
 * `content` rows, then one flat colour below (the empty card a grid row stretched).
 */
export function stripedPng(width: number, height: number, content = height): Buffer {
  const [a, b, empty] = [
    [200, 80, 60],
    [30, 90, 160],
    [250, 250, 250],
  ];
  return rgbPng(width, height, (y) => (y >= content ? empty : Math.floor(y / 40) % 2 ? b : a));
}

/** A column as the print page reports it: labelled from the catalogue for display campaigns. */
const column = (key: string, format: ValueFormat): ReportColumn => ({ key, label: labelFor(key, ['DISPLAY']), format });

const DAILY_COLUMNS: ReportColumn[] = [
  column('ShortDate', 'text'),
  column('Impressions', 'integer'),
  column('ClickThrough', 'percent'),
  column('SpendVal', 'currency'),
  column('Frequency', 'decimal'),
];

/** `count` days of delivery from 2026-06-01, with a null spend on every fifth row. */
function dailyTable(count: number): ReportTable {
  const rows = Array.from({ length: count }, (_, index) => ({
    ShortDate: `2026-06-${String(index + 1).padStart(2, '0')}`,
    Impressions: 1000 + index * 137,
    ClickThrough: Math.round((0.25 + index / 100) * 100) / 100,
    SpendVal: index % 5 === 4 ? null : Math.round((12.5 + index * 3.25) * 100) / 100,
    Frequency: 1.5 + index / 10,
  }));
  return { columns: DAILY_COLUMNS, rows };
}

const PUBLISHERS: ReportTable = {
  columns: [column('Publisher', 'text'), column('Impressions', 'integer'), column('Clicks', 'integer')],
  rows: [
    { Publisher: 'news.example', Impressions: 120_500, Clicks: 310 },
    { Publisher: 'weather.example', Impressions: 98_000, Clicks: 150 },
    { Publisher: 'Other', Impressions: 4_321, Clicks: null },
  ],
};

function module(id: number, title: string, rest: Partial<ReportModule> = {}): ReportModule {
  return { id: `m${id}`, kind: 'generic-table', title, figures: [], ...rest };
}

/**
 * Fourteen modules covering every shape: the KPI row, charts with their data, tabular modules, a tall chart whose
 * card a grid row stretched, a 526×3855 px picture with content all the way down, prose, titles Excel would
 * refuse; in Acme Media's brand.
 */
export function fixtureReport(): ExportReport {
  return {
    brand: {
      agencyName: 'Acme Media',
      primaryColor: '#0b5394',
      onPrimaryColor: '#ffffff',
      secondaryColor: '#f1c232',
      fontFamily: 'Lato',
      logoPng: tinyPng(4, 2),
    },
    advertiserName: 'Riverside Auto Group',
    productTitle: 'Display',
    campaignTypes: ['DISPLAY'],
    startDate: '2026-05-16',
    endDate: '2026-06-14',
    generatedAt: '2026-06-15T16:00:00.000Z',
    modules: [
      module(1, 'Summary', {
        kind: 'top-metrics',
        figures: [
          { key: 'Impressions', label: 'Imps', value: 1_234_567, format: 'integer' },
          { key: 'Clicks', label: 'Clicks', value: 4_321, format: 'integer' },
          { key: 'ClickThrough', label: 'CTR', value: 12.5, format: 'percent' },
          { key: 'SpendVal', label: 'Spend', value: 9_876.5, format: 'currency' },
          { key: 'Frequency', label: 'Frequency', value: 2.345, format: 'decimal' },
          { key: 'AvgSessionDuration', label: 'Avg. Session Duration', value: 95, format: 'duration' },
          { key: 'Reach', label: 'Seventh figure', value: 7, format: 'integer' },
        ],
        image: tinyPng(8, 2),
        imageSize: { width: 8, height: 2 },
      }),
      module(2, 'Performance by Day', {
        kind: 'line-chart',
        figures: [{ key: 'Conversions', label: 'Conversions', value: 42, format: 'integer' }],
        table: dailyTable(10),
        image: tinyPng(400, 200),
        imageSize: { width: 400, height: 200 },
      }),
      module(3, 'Top Publishers: Web/App [Q2]', { table: PUBLISHERS }),
      module(4, 'A very long module title that exceeds thirty-one characters', { table: PUBLISHERS }),
      module(5, 'A very long module title that exceeds thirty-one characters, again', { table: PUBLISHERS }),
      module(6, 'Performance by Day', { table: dailyTable(3) }),
      module(7, 'Device Split', { kind: 'pie-chart', image: stripedPng(526, 2190, 320) }),
      module(8, 'Conversions', {
        kind: 'bar-chart',
        figures: [
          { key: 'ConversionRate', label: 'Conv. Rate', value: null, format: 'percent' },
          { key: 'CostPerConversion', label: 'Cost / Conv.', value: 3.5, format: 'currency' },
        ],
        table: dailyTable(2),
      }),
      module(9, 'About this period', {
        kind: 'text-campaign-summary',
        text: 'Your Display campaigns delivered 1.2M impressions with a 12.5% CTR.',
        image: tinyPng(1068, 80),
      }),
      module(10, 'Zip Codes', { table: dailyTable(40), image: stripedPng(526, 1200) }),
      module(11, 'History', { table: PUBLISHERS }),
      module(12, "'Quoted' *Title*", { table: PUBLISHERS }),
      module(13, 'Impressions by state', { kind: 'bar-chart', image: stripedPng(526, 3855) }),
      module(14, 'Top zip codes', { kind: 'table-list', table: { ...dailyTable(30), shownRows: 10 } }),
    ],
    notes: [
      { date: '2026-05-20', campaign: 'Spring Sale', title: 'Creative refresh', body: 'New banners went live.' },
      { date: '2026-06-02', campaign: 'Summer Push', title: 'Budget raised', body: 'Daily budget up 20 %.' },
    ],
  };
}

/** A one-module report whose table has `rows` rows of ten columns in every format. */
export function bigTableReport(rows: number): ExportReport {
  const columns: ReportColumn[] = [
    column('ZipCode', 'text'),
    column('City', 'text'),
    column('Impressions', 'integer'),
    column('Clicks', 'integer'),
    column('ClickThrough', 'percent'),
    column('Conversions', 'integer'),
    column('SpendVal', 'currency'),
    column('CostPerMille', 'currency'),
    column('Frequency', 'decimal'),
    column('VCR', 'percent'),
  ];
  const table: ReportTable = {
    columns,
    rows: Array.from({ length: rows }, (_, index) => ({
      ZipCode: String(10_000 + (index % 90_000)).padStart(5, '0'),
      City: `City ${index % 977}`,
      Impressions: 1_000 + ((index * 7919) % 100_000),
      Clicks: (index * 31) % 500,
      ClickThrough: ((index * 13) % 1_000) / 100,
      Conversions: index % 17,
      SpendVal: ((index * 3571) % 1_000_000) / 100,
      CostPerMille: ((index * 97) % 2_000) / 100,
      Frequency: 1 + (index % 300) / 100,
      VCR: index % 11 === 0 ? null : ((index * 7) % 10_000) / 100,
    })),
  };
  return {
    ...fixtureReport(),
    modules: [{ id: 'big', kind: 'generic-table', title: 'Zip Performance', figures: [], table }],
    notes: [],
  };
}

/** Two sources behind a report: Google Ads on time through the report's last day, TTD's feed two days late. */
export function lateFreshness(): NonNullable<ExportReport['freshness']> {
  return {
    dataThrough: '2026-06-12',
    sources: [
      {
        source: 'ads',
        label: 'Google Ads',
        dataThrough: '2026-06-14',
        lastSyncAt: '2026-06-15T06:30:00.000Z',
        status: 'ok',
      },
      { source: 'TTD', label: 'TTD', dataThrough: '2026-06-12', lastSyncAt: null, status: 'warning' },
    ],
  };
}

/** The same two sources, both on time through the report's last day. */
export function onTimeFreshness(): NonNullable<ExportReport['freshness']> {
  const late = lateFreshness();
  return {
    dataThrough: '2026-06-14',
    sources: late.sources.map((source) => ({ ...source, dataThrough: '2026-06-14', status: 'ok' as const })),
  };
}
