/**
 * What the print page tells the export server about each module once painted: its headline figures (the
 * totals of its data) and its table (the rows it drew, under only the columns the module shows). Labels and
 * formats come from the metric catalogue, so no raw field name (`CreativeName`, `ShortDate`) or enum value
 * (`ScheduledDemo`) reaches the deck or the workbook. Pure, so it is unit-tested without a browser.
 */
import type { Dataset } from '../../domain/layout/dataset';
import { valueLabel } from '../../domain/field-labels';
import { isMetric } from '../../domain/metric-catalogue';
import { formatOf, labelFor } from '../../domain/metric-format';
import { tacticDisplayName } from '../../domain/tactics';

export type ReportValueFormat = 'integer' | 'decimal' | 'currency' | 'percent' | 'duration' | 'text';

export interface ModuleReport {
  id: string;
  kind: string;
  title: string;
  /** The words of a prose module (the campaign summary), as the page wrote them. */
  text?: string;
  figures: { key: string; label: string; value: number | string | null; format: ReportValueFormat }[];
  table?: {
    columns: { key: string; label: string; format: ReportValueFormat }[];
    rows: Record<string, number | string | null>[];
    /** Rows the module itself shows (its item limit); the deck shows these, the workbook every row. */
    shownRows?: number;
  };
}

/** The module as the layout gives it: what the report needs of it. */
export interface ReportedModule {
  id: string;
  name: string;
  title?: string;
  options?: unknown;
}

/** Headline figures per module: at most this many. */
const FIGURES = 6;

/** Modules whose words the deck writes as text (read from the painted page). */
export const TEXT_KINDS = new Set(['text-campaign-summary']);
/** Modules that are prose or controls: their picture tells it all, they carry no figures or table. */
const PROSE_KINDS = new Set(['text-campaign-summary', 'section-header', 'home-controller', 'venn-diagram']);
/** Modules that are a row of headline figures: figures, no table. */
const FIGURE_KINDS = new Set(['top-metrics', 'summary-controller']);
/**
 * Modules that show headline figures on the dashboard: the KPI rows and the cards that stand in for a chart. The
 * others (tables, charts, maps) show their rows; their totals would repeat the KPI row.
 */
const HEADLINE_KINDS = new Set([...FIGURE_KINDS, 'fallback-chart', 'campaign-stats']);
/** Titles of modules the layout leaves untitled. */
const KIND_TITLES: Readonly<Record<string, string>> = {
  'text-campaign-summary': 'Campaign Summary',
  'top-metrics': 'Performance',
  'summary-controller': 'Performance',
  'campaign-overview': 'Campaigns',
  'benchmarks-chart': 'Benchmarks',
};

function reportFormat(key: string): ReportValueFormat {
  const format = formatOf(key);
  return format === 'integer' ||
    format === 'currency' ||
    format === 'percent' ||
    format === 'decimal' ||
    format === 'duration'
    ? format
    : 'text';
}

/** Columns whose values are campaign types: shown by the tactic's name ('OTT' → 'CTV'). */
const TACTIC_FIELDS = new Set(['CampaignType', 'Tactic']);

/** A column's heading: a type column shows tactic names, so it reads Tactic; the rest from the catalogues. */
const columnLabel = (key: string, campaignTypes: readonly string[]): string =>
  labelFor(TACTIC_FIELDS.has(key) ? 'Tactic' : key, campaignTypes);

/** A cell as the report carries it: numbers as they are, enum values labelled ('MidDay' → 'Midday'). */
function cell(value: unknown, key = ''): number | string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (TACTIC_FIELDS.has(key)) return tacticDisplayName(String(value));
  return valueLabel(String(value));
}

/**
 * What a row is, for modules whose options name only metrics: the columns they draw before the figures, the
 * first of each group that the rows carry (a campaign's friendly name over its raw name).
 */
