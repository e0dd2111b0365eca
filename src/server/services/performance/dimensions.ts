/**
 * Breakdown dimensions: which `fact_dim_daily` rows feed each, which columns a row carries and how the key is
 * read. City, county, DMA and state are derived from the zip rows through `geo_zips` (and `geo_dmas`).
 */
import { sql, type RawBuilder } from 'kysely';

/** Every breakdown dimension a table can ask for. */
export const BREAKDOWN_DIMENSIONS = [
  'publisher',
  'zip',
  'city',
  'county',
  'dma',
  'state',
  'device',
  'daypart',
  'hour',
  'creative',
  'keyword',
  'social_ad',
  'email_campaign',
  'call_outcome',
  'geofence',
  'station',
  'airing',
  'youtube_age',
  'web',
  'conversion',
] as const;

/** One breakdown dimension. */
export type BreakdownDimension = (typeof BREAKDOWN_DIMENSIONS)[number];

type Cell = string | number | null;

/** How one dimension is read. */
export interface DimensionSpec {
  /** `fact_dim_daily.dim` of its rows. */
  source: string;
  /** Whether the rows are joined to `geo_zips` (z) and `geo_dmas` (d). */
  geo: boolean;
  /** Group expressions, selected as k0, k1… */
  keys: RawBuilder<unknown>[];
  /** Row columns from the group values; the first column is the one 'Other' is written into. */
  columns: (values: Cell[]) => Record<string, Cell>;
}

const key = sql`f.key`;
const text = (value: Cell): string => (value === null || value === undefined ? 'Unknown' : String(value));
const split = (value: Cell): [string, string] => {
  const [first = '', second] = text(value).split('|');
  return [first, second ?? first];
};
const direct = (column: string): DimensionSpec => ({
  source: '',
  geo: false,
  keys: [key],
  columns: ([value]) => ({ [column]: text(value ?? null) }),
});

/** The reading of every dimension (the source defaults to the dimension's own name). */
export const DIMENSIONS: Record<BreakdownDimension, DimensionSpec> = {
  publisher: direct('Publisher'),
  device: direct('Device'),
  daypart: direct('Daypart'),
  hour: { ...direct('Hour'), columns: ([value]) => ({ Hour: Number(value) }) },
  creative: {
    ...direct('CreativeId'),
    columns: ([value]) => {
      const [id, name] = split(value ?? null);
      return { CreativeId: id, CreativeName: name };
    },
  },
  keyword: direct('SearchKey'),
  social_ad: direct('AdName'),
  email_campaign: direct('EmailCampaign'),
  call_outcome: direct('CallOutcome'),
  geofence: {
    ...direct('GeoFenceName'),
    columns: ([value]) => {
      const [fence, address] = split(value ?? null);
      return { GeoFenceName: fence, AddressName: address };
    },
  },
  station: direct('Station'),
  airing: direct('Airing'),
  youtube_age: direct('AgeRange'),
  web: direct('Page'),
  conversion: direct('ConversionType'),
  zip: {
    source: 'zip',
    geo: true,
    keys: [key, sql`z.city`, sql`z.county`, sql`z.state`, sql`z.dma_code`, sql`d.name`],
    columns: ([zip, city, county, state, dma, metro]) => ({
      ZipCode: text(zip ?? null),
      City: city ?? null,
      County: county ?? null,
      state: state ?? null,
      DMA: dma === null || dma === undefined ? null : Number(dma),
      Metro: metro ?? null,
    }),
  },
  city: {
    source: 'zip',
    geo: true,
    keys: [sql`z.city`, sql`z.state`],
    columns: ([city, state]) => ({
      City: text(city ?? null),
      CityId: `${text(city ?? null)}, ${text(state ?? null)}`,
      state: state ?? null,
    }),
  },
  county: {
    source: 'zip',
    geo: true,
    keys: [sql`z.county`, sql`z.state`],
    columns: ([county, state]) => ({ County: text(county ?? null), state: state ?? null }),
  },
  dma: {
    source: 'zip',
    geo: true,
    keys: [sql`d.name`, sql`z.dma_code`],
    columns: ([metro, dma]) => ({
      Metro: text(metro ?? null),
      DMA: dma === null || dma === undefined ? null : Number(dma),
    }),
  },
  state: { source: 'zip', geo: true, keys: [sql`z.state`], columns: ([state]) => ({ state: text(state ?? null) }) },
};

/** The `fact_dim_daily.dim` a dimension reads. */
export function sourceOf(dimension: BreakdownDimension): string {
  return DIMENSIONS[dimension].source || dimension;
}
