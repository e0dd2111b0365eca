import type { Row, TableColumn } from '../../domain/layout/dataset';
import { formatValue } from '../../domain/metric-format';

const quote = (text: string): string => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** Table data as CSV: a header of labels, then raw numbers (spreadsheets format them), text quoted when needed. */
export function toCsv(columns: readonly TableColumn[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => quote(c.label)).join(',')];
  for (const row of rows) {
    lines.push(
      columns
        .map((c) => {
          const value = row[c.key];
          if (value === null || value === undefined) return '';
          return quote(typeof value === 'number' ? String(value) : formatValue(c.key, value, 'text'));
        })
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers a file to the browser. */
export function saveFile(fileName: string, type: string, content: BlobPart): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
