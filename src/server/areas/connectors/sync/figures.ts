/**
 * A source's daily figures as importer rows (issue 26): each day and breakdown line becomes the cells of a delivery
 * CSV line and goes through the importer's own `validateRow`, so synced data obeys exactly the rules a CSV file does
 * (known dimension, key formats, whole counts, clicks within impressions, cost to the cent) before `storeRows`.
 */
import { DateTime } from 'luxon';
import { MEASURE_COLUMNS } from '../../../import/columns';
import { validateRow, type ImportRow } from '../../../import/validate';
import type { DailyFigures } from '../provider';

/** Why a source's figures could not be stored: the first refused line. */
export class FiguresRefused extends Error {
  override readonly name = 'FiguresRefused';
  constructor(
    readonly day: string,
    readonly reason: string,
  ) {
    super(`${day}: ${reason}`);
  }
}

/** A number as a CSV cell the importer reads (no exponent; money and seconds keep their decimals). */
function cell(value: number | undefined): string {
  if (value === undefined || value === null) return '';
  if (Number.isInteger(value)) return String(value);
  return value.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
}

/**
 * Importer rows of one linked campaign for the days `start`..`end` (days outside the range are ignored); throws
 * FiguresRefused on the first line the importer refuses, so nothing of the chunk is stored.
 */
export function rowsOf(
  campaignId: number,
  advertiserId: number,
  figures: readonly DailyFigures[],
  range: { start: string; end: string },
  now: number,
): ImportRow[] {
  const tomorrow = DateTime.fromMillis(now, { zone: 'utc' }).plus({ days: 1 });
  const context = {
    campaigns: new Map([[campaignId, advertiserId]]),
    lastDay: tomorrow.year * 10_000 + tomorrow.month * 100 + tomorrow.day,
  };
  const rows: ImportRow[] = [];
  let line = 0;
  const add = (day: string, measures: DailyFigures['measures'], dimension = '', key = '') => {
    line += 1;
    const cells: Record<string, string> = { campaign_id: String(campaignId), date: day, dimension, key };
    for (const column of MEASURE_COLUMNS) cells[column] = cell(measures[column]);
    for (const required of ['impressions', 'clicks', 'cost', 'conversions'] as const)
      if (cells[required] === '') cells[required] = '0';
    const result = validateRow(line, cells, context);
    if (Array.isArray(result)) throw new FiguresRefused(day, result.join('; '));
    rows.push(result);
  };
  for (const day of figures) {
    if (day.day < range.start || day.day > range.end) continue;
    add(day.day, day.measures);
    for (const row of day.breakdown) add(day.day, row.measures, row.dimension, row.key);
  }
  return rows;
}
