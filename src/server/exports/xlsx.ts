/**
 * The XLS export: a Summary sheet (title block and every module's headline figures), then one sheet per module
 * that has table data. Written with exceljs' streaming writer so long tables never sit in memory twice.
 */
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportReport, ReportBrand, ReportTable } from './report';
import { cellValue, NUMBER_FORMATS, SheetNames, styleHeader, writeTableSheet } from './xlsx-sheet';

type Writer = ExcelJS.stream.xlsx.WorkbookWriter;
type HeaderBrand = Pick<ReportBrand, 'primaryColor' | 'onPrimaryColor'>;

/** Runs `write` on a streaming workbook and returns the finished file; nothing leaves before it is complete. */
async function workbookBuffer(write: (workbook: Writer) => void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  write(workbook);
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** The Summary sheet: agency, advertiser, product, range and time, then module | metric | value rows. */
function writeSummary(workbook: Writer, name: string, report: ExportReport): void {
  const sheet = workbook.addWorksheet(name);
  const titleBlock: [string, string][] = [
    ['Agency', report.brand.agencyName],
    ['Advertiser', report.advertiserName],
    ['Product', report.productTitle],
    ['Date range', `${report.startDate} – ${report.endDate}`],
    ['Generated at', report.generatedAt],
  ];
  const figures = report.modules.flatMap((module) => module.figures.map((figure) => ({ module, figure })));
  const longest = (texts: string[]): number => Math.min(60, Math.max(10, ...texts.map((text) => text.length + 2)));
  sheet.columns = [
    { width: longest([...titleBlock.map(([label]) => label), ...figures.map(({ module }) => module.title)]) },
    { width: longest([...titleBlock.map(([, value]) => value), ...figures.map(({ figure }) => figure.label)]) },
    { width: 18 },
  ];
  for (const [label, value] of titleBlock) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    row.commit();
  }
  sheet.addRow([]).commit();
  const header = sheet.addRow(['Module', 'Metric', 'Value']);
  styleHeader(header, 3, report.brand);
  header.commit();
  for (const { module, figure } of figures) {
    const row = sheet.addRow([module.title, figure.label, cellValue(figure.value, figure.format)]);
    const numFmt = NUMBER_FORMATS[figure.format];
    if (numFmt && typeof figure.value === 'number') row.getCell(3).numFmt = numFmt;
    row.commit();
  }
  sheet.commit();
}

/** The whole report as an XLSX file. */
export function buildWorkbook(report: ExportReport): Promise<Buffer> {
  return workbookBuffer((workbook) => {
    const names = new SheetNames();
    writeSummary(workbook, names.next('Summary'), report);
    for (const module of report.modules) {
      if (module.table) writeTableSheet(workbook, names.next(module.title), module.table, report.brand);
    }
  });
}

/** One table as a one-sheet XLSX file named after `title`. */
export function buildTableWorkbook(title: string, table: ReportTable, brand: HeaderBrand): Promise<Buffer> {
  return workbookBuffer((workbook) => writeTableSheet(workbook, new SheetNames().next(title), table, brand));
}
