/**
 * Server-side paging, sorting and search for every admin list (issue 20): one query-string shape
 * (`limit`, `offset`, `sort`, `dir`, `search`, plus each list's own filters) and one answer shape
 * (`{ items, total, limit, offset }`), matching the admin kit's resource table on the client.
 *
 * ```ts
 * const query = listQuery(['key', 'title', 'updatedAt'], { area: S.string(40) });
 * routes.get('/api/thing', { config: { rights }, schema: { querystring: query } }, async (request) => {
 *   const { limit, offset, sort, dir } = listWindow(request.query, 'key');
 *   ...
 *   return page(items, total, limit, offset);
 * });
 * ```
 */
import { S } from './schema';

/** Largest page an admin list serves. */
export const MAX_PAGE_SIZE = 500;
/** Page size when the caller names none. */
export const DEFAULT_PAGE_SIZE = 25;

/** The query-string schema of a list sortable by `sortable`, with extra filter parameters. */
export function listQuery<
  const K extends readonly string[],
  const F extends Record<string, unknown> = Record<never, never>,
>(sortable: K, filters: F = {} as F) {
  return S.object({
    limit: S.limit(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
    offset: S.offset(0),
    sort: { type: 'string', enum: sortable },
    dir: { type: 'string', enum: ['asc', 'desc'] as const },
    search: S.string(200),
    ...filters,
  });
}

/** What a list route reads of its query string, defaults filled. */
export interface ListWindow<K extends string> {
  limit: number;
  offset: number;
  sort: K;
  dir: 'asc' | 'desc';
  /** Trimmed; '' when absent. */
  search: string;
}

/** The paging window of a list query, with `defaultSort` when the caller names no order. */
export function listWindow<K extends string>(
  query: { limit?: number; offset?: number; sort?: K; dir?: 'asc' | 'desc'; search?: string },
  defaultSort: K,
  defaultDir: 'asc' | 'desc' = 'asc',
): ListWindow<K> {
  return {
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    offset: query.offset ?? 0,
    sort: query.sort ?? defaultSort,
    dir: query.dir ?? defaultDir,
    search: (query.search ?? '').trim(),
  };
}

/** One page of a list, as every admin list answers. */
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

/** The answer of a list route. */
export function page<T>(items: T[], total: number, limit: number, offset: number): Page<T> {
  return { items, total, limit, offset };
}

/** The response schema of a page of `item`. */
export function pageSchema<const I>(item: I) {
  return S.object(
    {
      items: { type: 'array', items: item },
      total: { type: 'integer' },
      limit: { type: 'integer' },
      offset: { type: 'integer' },
    },
    ['items', 'total', 'limit', 'offset'],
  );
}

/** A search term as a LIKE pattern matching it anywhere, its wildcards escaped (use with `escape '\'`). */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
