import type { Dataset } from '../../src/domain/layout/dataset';
import type { NetworkLogosListOptions } from './__generated__/options';

/** The seeded logos' files, as the breakdown data method adds them to publisher rows. */
const SEEDED: Readonly<Record<string, string>> = {
  Hulu: '/brand/publishers/hulu.svg',
  'Roku Channel': '/brand/publishers/roku-channel.svg',
  'Pluto TV': '/brand/publishers/pluto-tv.svg',
  'Samsung TV Plus': '/brand/publishers/samsung-tv-plus.svg',
  Tubi: '/brand/publishers/tubi.svg',
  Peacock: '/brand/publishers/peacock.svg',
};

const publisher = (Publisher: string, Impressions: number): Record<string, string | number | null> => ({
  Publisher,
  PublisherLogo: SEEDED[Publisher] ?? null,
  Impressions,
  Clicks: 0,
  ClickThrough: 0,
  Completions: Math.round(Impressions * 0.94),
  CompletionRate: 94,
});

/** An OTT publisher breakdown: top 9 plus Other, as the breakdown call buckets OTT platforms. */
export const ottDataset: Dataset = {
  rows: [
    publisher('Hulu', 120450),
    publisher('Roku Channel', 98012),
    publisher('Pluto TV', 71230),
    publisher('Samsung TV Plus', 45100),
    publisher('Tubi', 39870),
    publisher('Peacock', 21400),
    publisher('Columbus Local Now', 9800),
    publisher('Haystack News', 7420),
    publisher('Xumo Play', 5100),
    publisher('Other', 30210),
  ],
  totals: null,
  meta: { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14', totalRows: 48 },
};

export const ottOptions: NetworkLogosListOptions = { metric: 'Impressions', itemLimit: 12, showMetric: true };

/** Many publishers with long names, few with logos. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 30 }, (_, i) =>
    publisher(
      `Greater Springfield Community Streaming Network channel ${i + 1} (FAST, ad-supported)`,
      50000 - i * 1200,
    ),
  ),
  totals: null,
  meta: { totalRows: 30 },
};

/** Every metric zero. */
export const zeroDataset: Dataset = {
  rows: ottDataset.rows.slice(0, 4).map((row) => ({ ...row, Impressions: 0, Completions: 0 })),
  totals: null,
  meta: {},
};
