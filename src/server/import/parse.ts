import { parse } from 'csv-parse/sync';

/** A data line of the file: its 1-based line number and cells by column name. */
export interface CsvRecord {
  line: number;
  cells: Record<string, string>;
}

/** The file read as a header and records, or the problems that keep it from being read at all. */
export type CsvFile = { header: string[]; records: CsvRecord[]; problems: { line: number; reason: string }[] };

/**
 * Reads CSV text: the first line is the header (names trimmed and lower-cased); blank lines are skipped. A line
 * with the wrong number of cells is a problem of that line, not of the whole file.
 */
export function readCsv(text: string): CsvFile {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text.replace(/^\uFEFF/, ''), {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    return {
      header: [],
      records: [],
      problems: [{ line, reason: `not a readable CSV file: ${(error as Error).message}` }],
    };
  }
  const [first, ...data] = rows;
  if (!first) return { header: [], records: [], problems: [{ line: 1, reason: 'the file is empty' }] };
  const header = first.record.map((name) => name.trim().toLowerCase());
  const problems: CsvFile['problems'] = [];
  const records: CsvRecord[] = [];
  for (const { record, info } of data) {
    if (record.length !== header.length) {
      problems.push({ line: info.lines, reason: `expected ${header.length} cells, found ${record.length}` });
      continue;
    }
    records.push({ line: info.lines, cells: Object.fromEntries(header.map((name, i) => [name, record[i] ?? ''])) });
  }
  return { header, records, problems };
}
