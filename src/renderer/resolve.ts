/**
 * The pure part of interpreting a layout: which modules show, with which title and options, how wide, whether
 * their data passes the layout's checks, and which tooltips they carry. The React parts only call these.
 */
import type { GridSpan, WidthSpec } from '../domain/layout/catalog-types';
import type { Dataset, Row } from '../domain/layout/dataset';
import { numberOf } from '../domain/layout/dataset';
import type { Module } from '../domain/layout/validate';
import type { Breakpoint, ResolvedTooltip } from '../registry/types';

/** What overrides can be conditioned on. */
export interface RenderConditions {
  tab: string;
  campaignTypes: readonly string[];
  breakpoint: Breakpoint;
  viewer: 'agency' | 'advertiser' | 'guest';
  singleCampaign: boolean;
  print: boolean;
}

/** A module after its overrides: what the frame renders. */
export interface EffectiveModule {
  title?: string;
  disabled: boolean;
  options: Record<string, unknown>;
}

/** Whether every condition of an override's `when` holds. */
export function overrideApplies(when: NonNullable<Module['overrides']>[number]['when'], at: RenderConditions): boolean {
  if (when.tabs && !when.tabs.includes(at.tab)) return false;
  if (when.campaignTypes && !when.campaignTypes.some((type) => at.campaignTypes.includes(type))) return false;
  if (when.breakpoint && when.breakpoint !== at.breakpoint) return false;
  if (when.viewer && when.viewer !== at.viewer) return false;
  if (when.singleCampaign !== undefined && when.singleCampaign !== at.singleCampaign) return false;
  if (when.print !== undefined && when.print !== at.print) return false;
  return true;
}

/** Applies the overrides that hold, in order: title and disabled replaced, options merged over. */
export function applyOverrides(
  module: Module,
  initialOptions: Record<string, unknown>,
  at: RenderConditions,
): EffectiveModule {
  let result: EffectiveModule = {
    title: module.title,
    disabled: module.disabled ?? false,
    options: { ...(module.options ?? initialOptions) },
  };
  for (const override of module.overrides ?? []) {
    if (!overrideApplies(override.when, at)) continue;
    result = {
      title: override.title ?? result.title,
      disabled: override.disabled ?? result.disabled,
      options: { ...result.options, ...(override.options ?? {}) },
    };
  }
  return result;
}

const NAMED: Record<'Half' | 'Full', { lg: GridSpan; sm: GridSpan }> = {
  Half: { lg: { w: 6 }, sm: { w: 12 } },
  Full: { lg: { w: 12 }, sm: { w: 12 } },
};

/** The module's span at a breakpoint: its own breakpoints, else its kind's default size. */
export function gridSpan(own: WidthSpec | undefined, kindDefault: WidthSpec, breakpoint: Breakpoint): GridSpan {
  const spec = own ?? kindDefault;
  return (typeof spec === 'string' ? NAMED[spec] : spec)[breakpoint];
}

/** Reads a dotted path (`rows`, `totals.Impressions`, `meta.totalRows`) from a dataset. */
function readPath(dataset: Dataset, path: string): unknown {
  let value: unknown = dataset;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The data checks that fail on a dataset: present (not null), nonEmpty (a non-empty list), positive (> 0). */
export function failedChecks(checks: Module['dataChecks'], dataset: Dataset): string[] {
  return (checks ?? [])
    .filter(({ path, test }) => {
      const value = readPath(dataset, path);
      if (test === 'present') return value === undefined || value === null;
      if (test === 'nonEmpty')
        return !(Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '');
      const n = numberOf(typeof value === 'number' || typeof value === 'string' ? value : null);
      return n === null || n <= 0;
    })
    .map(({ path, test }) => `${path} ${test}`);
}

const isZeroMetricRow = (row: Row): boolean => {
  const numbers = Object.values(row).filter((v): v is number => typeof v === 'number');
  return numbers.length > 0 && numbers.every((v) => v === 0);
};

/** hideZeros: drops rows whose numeric fields are all zero. */
export function withoutZeroRows(dataset: Dataset): Dataset {
  return { ...dataset, rows: dataset.rows.filter((row) => !isZeroMetricRow(row)) };
}

/** Whether a dataset carries anything: a row, or a totals row with a number above zero. */
export function hasData(dataset: Dataset): boolean {
  if (dataset.rows.length > 0) return true;
  return Object.values(dataset.totals ?? {}).some((v) => typeof v === 'number' && v !== 0);
}

/** Looks a tooltip key up in the catalogue. */
export type TooltipCatalog = (key: string) => { title?: string; message: string } | undefined;

/** A module's tooltips with their texts: the layout's message wins, else the catalogue's; keys with no text drop. */
export function resolveTooltips(tooltips: Module['tooltips'], catalog: TooltipCatalog): ResolvedTooltip[] {
  return (tooltips ?? []).flatMap((tooltip) => {
    const entry = catalog(tooltip.key);
    const message = tooltip.message ?? entry?.message;
    if (!message) return [];
    const title = tooltip.title ?? entry?.title;
    return [
      { key: tooltip.key, message, ...(title ? { title } : {}), ...(tooltip.mapKey ? { mapKey: tooltip.mapKey } : {}) },
    ];
  });
}
