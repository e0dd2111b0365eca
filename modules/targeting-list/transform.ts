import type { Dataset, Row } from '../../src/domain/layout/dataset';
import { numberOf } from '../../src/domain/layout/dataset';
import { tacticDisplayName } from '../../src/domain/tactics';
import type { ViewContext } from '../../src/registry/types';
import { titleFor } from '../../src/ui/table/columns';
import type { TargetingListOptions, TargetingSection } from './__generated__/options';

/** Chips shown per section by default. */
export const DEFAULT_CHIPS = 12;

/** Bucket and placeholder keys the breakdown writes; they are not targeting. */
const NOT_TARGETING = new Set(['Other', 'Unknown', 'All', '']);

/** One section: its heading, the values shown and how many more there are. */
export interface TargetingGroup {
  field: string;
  title: string;
  values: readonly string[];
  more: number;
}

/** What the view draws. */
export interface TargetingListData {
  sections: readonly TargetingGroup[];
}

/** A value as shown: tactics by their display names (OTT → CTV), everything else as sent. */
export function displayValue(field: string, value: string): string {
  return field === 'CampaignType' ? tacticDisplayName(value) : value;
}

/** Distinct values of a field, largest metric total first, then alphabetically. */
export function distinctValues(rows: readonly Row[], field: string, metric: string): string[] {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const cell = row[field];
    if (cell === null || cell === undefined || typeof cell === 'boolean') continue;
    const value = displayValue(field, String(cell).trim());
    if (NOT_TARGETING.has(value)) continue;
    totals.set(value, (totals.get(value) ?? 0) + (numberOf(row[metric]) ?? 0));
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en')).map(([value]) => value);
}

function groupOf(section: TargetingSection, rows: readonly Row[], options: TargetingListOptions): TargetingGroup {
  const values = distinctValues(rows, section.field, options.metric ?? 'Impressions');
  const limit = options.itemLimit ?? DEFAULT_CHIPS;
  return {
    field: section.field,
    title: section.title ?? titleFor(section.field),
    values: values.slice(0, limit),
    more: Math.max(0, values.length - limit),
  };
}

/** Dataset → one chip section per configured field. */
export function transformTargeting(
  dataset: Dataset,
  options: TargetingListOptions,
  _context: ViewContext,
): TargetingListData {
  return { sections: options.sections.map((section) => groupOf(section, dataset.rows, options)) };
}
