/**
 * The XLS export: a Summary sheet (the agency's name in its brand, the title block and every module's headline
 * figures), one sheet per module that has table data (only the columns it shows, labelled, formatted per metric
 * kind), and a Glossary sheet defining the metrics and columns shown. Written with exceljs' streaming writer so
 * long tables never sit in memory twice. The file's properties name the agency, never the portal.
 */
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { glossaryFor } from '../../domain/glossary';
import { MESSAGES } from '../../domain/messages';
import { reportFields, type ExportReport, type ReportFreshness, type ReportModule, type ReportTable } from './report';
import { freshnessTitleRow, writeFreshnessSources } from './xlsx-freshness';
import {
  cellValue,
  readableTime,
  type HeaderBrand,
  NUMBER_FORMATS,
  SheetNames,
  styleHeader,
  writeTableSheet,
  FROZEN_HEADER,
} from './xlsx-sheet';

type Writer = ExcelJS.stream.xlsx.WorkbookWriter;

/** What the file's properties say: its title, who made it and for which company. */
export interface WorkbookProperties {
  title: string;
  creator: string;
  company: string;
}

/**
 * exceljs' streaming writer writes docProps/app.xml without the company; this writes it with one. The writer's
 * `addApp` is the one place that file is made, so the replacement keeps everything else of it.
 */
function withCompany(workbook: Writer, company: string): void {
  const writer = workbook as unknown as {
    addApp?: () => Promise<void>;
    zip: { append: (xml: string, options: { name: string }) => void };
    _worksheets: unknown[];
  };
  if (typeof writer.addApp !== 'function') return;
  writer.addApp = () =>
    new Promise<void>((resolve) => {
      const escape = (text: string): string =>
        text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
      const xml =
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" ' +
        'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">' +
        `<Application>Microsoft Excel</Application><Company>${escape(company)}</Company>` +
        '<DocSecurity>0</DocSecurity><ScaleCrop>false</ScaleCrop><LinksUpToDate>false</LinksUpToDate>' +
        '<SharedDoc>false</SharedDoc><HyperlinksChanged>false</HyperlinksChanged><AppVersion>16.0300</AppVersion>' +
        '</Properties>';
      writer.zip.append(xml, { name: 'docProps/app.xml' });
      resolve();
    });
}

/** Runs `write` on a streaming workbook and returns the finished file; nothing leaves before it is complete. */
async function workbookBuffer(properties: WorkbookProperties, write: (workbook: Writer) => void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: true,
    useSharedStrings: false,
    creator: properties.creator,
    lastModifiedBy: properties.creator,
  } as ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookWriter>[0]);
  Object.assign(workbook, { title: properties.title, company: properties.company });
  withCompany(workbook, properties.company);
  write(workbook);
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** The Summary sheet: the agency in its brand, advertiser, product, range and time, then module | metric | value. */
function writeSummary(workbook: Writer, name: string, report: ExportReport, modules: ReportModule[]): void {
  const sheet = workbook.addWorksheet(name);
  const titleBlock: [string, string][] = [
    ['Advertiser', report.advertiserName],
    ['Product', report.productTitle],
    ['Date range', `${report.startDate} to ${report.endDate}`],
    ['Generated', readableTime(report.generatedAt)],
    ...freshnessTitleRow(report.freshness),
  ];
  const figures = modules.flatMap((module) => module.figures.map((figure) => ({ module, figure })));
  const longest = (texts: string[]): number => Math.min(60, Math.max(10, ...texts.map((text) => text.length + 2)));
  sheet.columns = [
    {
      width: longest([
        ...titleBlock.map(([label]) => label),
        ...figures.map(({ module }) => module.title),
        ...(report.freshness?.sources.map((source) => source.label) ?? []),
      ]),
    },
    { width: longest([...titleBlock.map(([, value]) => value), ...figures.map(({ figure }) => figure.label)]) },
    { width: 18 },
    ...(report.freshness?.sources.length ? [{ width: 20 }] : []),
  ];
  const font = report.brand.fontFamily ? { name: report.brand.fontFamily } : {};
  // The brand row spans the sheet's columns: four when the sources' block is there.
  const columns = report.freshness?.sources.length ? 4 : 3;
  const brandRow = sheet.addRow([report.brand.agencyName, ...Array<string>(columns - 1).fill('')]);
  styleHeader(brandRow, columns, report.brand);
  brandRow.getCell(1).font = { ...brandRow.getCell(1).font, size: 14 };
  brandRow.height = 24;
  brandRow.commit();
  for (const [label, value] of titleBlock) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { ...font, bold: true };
    row.getCell(2).font = font;
    row.commit();
  }
  writeFreshnessSources(sheet, report.freshness, report.brand);
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

