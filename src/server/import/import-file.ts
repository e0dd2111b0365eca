import { DateTime } from 'luxon';
import type { Db } from '../db/database';
import { currentDataGeneration } from '../services/data-generation';
import { headerProblems } from './columns';
import { storeRows } from './load';
import { readCsv } from './parse';
import { validateRow, type ImportRow } from './validate';

/** A refused line and why. */
export interface Refusal {
  line: number;
  reason: string;
}

/** What an import did: everything or nothing. */
export interface ImportResult {
  loaded: boolean;
  refusals: Refusal[];
  dailyRows: number;
  breakdownRows: number;
  campaigns: number;
  advertisers: number;
  firstDay: number | null;
  lastDay: number | null;
  dataGeneration: number;
}

/**
 * Validates every line of a delivery CSV and, only when none is refused, stores all of it in one transaction
 * (see `storeRows`). Refusals carry the line number and the reason; several reasons on one line are each listed.
 * `campaignsOf` answers the advertiser of each campaign a line may name (default: every existing campaign; the feed
 * tools pass the caller's scope, so a campaign outside it is refused as unknown).
 */
export async function importDeliveryCsv(
  db: Db,
  text: string,
  now: DateTime = DateTime.utc(),
  campaignsOf: (db: Db, ids: number[]) => Promise<Map<number, number>> = campaignAdvertisers,
): Promise<ImportResult> {
  const file = readCsv(text);
  const refusals: Refusal[] = [...file.problems];
  const header = headerProblems(file.header);
  if (file.header.length > 0 && header.length > 0) refusals.push(...header.map((reason) => ({ line: 1, reason })));
  const rows: ImportRow[] = [];
  if (header.length === 0 && file.header.length > 0) {
    const campaigns = await campaignsOf(
      db,
      file.records.map((r) => Number(r.cells.campaign_id)),
    );
    // One day of slack: a file written late in the evening in the Pacific is already "tomorrow" in UTC.
    const tomorrow = now.plus({ days: 1 });
    const context = { campaigns, lastDay: tomorrow.year * 10_000 + tomorrow.month * 100 + tomorrow.day };
    const seen = new Map<string, number>();
    for (const record of file.records) {
      const result = validateRow(record.line, record.cells, context);
      if (Array.isArray(result)) {
        refusals.push(...result.map((reason) => ({ line: record.line, reason })));
        continue;
      }
      const identity = `${result.campaignId}|${result.day}|${result.dimension ?? ''}|${result.key ?? ''}`;
      const first = seen.get(identity);
      if (first !== undefined) {
        refusals.push({
          line: record.line,
          reason: `duplicate of line ${first} (same campaign, date, dimension and key)`,
        });
        continue;
      }
      seen.set(identity, record.line);
      rows.push(result);
    }
    if (file.records.length === 0 && refusals.length === 0)
      refusals.push({ line: 2, reason: 'the file has no data rows' });
  }
  refusals.sort((a, b) => a.line - b.line);
  const loaded = refusals.length === 0;
  if (loaded) await storeRows(db, rows);
  const days = rows.map((r) => r.day);
  const bound = (pickDay: (a: number, b: number) => number): number | null =>
    loaded && days.length ? days.reduce((a, b) => pickDay(a, b)) : null;
  return {
    loaded,
    refusals,
    dailyRows: loaded ? rows.filter((r) => r.dimension === null).length : 0,
    breakdownRows: loaded ? rows.filter((r) => r.dimension !== null).length : 0,
    campaigns: loaded ? new Set(rows.map((r) => r.campaignId)).size : 0,
    advertisers: loaded ? new Set(rows.map((r) => r.advertiserId)).size : 0,
    firstDay: bound(Math.min),
    lastDay: bound(Math.max),
    dataGeneration: await currentDataGeneration(db),
  };
}

async function campaignAdvertisers(db: Db, ids: number[]): Promise<Map<number, number>> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  const result = new Map<number, number>();
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await db
      .selectFrom('campaigns')
      .select(['id', 'advertiser_id'])
      .where('id', 'in', wanted.slice(i, i + 500))
      .execute();
    for (const row of rows) result.set(row.id, row.advertiser_id);
  }
  return result;
}
