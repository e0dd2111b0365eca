import type * as ExcelJS from 'exceljs';
import type { Workbook } from 'exceljs';
import type { Row, TableColumn } from '../../domain/layout/dataset';
import { numberOf } from '../../domain/layout/dataset';
import { displayValue } from '../../domain/field-labels';
import type { ValueFormat } from '../../domain/metric-format';
import { saveFile } from './csv';

/** The exceljs module, as `import('exceljs')` gives it. */
export type ExcelModule = typeof ExcelJS;

/** Spreadsheet number formats by value format; percents are already in percent units (0.25 means 0.25 %). */
export const XLS_NUMBER_FORMATS: Partial<Record<ValueFormat, string>> = {
  integer: '#,##0',
  abbreviated: '#,##0',
  percent: '0.00"%"',
  currency: '$#,##0.00',
  decimal: '0.00',
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Loads exceljs on demand: it is large and only a download needs it. */
export async function loadExcel(): Promise<ExcelModule> {
  const loaded = await import('exceljs');
  // exceljs is CommonJS: bundlers and node hand it over as the default export, types describe named exports.
  return (loaded as ExcelModule & { default?: ExcelModule }).default ?? loaded;
}

/** Sheet names are at most 31 characters and exclude []:*?/\ (Excel refuses the file otherwise). */
export function sheetNameOf(title: string): string {
  const cleaned = title.replace(/[[\]:*?/\\]/g, ' ').trim();
  return (cleaned || 'Table').slice(0, 31);
}

/** Table data as a one-sheet workbook: a bold header row, raw numbers with number formats, text as text. */
export function buildWorkbook(
  excel: ExcelModule,
  columns: readonly TableColumn[],
  rows: readonly Row[],
  title = 'Table',
): Workbook {
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(sheetNameOf(title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.label,
    key: column.key,
    width: Math.min(48, Math.max(10, column.label.length + 2)),
    style: XLS_NUMBER_FORMATS[column.format] ? { numFmt: XLS_NUMBER_FORMATS[column.format] } : {},
  }));
  for (const row of rows) {
    sheet.addRow(
      columns.map((column) => {
        const value = row[column.key] ?? null;
        if (value === null || value === '') return null;
        if (XLS_NUMBER_FORMATS[column.format]) return numberOf(value) ?? String(value);
        if (typeof value === 'boolean') return String(value);
        return typeof value === 'string' ? displayValue(column.key, value) : value;
      }),
    );
  }
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEDEFF2' } };
  header.eachCell((cell) => {
    // The header keeps the column's number style otherwise; labels are text.
    cell.numFmt = '@';
  });
  return workbook;
}

/** Builds the workbook and offers it as `<fileName>.xlsx`. */
export async function downloadXlsx(
  fileName: string,
  columns: readonly TableColumn[],
  rows: readonly Row[],
): Promise<void> {
  const workbook = buildWorkbook(await loadExcel(), columns, rows, fileName);
  const buffer = await workbook.xlsx.writeBuffer();
  saveFile(`${fileName}.xlsx`, XLSX_TYPE, buffer);
}
