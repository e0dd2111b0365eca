import type { ValueFormat } from '../metric-format';

/**
 * The one shape every data method hands to the renderer: rows (a breakdown, a daily series, campaigns…),
 * optional totals and the echoed range. Module transforms read it; table exports write it.
 */

/** One value of a row. */
export type Cell = string | number | boolean | null;

/** One row: field name → value, fields as the API names them (Impressions, ZipCode, ShortDate…). */
export type Row = Readonly<Record<string, Cell>>;

/** What a data method resolves to. */
export interface Dataset {
  rows: readonly Row[];
  /** Totals over the whole selection, when the call gives them. */
  totals: Row | null;
  meta: DatasetMeta;
  /** Shapes for map kinds (GeoJSON features), fetched by the map data methods beside the rows. */
  features?: readonly GeoFeature[];
}

/** A GeoJSON feature as the geography calls answer it (`id` is the DMA code, state code, FIPS or zip). */
export interface GeoFeature {
  type: 'Feature';
  id: string;
  properties: Readonly<Record<string, Cell>>;
  geometry: { type: 'Polygon' | 'MultiPolygon' | 'Point'; coordinates: unknown };
}

/** The range and counts a call echoes. */
export interface DatasetMeta {
  daterange?: string;
  StartDate?: string;
  EndDate?: string;
  /** Rows before paging or top-N bucketing. */
  totalRows?: number;
}

/** A dataset with nothing in it. */
export const EMPTY_DATASET: Dataset = { rows: [], totals: null, meta: {} };

/** A column of table data: what downloads and XLS exports write. */
export interface TableColumn {
  key: string;
  label: string;
  format: ValueFormat;
}

/** Rows with the columns to show them by. */
export interface TableData {
  columns: readonly TableColumn[];
  rows: readonly Row[];
}

/** Numeric value of a cell, or null. */
export function numberOf(cell: Cell | undefined): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'string' && cell.trim() !== '') {
    const value = Number(cell);
    return Number.isFinite(value) ? value : null;
  }
  return null;
}
