/** A table as CSV text: a header of labels, then raw values (percents in percent units, as the JSON calls give). */
import type { ReportTable } from './report';

/** Text a spreadsheet would run as a formula; prefixed with an apostrophe so it stays text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV (CRLF line ends) with a byte-order mark, so spreadsheet programs read it as UTF-8. */
export function tableCsv(table: ReportTable): string {
  const lines = [table.columns.map((column) => field(column.label)).join(',')];
  for (const row of table.rows) lines.push(table.columns.map((column) => field(row[column.key])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
