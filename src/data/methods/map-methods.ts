/**
 * The map data methods: a breakdown's rows with the geography to draw them on (`Dataset.features`), so map views
 * stay pure. Built on the plain methods (passed in, to keep methods.ts free of a cycle), plus `daily-by-geo` for
 * a clicked region's daily series.
 */
import { EMPTY_DATASET, type Dataset, type Row } from '../../domain/layout/dataset';
import { apiFetch, jsonBody } from '../rest-client';
import { featuresOf, zipFeaturesOf } from './geo-shape';
import { listDataset, rowsAt } from './shape';
import type { DataMethod, DataRequest } from './types';

/** National zoom of the geography calls: the whole country in one view. */
const NATIONAL_ZOOM = 4;

const rangeQuery = ({ selection }: DataRequest): string =>
  selection.daterange === 'customRange' && selection.startDate && selection.endDate
    ? `daterange=customRange&startDate=${selection.startDate}&endDate=${selection.endDate}`
    : `daterange=${encodeURIComponent(selection.daterange)}`;

const shapes = async (layer: 'dma' | 'states'): Promise<Dataset['features']> =>
  featuresOf(await apiFetch(`/api/geo/${layer}?zoom=${NATIONAL_ZOOM}`));

const zips = async (request: DataRequest): Promise<Dataset['features']> =>
  zipFeaturesOf(
    await apiFetch(`/api/geo/zips?advertiserId=${request.selection.advertiserId}&${rangeQuery(request)}`),
  );

/** Rows, then the advertiser's own geography; no rows means nothing to draw, so it is not asked for. */
const withFeatures =
  (rows: DataMethod, features: (request: DataRequest) => Promise<Dataset['features']>): DataMethod =>
  async (request) => {
    const dataset = await rows(request);
    return dataset.rows.length === 0 ? dataset : { ...dataset, features: await features(request) };
  };

/**
 * Rows and the national reference shapes (DMAs, states) fetched side by side: the shapes are the same for every
 * advertiser and cached, so asking for them before knowing whether there are rows costs little and saves the
 * map a round trip. Without rows the shapes are dropped.
 */
const withReferenceShapes =
  (rows: DataMethod, layer: 'dma' | 'states'): DataMethod =>
  async (request) => {
    const features = shapes(layer);
    // Handled here so that a failure with no rows to draw is not an unhandled rejection.
    features.catch(() => undefined);
    const dataset = await rows(request);
    return dataset.rows.length === 0 ? dataset : { ...dataset, features: await features };
  };

const dimension =
  (base: Readonly<Record<string, DataMethod>>, name: string): DataMethod =>
  (request) =>
    base.breakdown!({ ...request, params: { ...request.params, dimension: name as 'dma' } });

/** Station rows carry no market: they stand at the broadcast's market, the DMA with the most impressions. */
function placeStations(stations: readonly Row[], markets: readonly Row[]): Row[] {
  const market = markets.find((row) => row.DMA !== null && row.DMA !== undefined);
  if (!market) return [...stations];
  return stations.map((row) => (row.DMA == null ? { ...row, DMA: market.DMA ?? null, Metro: market.Metro ?? null } : row));
}

/**
 * Broadcast delivery carries no geography (a station's audience is its market's), so when the broadcast campaigns
 * have no DMA rows the stations stand at the advertiser's home market: the DMA where its other campaigns deliver
 * the most impressions.
 */
async function homeMarkets(base: Readonly<Record<string, DataMethod>>, request: DataRequest): Promise<Row[]> {
  const listed = await base.campaigns!(request);
  const campaigns = listed.rows.flatMap((row) =>
    typeof row.id === 'number' && typeof row.CampaignType === 'string' ? [{ id: row.id, type: row.CampaignType }] : [],
  );
  if (campaigns.length === 0) return [];
  const all = await dimension(base, 'dma')({ ...request, selection: { ...request.selection, campaigns } });
  return [...all.rows].sort((a, b) => (Number(b.Impressions) || 0) - (Number(a.Impressions) || 0));
}

/** The daily-by-geo body's geography fields for a drill value. */
function geoFields(geoType: string, value: string): Record<string, string | number> {
  if (geoType === 'ZIPCODE') return { zipcode: value };
  if (geoType === 'STATE') return { state: value };
  if (geoType === 'DMA') return { dmaCode: Number(value) };
  const [city = value, state] = value.split(',').map((part) => part.trim());
  return state ? { city, state } : { city };
}

/** The map methods, on top of the plain ones. */
export function mapDataMethods(base: Readonly<Record<string, DataMethod>>): Record<string, DataMethod> {
  const zipRows = base['geo-list']!;
  return {
    'dma-map': withReferenceShapes(dimension(base, 'dma'), 'dma'),
    'state-map': withReferenceShapes(base['by-state']!, 'states'),
    'zip-map': withFeatures(zipRows, zips),
    'conversion-map': withFeatures(async (request) => {
      const dataset = await zipRows(request);
      return { ...dataset, rows: dataset.rows.filter((row) => typeof row.Conversions === 'number' && row.Conversions > 0) };
    }, zips),
    'geofence-map': withFeatures(dimension(base, 'geofence'), async (request) =>
      featuresOf(await apiFetch(`/api/geo/advertiser-polygons/${request.selection.advertiserId}`)),
    ),
    'station-map': withReferenceShapes(async (request) => {
      const [stations, markets] = await Promise.all([dimension(base, 'station')(request), dimension(base, 'dma')(request)]);
      const placed = markets.rows.some((row) => row.DMA != null) || stations.rows.length === 0;
      const home = placed ? markets.rows : await homeMarkets(base, request);
      return { ...stations, rows: placeStations(stations.rows, home) };
    }, 'dma'),
    'order-summary-map': withReferenceShapes(async (request) => {
      const { advertiserId, orderId, daterange } = request.selection;
      if (!orderId) return EMPTY_DATASET;
      const body = await apiFetch(`/api/advertiser/${advertiserId}/order/${encodeURIComponent(orderId)}/summary/${daterange}`);
      const rows = rowsAt(body, 'Dmas').map((row) => ({ ...row, DMA: row.DmaCode ?? null, Metro: row.DMA ?? null }));
      return { ...listDataset(body, 'Dmas'), rows };
    }, 'dma'),
    'daily-by-geo': async (request) => {
      const { selection, geo } = request;
      const type = selection.campaigns[0]?.type;
      if (!geo || !type) return EMPTY_DATASET;
      const body = await apiFetch(
        '/api/performance/daily-by-geo',
        jsonBody('POST', {
          advertiserId: selection.advertiserId,
          campaignIds: selection.campaigns.filter((c) => c.type === type).map((c) => c.id),
          campaignType: type,
          geoType: geo.geoType,
          ...(selection.daterange === 'customRange' && selection.startDate && selection.endDate
            ? { daterange: 'customRange', startDate: selection.startDate, endDate: selection.endDate }
            : { daterange: selection.daterange }),
          ...geoFields(geo.geoType, geo.value),
        }),
      );
      return listDataset(body, 'Daily');
    },
  };
}
