/**
 * What an export knows of a dashboard once the print page has painted it: the brand, the title block, each
 * module's headline figures, table data and picture, and the period's client-visible notes. The PDF is printed
 * from the page itself; the PPT and XLS builders read only this.
 */
import type { FreshnessLineSource, FreshnessSummary } from '../../domain/freshness-line';

/**
 * How a value is written, from the metric catalogue's kind: integers, ratios (decimal), money, percents (already
 * in percent units, 12.5 means 12.5 %), durations (seconds), text.
 */
export type ValueFormat = 'integer' | 'decimal' | 'currency' | 'percent' | 'duration' | 'text';

export interface ReportBrand {
  agencyName: string;
  /** Hex colour (#rrggbb) of the agency theme. */
  primaryColor: string;
  /** Text colour on the primary colour. */
  onPrimaryColor: string;
  /** A second brand colour (hex) for accents; the primary colour when the theme has none. */
  secondaryColor?: string;
  /** The theme's font family (Lato, Montserrat, Roboto…). */
  fontFamily?: string;
  /** The agency logo as PNG bytes, when it could be rendered. */
  logoPng?: Buffer;
  /** The advertiser's own logo (uploadCustomLogo) as PNG bytes, when it has one and it could be rendered. */
  advertiserLogoPng?: Buffer;
}

export interface ReportFigure {
  /** The metric's field name, for the glossary. */
  key?: string;
  label: string;
  value: number | string | null;
  format: ValueFormat;
}

export interface ReportColumn {
  key: string;
  label: string;
  format: ValueFormat;
}

export interface ReportTable {
  columns: ReportColumn[];
  rows: Record<string, number | string | null>[];
  /** Rows the module itself shows (its item limit): the deck shows these, the workbook every row. */
  shownRows?: number;
}

export interface ReportModule {
  /** The module's id in the layout. */
  id: string;
  /** Its kind (module name), e.g. 'generic-table'. */
  kind: string;
  title: string;
  /** The words of a prose module (the campaign summary), written on its slide as text. */
  text?: string;
  figures: ReportFigure[];
  table?: ReportTable;
  /** A PNG screenshot of the module as painted, for slides. */
  image?: Buffer;
  /** Pixel size of `image`. */
  imageSize?: { width: number; height: number };
}

export interface ReportNote {
  /** yyyy-MM-dd */
  date: string;
  campaign: string;
  title: string;
  body: string;
}

export interface ExportReport {
  brand: ReportBrand;
  advertiserName: string;
  /** The product (tab) title, e.g. 'Display'. */
  productTitle: string;
  /** The campaign types of the tab (metric labels and the glossary follow them). */
  campaignTypes?: string[];
  /** yyyy-MM-dd */
  startDate: string;
  /** yyyy-MM-dd */
  endDate: string;
  /** When the report was made (ISO). */
  generatedAt: string;
  modules: ReportModule[];
  notes: ReportNote[];
  /**
   * How fresh the numbers are, as the page fetched it for its own "data through" line (issue 27): absent when no
   * campaign is in view (no number to vouch for), null when the page could not check.
   */
  freshness?: ReportFreshness | null;
}

/** One source behind the report (the contract's SourceFreshness, as the page hands it over). */
export type ReportSourceFreshness = FreshnessLineSource;

/** The sources behind the report and the earliest day among them. */
export interface ReportFreshness extends FreshnessSummary {
  sources: ReportSourceFreshness[];
}

/** The fields a report shows: every table column and every headline figure's metric. */
export function reportFields(modules: readonly ReportModule[]): string[] {
  return modules.flatMap((module) => [
    ...module.figures.map((figure) => figure.key ?? figure.label),
    ...(module.table?.columns.map((column) => column.key) ?? []),
  ]);
}
