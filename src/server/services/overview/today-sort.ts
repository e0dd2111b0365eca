/** Sort keys of the today view; the first is the default. */
export const TODAY_SORTS = [
  'impressions_desc',
  'impressions_asc',
  'pacing_asc',
  'pacing_desc',
  'name_asc',
  'name_desc',
] as const;

/** One sort key of the today view. */
export type TodaySort = (typeof TODAY_SORTS)[number];

/** Default order: the busiest first. */
export const DEFAULT_TODAY_SORT: TodaySort = 'impressions_desc';

interface Sortable {
  Impressions: number;
  Pacing: number | null;
}

/**
 * Sorts today-view rows. Rows without pacing (no goal) go last in both pacing orders, so "most behind first"
 * and "most ahead first" both start with rows that have a pace; ties fall back to the name.
 */
export function sortToday<T extends Sortable>(rows: T[], sortBy: TodaySort, name: (row: T) => string): T[] {
  const byName = (a: T, b: T): number => name(a).localeCompare(name(b));
  const pacing = (a: T, b: T, direction: 1 | -1): number => {
    if (a.Pacing === null || b.Pacing === null) return (a.Pacing === null ? 1 : 0) - (b.Pacing === null ? 1 : 0);
    return (a.Pacing - b.Pacing) * direction;
  };
  const compare: Record<TodaySort, (a: T, b: T) => number> = {
    impressions_desc: (a, b) => b.Impressions - a.Impressions,
    impressions_asc: (a, b) => a.Impressions - b.Impressions,
    pacing_asc: (a, b) => pacing(a, b, 1),
    pacing_desc: (a, b) => pacing(a, b, -1),
    name_asc: byName,
    name_desc: (a, b) => -byName(a, b),
  };
  return [...rows].sort((a, b) => compare[sortBy](a, b) || byName(a, b));
}