/** The Glossary sheet: each metric and column shown, with its definition from the catalogue. */
function writeGlossary(workbook: Writer, name: string, report: ExportReport, modules: ReportModule[]): void {
  const entries = glossaryFor(reportFields(modules), report.campaignTypes ?? []);
  const table: ReportTable = {
    columns: [
      { key: 'term', label: 'Term', format: 'text' },
      { key: 'definition', label: 'Definition', format: 'text' },
    ],
    rows: entries.map((entry) => ({ term: entry.term, definition: entry.definition })),
  };
  const sheet = workbook.addWorksheet(name, FROZEN_HEADER);
  sheet.columns = [
    { key: 'term', width: Math.min(40, Math.max(12, ...entries.map((entry) => entry.term.length + 2))) },
    { key: 'definition', width: 100 },
  ];
  const header = sheet.addRow(table.columns.map((column) => column.label));
  styleHeader(header, 2, report.brand);
  header.commit();
  const font = report.brand.fontFamily ? { name: report.brand.fontFamily } : {};
  for (const entry of entries) {
    const row = sheet.addRow([entry.term, entry.definition]);
    row.getCell(1).font = { ...font, bold: true };
    row.getCell(2).font = font;
    row.getCell(2).alignment = { wrapText: true, vertical: 'top' };
    row.getCell(1).alignment = { vertical: 'top' };
    row.commit();
  }
  sheet.commit();
}

/** The file's properties: the agency and the dashboard, never the portal's name. */
function propertiesOf(report: ExportReport): WorkbookProperties {
  return {
    title: `${report.advertiserName} – ${report.productTitle} – ${report.startDate} to ${report.endDate}`,
    creator: report.brand.agencyName,
    company: report.brand.agencyName,
  };
}

/** The whole report as an XLSX file. */
export function buildWorkbook(report: ExportReport): Promise<Buffer> {
  return workbookBuffer(propertiesOf(report), (workbook) => {
    const names = new SheetNames();
    const modules = report.modules;
    writeSummary(workbook, names.next('Summary'), report, modules);
    for (const module of modules) {
      if (module.table && module.table.columns.length > 0)
        writeTableSheet(workbook, names.next(module.title || 'Table'), module.table, report.brand);
    }
    writeGlossary(workbook, names.next('Glossary'), report, modules);
  });
}

/**
 * The freshness sheet of a one-table file: the Summary's "Data freshness" row and its per-source rows, on a sheet
 * of their own so the table's sheet stays one header row and its rows (readable by a machine as it was).
 */
function writeFreshnessSheet(workbook: Writer, name: string, freshness: ReportFreshness, brand: HeaderBrand): void {
  const sheet = workbook.addWorksheet(name);
  const [label, text] = freshnessTitleRow(freshness)[0]!;
  const labels = [label, ...freshness.sources.map((source) => source.label)];
  sheet.columns = [
    { width: Math.min(40, Math.max(14, ...labels.map((l) => l.length + 2))) },
    { width: Math.min(80, Math.max(14, text.length + 2)) },
    { width: 14 },
    { width: 20 },
  ];
  const font = brand.fontFamily ? { name: brand.fontFamily } : {};
  const row = sheet.addRow([label, text]);
  row.getCell(1).font = { ...font, bold: true };
  row.getCell(2).font = font;
  row.commit();
  writeFreshnessSources(sheet, freshness, brand);
  sheet.commit();
}

/** One table as an XLSX file named after `title`; with `freshness`, a second sheet says how fresh it is. */
export function buildTableWorkbook(
  title: string,
  table: ReportTable,
  brand: HeaderBrand & { agencyName?: string },
  freshness?: ReportFreshness,
): Promise<Buffer> {
  const properties = { title, creator: brand.agencyName ?? '', company: brand.agencyName ?? '' };
  return workbookBuffer(properties, (workbook) => {
    const names = new SheetNames();
    writeTableSheet(workbook, names.next(title), table, brand);
    if (freshness) writeFreshnessSheet(workbook, names.next(MESSAGES.healthTitleFreshness), freshness, brand);
  });
}
