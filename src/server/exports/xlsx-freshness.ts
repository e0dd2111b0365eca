/**
 * How fresh the numbers are, on the workbook's Summary (issue 27): the dashboard's own "data through" line in the
 * title block, then one row per source behind the report: label, the day its data runs through, its status in a
 * word and its last sync (UTC, like the sheet's "Generated"); an imported feed has no sync clock and says so.
 */
import type { stream } from 'exceljs';
import { freshnessLine, STATUS_WORDS } from '../../domain/freshness-line';
import { MESSAGES } from '../../domain/messages';
import type { ExportReport } from './report';
import { readableTime, styleHeader, type HeaderBrand } from './xlsx-sheet';

type Sheet = ReturnType<stream.xlsx.WorkbookWriter['addWorksheet']>;

/** The title block's freshness row: none when no campaign is in view, a remark when the page could not check. */
export function freshnessTitleRow(freshness: ExportReport['freshness']): [string, string][] {
  if (freshness === undefined) return [];
  const text =
    freshness === null
      ? MESSAGES.freshnessUnavailable
      : freshness.sources.length === 0
        ? MESSAGES.freshnessNoSources
        : freshnessLine(freshness).text;
  return [[MESSAGES.healthTitleFreshness, text]];
}

/** After the title block: a blank row, a brand header and one row per source; nothing without sources. */
export function writeFreshnessSources(sheet: Sheet, freshness: ExportReport['freshness'], brand: HeaderBrand): void {
  if (!freshness || freshness.sources.length === 0) return;
  sheet.addRow([]).commit();
  const columns = [
    MESSAGES.csFeedSource,
    MESSAGES.freshnessColumnThrough,
    MESSAGES.freshnessColumnStatus,
    MESSAGES.healthColumnLastSync,
  ];
  const header = sheet.addRow(columns);
  styleHeader(header, columns.length, brand);
  header.commit();
  const font = brand.fontFamily ? { name: brand.fontFamily } : {};
  for (const source of freshness.sources) {
    const row = sheet.addRow([
      source.label,
      source.dataThrough ?? MESSAGES.freshnessNoDataYet,
      STATUS_WORDS[source.status],
      source.lastSyncAt ? readableTime(source.lastSyncAt) : MESSAGES.freshnessFeedNoSync,
    ]);
    for (let index = 1; index <= columns.length; index++) row.getCell(index).font = font;
    if (source.status !== 'ok') row.getCell(3).font = { ...font, bold: true };
    row.commit();
  }
}
