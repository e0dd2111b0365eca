import { DateTime } from 'luxon';
import { DIGITAL_DAYPARTS } from '../../domain/dayparts';
import { isFactDimension } from '../db/fact-dimensions';
import { DECIMAL_COLUMNS, MEASURE_COLUMNS, type MeasureColumn } from './columns';

/** A validated row, ready to store. */
export interface ImportRow {
  line: number;
  campaignId: number;
  advertiserId: number;
  /** yyyymmdd */
  day: number;
  dimension: string | null;
  key: string | null;
  measures: Record<MeasureColumn, number>;
}

/** What validation needs to know besides the row. */
export interface ValidationContext {
  /** Advertiser of every existing campaign the file mentions. */
  campaigns: ReadonlyMap<number, number>;
  /** Latest day (yyyymmdd) a row may carry. */
  lastDay: number;
}

const DAYPARTS = new Set<string>(DIGITAL_DAYPARTS.map((d) => d.label));

/** Checks one data row (cells by column name); returns the row or the reasons it is refused. */
export function validateRow(
  line: number,
  cells: Record<string, string>,
  context: ValidationContext,
): ImportRow | string[] {
  const reasons: string[] = [];
  const text = (name: string): string => (cells[name] ?? '').trim();
  const campaignText = text('campaign_id');
  const campaignId = Number(campaignText);
  const advertiserId = context.campaigns.get(campaignId);
  if (!/^\d+$/.test(campaignText)) reasons.push(`campaign_id is not a whole number: "${campaignText}"`);
  else if (advertiserId === undefined) reasons.push(`unknown campaign ${campaignText}`);
  const date = DateTime.fromFormat(text('date'), 'yyyy-MM-dd', { zone: 'utc' });
  const day = date.isValid ? date.year * 10_000 + date.month * 100 + date.day : 0;
  if (!date.isValid) reasons.push(`bad date "${text('date')}" (expected yyyy-MM-dd)`);
  else if (day > context.lastDay) reasons.push(`date ${text('date')} is in the future`);
  const dimension = text('dimension') || null;
  const key = text('key') || null;
  if (dimension !== null && !isFactDimension(dimension)) reasons.push(`unknown dimension "${dimension}"`);
  if (dimension !== null && key === null) reasons.push('key is required with a dimension');
  if (dimension === null && key !== null) reasons.push('dimension is required with a key');
  if (dimension !== null && key !== null) reasons.push(...keyProblems(dimension, key));
  const measures = {} as Record<MeasureColumn, number>;
  const invalid = new Set<MeasureColumn>();
  for (const column of MEASURE_COLUMNS) {
    const raw = text(column);
    measures[column] = 0;
    if (raw === '') continue;
    const problem = measureProblem(column, raw);
    if (problem) {
      reasons.push(problem);
      invalid.add(column);
    } else measures[column] = column === 'cost' ? Math.round(Number(raw) * 100) / 100 : Number(raw);
  }
  for (const name of ['impressions', 'clicks', 'cost', 'conversions'] as const) {
    if (text(name) === '') reasons.push(`${name} is empty`);
  }
  if (!invalid.has('clicks') && !invalid.has('impressions') && measures.clicks > measures.impressions) {
    reasons.push(`clicks (${measures.clicks}) greater than impressions (${measures.impressions})`);
  }
  if (reasons.length > 0) return reasons;
  return { line, campaignId, advertiserId: advertiserId!, day, dimension, key, measures };
}

/** Why a measure cell is refused, or null: not a number, negative, or a fractional count. */
function measureProblem(column: MeasureColumn, raw: string): string | null {
  const value = Number(raw);
  if (!/^-?\d+(\.\d+)?$/.test(raw) || !Number.isFinite(value)) return `${column} is not a number: "${raw}"`;
  if (value < 0) return `${column} is negative: ${raw}`;
  if (!DECIMAL_COLUMNS.has(column) && !Number.isInteger(value)) return `${column} must be a whole number: ${raw}`;
  return null;
}

/** Key formats the portal relies on; other breakdowns take any text. */
function keyProblems(dimension: string, key: string): string[] {
  if (dimension === 'zip' && !/^\d{5}$/.test(key)) return [`zip key must be five digits: "${key}"`];
  if (dimension === 'hour' && !/^(\d|1\d|2[0-3])$/.test(key)) return [`hour key must be 0 to 23: "${key}"`];
  if (dimension === 'daypart' && !DAYPARTS.has(key)) return [`unknown daypart "${key}"`];
  if (dimension === 'geofence' && !key.includes('|'))
    return [`geofence key must be "GeoFenceName|AddressName": "${key}"`];
  return [];
}
