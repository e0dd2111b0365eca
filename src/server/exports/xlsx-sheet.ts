/** Sheet-level pieces of the XLSX builder: valid unique sheet names, cell values, number formats and widths. */
import type { AddWorksheetOptions, Row, stream } from 'exceljs';
import { brandColours } from './colour';
import type { ReportBrand, ReportTable, ValueFormat } from './report';

/**
 * Spreadsheet number format per metric kind; text has none. Percents are stored as fractions and durations as
 * days (Excel's unit of time), so the cells compute as numbers and read as the dashboard shows them.
 */
export const NUMBER_FORMATS: Record<ValueFormat, string | undefined> = {
  integer: '#,##0',
  decimal: '0.00',
  currency: '$#,##0.00',
  percent: '0.00%',
  duration: '[m]:ss',
  text: undefined,
};

/** '2026-06-15T16:00:00.000Z' as '2026-06-15 16:00 UTC'. */
export function readableTime(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${match[1]} ${match[2]} UTC` : iso;
}

/** Seconds in a day: a duration cell holds days. */
const DAY_SECONDS = 86_400;

/** Excel's longest sheet name. */
const MAX_SHEET_NAME = 31;
/** Names Excel reserves for itself, compared without case. */
const RESERVED = new Set(['history']);

/**
 * Hands out sheet names Excel accepts: no []:*?/\, no leading or trailing apostrophe, at most 31 characters,
 * unique without regard to case (a repeat gets ' (2)', ' (3)', … within the 31 characters).
 */
export class SheetNames {
  private readonly taken = new Set<string>();

  next(title: string): string {
    const cleaned = title
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^'+|'+$/g, '')
      .trim();
    const base = (cleaned || 'Sheet').slice(0, MAX_SHEET_NAME).trim();
    let name = base;
    for (let n = 2; this.taken.has(name.toLowerCase()) || RESERVED.has(name.toLowerCase()); n++) {
      const suffix = ` (${n})`;
      name = `${base.slice(0, MAX_SHEET_NAME - suffix.length).trimEnd()}${suffix}`;
    }
    this.taken.add(name.toLowerCase());
    return name;
  }
}

/**
 * A value as the cell holds it: percents as fractions (12.5 → 0.125), durations in days (90 s → 90/86400),
 * null as an empty cell.
 */
export function cellValue(value: number | string | null | undefined, format: ValueFormat): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  if (format === 'percent' && typeof value === 'number') return value / 100;
  if (format === 'duration' && typeof value === 'number') return value / DAY_SECONDS;
  return value;
}

/** Characters a value takes once formatted, near enough for a column width and cheap on long tables. */
function displayLength(value: number | string | null | undefined, format: ValueFormat): number {
  if (value === null || value === undefined) return 0;
  if (typeof value !== 'number' || format === 'text') return String(value).length;
  const digits = String(Math.trunc(Math.abs(value))).length;
  const separators = Math.floor((digits - 1) / 3);
  if (format === 'duration') return 6;
  const decimals = format === 'integer' ? 0 : 3;
  const extra = format === 'currency' ? 1 : format === 'percent' ? 1 : 0;
  return digits + separators + decimals + extra + (value < 0 ? 1 : 0);
}

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** Column widths (in characters) from the header label and the longest value. */
export function columnWidths(table: ReportTable): number[] {
  return table.columns.map((column) => {
    let longest = column.label.length;
    for (const row of table.rows) longest = Math.max(longest, displayLength(row[column.key], column.format));
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });
}

/** What a header row needs of the brand. */
export type HeaderBrand = Pick<ReportBrand, 'primaryColor' | 'onPrimaryColor' | 'fontFamily'>;

/** ARGB colours of the header row: the brand's primary fill and a legible text colour on it. */
export function headerColours(brand: HeaderBrand): {
  fill: string;
  text: string;
} {
  const { primary, onPrimary } = brandColours(brand);
  return { fill: `FF${primary}`, text: `FF${onPrimary}` };
}

/** Styles a header row: bold, brand font, fill and text colour, no number format. */
export function styleHeader(header: Row, columnCount: number, brand: HeaderBrand): void {
  const { fill, text } = headerColours(brand);
  for (let index = 1; index <= columnCount; index++) {
    // Replacing the whole style drops the column's number format, which a label must not carry.
    header.getCell(index).style = {
      font: { bold: true, color: { argb: text }, ...(brand.fontFamily ? { name: brand.fontFamily } : {}) },
      fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: fill } },
      alignment: { vertical: 'middle' },
    };
  }
}

/** A sheet whose first row stays in view. */
export const FROZEN_HEADER: Partial<AddWorksheetOptions> = { views: [{ state: 'frozen', ySplit: 1 }] };

/**
 * Writes a table as a new sheet: styled, frozen header with an auto filter, formatted columns, then the rows,
 * each committed as it is written so a long table streams out instead of piling up.
 */
export function writeTableSheet(
  workbook: stream.xlsx.WorkbookWriter,
  name: string,
  table: ReportTable,
  brand: HeaderBrand,
): void {
  const sheet = workbook.addWorksheet(name, FROZEN_HEADER);
  const widths = columnWidths(table);
  sheet.columns = table.columns.map((column, index) => ({ key: column.key, width: widths[index] }));
  // One style object per column, shared by its cells: exceljs registers a style once per object it has seen,
  // and a fresh object per cell made a 100,000-row table spend most of its time there.
  const font = brand.fontFamily ? { font: { name: brand.fontFamily } } : {};
  const styles = table.columns.map((column) => {
    const numFmt = NUMBER_FORMATS[column.format];
    return numFmt ? { numFmt, ...font } : { ...font };
  });
  if (table.columns.length > 0) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  }
  const header = sheet.addRow(table.columns.map((column) => column.label));
  styleHeader(header, table.columns.length, brand);
  header.commit();
  for (const row of table.rows) {
    const added = sheet.addRow(table.columns.map((column) => cellValue(row[column.key], column.format)));
    styles.forEach((style, index) => {
      added.getCell(index + 1).style = style;
    });
    added.commit();
  }
  sheet.commit();
}
