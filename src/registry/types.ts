import type { ComponentType } from 'react';
import type { KindManifest } from '../domain/layout/catalog-types';
import type { Dataset, TableData } from '../domain/layout/dataset';

/** The breakpoint a module is laid out at: lg from 992 px of page width, sm below. */
export type Breakpoint = 'lg' | 'sm';

/** Where and how large a module renders. */
export interface ModuleSize {
  breakpoint: Breakpoint;
  /** Grid columns spanned (1–12). */
  columns: number;
}

/** A tooltip resolved from the catalogue (or the layout's own text). */
export interface ResolvedTooltip {
  key: string;
  title?: string;
  message: string;
  /** Column or metric it attaches to; absent means the module title. */
  mapKey?: string;
}

/** Paging and sorting of a self-fetching kind: the frame owns the state and fetches the page asked for. */
export interface PagingControl {
  page: number;
  perPage: number;
  total: number;
  sortBy?: string;
  sortDesc: boolean;
  onPage(page: number): void;
  onSort(field: string, desc: boolean): void;
  /** The view's filters (a status chip, a search text…), sent to the data method; none by default. */
  filters?: Readonly<Record<string, string>>;
  /** Replaces the filters and goes back to the first page. */
  onFilter?(next: Readonly<Record<string, string>>): void;
  /** The page asked for is on its way; the previous one is still shown. @default false */
  loading?: boolean;
}

/** A dated mark on the daily charts: a campaign note's day and title. */
export interface ChartAnnotation {
  /** yyyy-MM-dd. */
  date: string;
  title: string;
  /** The note's campaign; a section shows only the marks of its own campaigns. Absent: every section. */
  campaignId?: number;
}

/** What a view knows of the page around it, beyond options and data. */
export interface ViewContext {
  /** Campaign types of the selection (metric labels depend on them: Link Clicks on Social…). */
  campaignTypes: readonly string[];
  /** Print mode (exports): no animation, tables unpaged up to itemLimit. */
  print: boolean;
  /** Marks for charts with a date axis (campaign notes). @default none */
  annotations?: readonly ChartAnnotation[];
}

/** The props every view gets. Views are pure: they never fetch and never read app atoms. */
export interface ModuleViewProps<Options, Data> {
  options: Options;
  data: Data;
  size: ModuleSize;
  title?: string;
  tooltips: readonly ResolvedTooltip[];
  context: ViewContext;
  /** Only for self-fetching kinds. */
  paging?: PagingControl;
  /** Navigation asked for by controller kinds (a product tile, a campaign row…); the frame decides what it means. */
  onNavigate?: (target: NavigationTarget) => void;
  /** A region's daily series, asked for by map kinds on a click; the frame fetches it (daily-by-geo). */
  drill?: (request: DrillRequest) => Promise<Dataset>;
}

/** A region a map drills into: its geo type and value (zip, 'City, ST', state code or DMA code). */
export interface DrillRequest {
  geoType: 'ZIPCODE' | 'CITY' | 'STATE' | 'DMA';
  value: string;
}

/** A place a controller view can ask to go. */
export type NavigationTarget =
  | { kind: 'tab'; tab: string }
  | { kind: 'advertiser'; advertiserId: number; advertiserName?: string }
  | { kind: 'path'; path: string }
  | { kind: 'campaign'; campaignId: number; campaignType: string };

/** A module kind's registry entry: declarations only (Perses style). */
export interface ModuleDefinition<Options, Data> {
  /** Its kind; the manifest comes from the generated catalogue. */
  kind: string;
  View: ComponentType<ModuleViewProps<Options, Data>>;
  /** Dataset → what the view draws. Pure. */
  transform(dataset: Dataset, options: Options, context: ViewContext): Data;
  /** Whether the transformed data has nothing to show; the default is "no rows and no totals". */
  isEmpty?(data: Data, dataset: Dataset): boolean;
  /** Rows for downloads and XLS exports. */
  tableData?(data: Data, options: Options, context: ViewContext): TableData;
}

/** A loaded definition of any kind, as the registry holds it. */
// The registry stores every kind side by side; its options and data types are known only inside the kind.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyModuleDefinition = ModuleDefinition<any, any>;

/** A kind known to the registry: its manifest and how to load its view. */
export interface RegisteredKind {
  manifest: KindManifest;
  load(): Promise<AnyModuleDefinition>;
}
