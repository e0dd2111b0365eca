/**
 * The usage report as an XLSX workbook: a title row naming the brand and the period, the header in the brand's
 * colours (frozen, with a filter), one row per agency with integer formats, and a bold totals row.
 */
import ExcelJS from 'exceljs';
import { USAGE_COLUMNS, type UsageFigures, type UsageRow } from '../../../domain/usage';
import { NUMBER_FORMATS, styleHeader, type HeaderBrand } from '../../exports/xlsx-sheet';

/** Who the workbook is from and in which colours. */
export interface UsageBrand extends HeaderBrand {
  brandName: string;
}

/** Row of the header (under the title and the blank row). */
export const USAGE_HEADER_ROW = 3;

/** The report (every listed agency and the totals) as XLSX bytes. */
export async function usageWorkbook(
  report: { from: string; to: string; items: UsageRow[]; totals: UsageFigures },
  brand: UsageBrand,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = brand.brandName;
  workbook.company = brand.brandName;
  workbook.title = `${brand.brandName} usage – ${report.from} to ${report.to}`;
  const sheet = workbook.addWorksheet('Usage', { views: [{ state: 'frozen', ySplit: USAGE_HEADER_ROW }] });
  const font = brand.fontFamily ? { name: brand.fontFamily } : {};
  const labels = ['Agency', ...USAGE_COLUMNS.map((column) => column.label)];
  sheet.columns = labels.map((label, index) => ({
    width: index === 0 ? Math.max(24, ...report.items.map((row) => row.agencyName.length + 2)) : label.length + 4,
  }));

  const title = sheet.addRow([`Usage by agency, ${report.from} to ${report.to}`]);
  title.getCell(1).font = { ...font, bold: true, size: 14 };
  sheet.addRow([]);
  const header = sheet.addRow(labels);
  styleHeader(header, labels.length, brand);
  sheet.autoFilter = {
    from: { row: USAGE_HEADER_ROW, column: 1 },
    to: { row: USAGE_HEADER_ROW, column: labels.length },
  };

  const figureRow = (name: string, figures: UsageFigures): ExcelJS.Row => {
    const row = sheet.addRow([name, ...USAGE_COLUMNS.map((column) => figures[column.key])]);
    row.eachCell((cell, column) => {
      cell.font = font;
      if (column > 1) cell.numFmt = NUMBER_FORMATS.integer!;
    });
    return row;
  };
  for (const item of report.items) figureRow(item.agencyName, item);
  const totals = figureRow('Total', report.totals);
  totals.eachCell((cell) => {
    cell.font = { ...font, bold: true };
    cell.border = { top: { style: 'thin' } };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
