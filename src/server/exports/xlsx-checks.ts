/**
 * Checks of a written workbook shared by the builder's unit tests and the export's end-to-end API test: the
 * header labels of a sheet, and the headers that are raw field names rather than labels.
 */
import type ExcelJS from 'exceljs';
import { FIELD_CATALOGUE, fieldLabel } from '../../domain/field-labels';
import { METRIC_CATALOGUE } from '../../domain/metric-catalogue';

/** The header labels of a sheet's first row. */
export const headerOf = (worksheet: ExcelJS.Worksheet): string[] =>
  (worksheet.getRow(1).values as unknown[]).slice(1).map((value) => String(value));

/** Raw field names (catalogue keys and aliases, column keys) and each one's own label. */
const RAW_NAMES = new Map<string, string>([
  ...METRIC_CATALOGUE.flatMap((metric) =>
    [metric.key, ...(metric.aliases ?? [])].map((name): [string, string] => [name, metric.label]),
  ),
  ...Object.entries(FIELD_CATALOGUE).map(([key, field]): [string, string] => [key, field.label]),
]);

/**
 * Every header of every sheet that is a raw field name rather than a label: a header equal to a catalogue key
 * passes only when that key's own label is the same text (Clicks, Date, Publisher).
 */
export function rawHeaders(workbook: ExcelJS.Workbook, campaignTypes: readonly string[] = []): string[] {
  return workbook.worksheets
    .filter((worksheet) => worksheet.name !== 'Summary')
    .flatMap((worksheet) => headerOf(worksheet).map((header) => ({ sheet: worksheet.name, header })))
    .filter(({ header }) => {
      const own = RAW_NAMES.get(header);
      return own !== undefined && own !== header && fieldLabel(header, campaignTypes) !== header;
    })
    .map(({ sheet: name, header }) => `${name}: ${header}`);
}