const KIND_CATEGORIES: Readonly<Record<string, readonly (readonly string[])[]>> = {
  'campaign-overview': [
    ['FriendlyName', 'CampaignName'],
    ['CampaignType', 'Tactic'],
    ['Status'],
    ['ContractStartDate'],
    ['ContractEndDate'],
  ],
  'campaign-stats': [['FriendlyName', 'CampaignName'], ['Status'], ['ContractStartDate'], ['ContractEndDate']],
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const string = (value: unknown): string[] => (typeof value === 'string' ? [value] : []);

/** The fields a module's options say it shows, categories first, in the options' order. */
export function declaredFields(options: unknown): { categories: string[]; metrics: string[] } {
  const o = (typeof options === 'object' && options !== null ? options : {}) as Record<string, unknown>;
  const sections = Array.isArray(o.sections)
    ? o.sections.flatMap((section: unknown) =>
        typeof section === 'object' && section !== null ? string((section as { field?: unknown }).field) : [],
      )
    : [];
  const listed = strings(o.columns);
  const named = [
    ...listed,
    ...string(o.labelField),
    ...string(o.dimension),
    ...sections,
    ...strings(o.metrics),
    ...string(o.metric),
    ...string(o.barMetric),
    ...string(o.lineMetric),
    ...string(o.mapMetric),
  ];
  const unique = [...new Set(named)];
  return { categories: unique.filter((key) => !isMetric(key)), metrics: unique.filter((key) => isMetric(key)) };
}

const isIdField = (key: string): boolean => /(^id$|Id$|ID$|_id$)/.test(key);

/**
 * The columns a module shows: those its options name that its rows carry. A module that names only metrics
 * (a map, a chart of one measure) keeps the text columns of its rows that say what a row is (not ids), then its
 * metrics; one that names nothing keeps every column that holds something other than zeros.
 */
export function shownColumns(options: unknown, rows: readonly Record<string, unknown>[], kind = ''): string[] {
  const present = [...new Set(rows.slice(0, 50).flatMap((row) => Object.keys(row)))].filter((key) =>
    rows.some((row) => row[key] === null || row[key] === undefined || typeof row[key] !== 'object'),
  );
  const has = (key: string): boolean => present.includes(key);
  const { categories, metrics } = declaredFields(options);
  const declaredCategories = categories.filter(has);
  const declaredMetrics = metrics.filter(has);
  if (declaredCategories.length > 0) return [...declaredCategories, ...declaredMetrics];
  const kindCategories = (KIND_CATEGORIES[kind] ?? []).flatMap((group) => group.find(has) ?? []);
  if (kindCategories.length > 0) return [...kindCategories, ...declaredMetrics];
  const describing = present.filter(
    (key) => !isMetric(key) && !isIdField(key) && rows.some((row) => typeof row[key] === 'string'),
  );
  if (declaredMetrics.length > 0) return [...describing, ...declaredMetrics];
  const meaningful = present.filter(
    (key) =>
      !isIdField(key) &&
      rows.some((row) => {
        const value = row[key];
        return typeof value === 'number' ? value !== 0 : value !== null && value !== undefined && value !== '';
      }),
  );
  return meaningful;
}

/**
 * The report of one module from the dataset it rendered: headline figures (of modules that show them) from the
 * totals, else from a single row; the table of its rows under the columns it shows.
 */
export function moduleReport(
  module: ReportedModule,
  dataset: Dataset | undefined,
  campaignTypes: readonly string[],
): ModuleReport {
  const report: ModuleReport = {
    id: module.id,
    kind: module.name,
    title: module.title?.trim() || (KIND_TITLES[module.name] ?? ''),
    figures: [],
  };
  if (!dataset || PROSE_KINDS.has(module.name)) return report;
  const { metrics } = declaredFields(module.options);
  const source = dataset.totals ?? (dataset.rows.length === 1 ? dataset.rows[0] : null);
  if (source && HEADLINE_KINDS.has(module.name)) {
    // Only the metrics the module shows; a figures-only module that names none shows its numeric totals.
    const keys = metrics.length > 0 || !FIGURE_KINDS.has(module.name) ? metrics : Object.keys(source);
    report.figures = keys
      .filter((key) => typeof source[key] === 'number' && reportFormat(key) !== 'text')
      .slice(0, FIGURES)
      .map((key) => ({
        key,
        label: columnLabel(key, campaignTypes),
        value: cell(source[key]),
        format: reportFormat(key),
      }));
  }
  if (FIGURE_KINDS.has(module.name) || dataset.rows.length === 0) return report;
  const keys = shownColumns(module.options, dataset.rows as readonly Record<string, unknown>[], module.name);
  if (keys.length === 0) return report;
  let rows = dataset.rows.map((row) => Object.fromEntries(keys.map((key) => [key, cell(row[key], key)])));
  // A list of places or names without figures (where the campaigns ran) shows each one once.
  if (keys.every((key) => !isMetric(key))) {
    const seen = new Set<string>();
    rows = rows.filter((row) => {
      const text = JSON.stringify(keys.map((key) => row[key]));
      return seen.has(text) ? false : (seen.add(text), true);
    });
  }
  const limit = (module.options as { itemLimit?: unknown } | undefined)?.itemLimit;
  report.table = {
    columns: keys.map((key) => ({ key, label: columnLabel(key, campaignTypes), format: reportFormat(key) })),
    rows,
    ...(typeof limit === 'number' && limit > 0 && limit < rows.length ? { shownRows: limit } : {}),
  };
  return report;
}

/** A module's data as one comparable text: two modules with the same text say the same thing. */
const signature = (report: ModuleReport): string => JSON.stringify([report.figures, report.table ?? null]);

/**
 * The reports with repeats removed: a module whose figures and table equal an earlier module's (the KPI
 * headline drawn twice) is left out, so the deck and the workbook show it once.
 */
export function uniqueReports(reports: readonly ModuleReport[]): ModuleReport[] {
  const seen = new Set<string>();
  return reports.filter((report) => {
    if (report.figures.length === 0 && !report.table) return true;
    const key = signature(report);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
