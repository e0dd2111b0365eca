/**
 * The state of one admin list (page, page size, sort, search, filters) kept in the URL's search params, so a
 * list can be linked, reloaded and gone back to. `toQuery()` is what the server's `listQuery` schema reads.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export type SortDir = 'asc' | 'desc';

export interface ListDefaults {
  sort?: string;
  dir?: SortDir;
  pageSize?: number;
  /** The search params that are this list's filters; when absent, every param the list does not own is one. */
  filterNames?: readonly string[];
}

export interface ListStateValue {
  page: number;
  pageSize: number;
  sort: string | undefined;
  dir: SortDir;
  search: string;
  filters: Record<string, string>;
}

export interface ListState {
  state: ListStateValue;
  setPage(page: number): void;
  setPageSize(size: number): void;
  setSort(sort: string | undefined, dir?: SortDir): void;
  /** Debounced: the URL (and so the query) follows typing after a short pause; `state.search` is immediate. */
  setSearch(search: string): void;
  setFilter(name: string, value: string | undefined): void;
  /** Clears every filter and the search. */
  clearFilters(): void;
  /** The server's query string: limit, offset, sort, dir, search and the filters. */
  toQuery(): Record<string, string>;
}

/** The page sizes the table offers (the server allows up to 500). */
export const PAGE_SIZES = [10, 25, 50, 100, 250, 500] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const SEARCH_DEBOUNCE_MS = 300;

/** The URL params the list itself uses; every other param is a filter only when named by setFilter. */
const OWN_PARAMS = ['page', 'size', 'sort', 'dir', 'q'] as const;

/** A search param as text: the app's router keeps flat strings, a default router may have parsed numbers. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function positive(value: unknown, fallback: number): number {
  const n = Number(text(value));
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** Reads the list's state out of the URL's search params. */
export function readListState(search: Readonly<Record<string, unknown>>, defaults: ListDefaults = {}): ListStateValue {
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    const t = text(value);
    if (t === undefined || t === '' || (OWN_PARAMS as readonly string[]).includes(key)) continue;
    if (!defaults.filterNames || defaults.filterNames.includes(key)) filters[key] = t;
  }
  const dir = text(search.dir);
  return {
    page: positive(search.page, 1),
    pageSize: Math.min(positive(search.size, defaults.pageSize ?? DEFAULT_PAGE_SIZE), 500),
    sort: text(search.sort) || defaults.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : (defaults.dir ?? 'asc'),
    search: text(search.q) ?? '',
    filters,
  };
}

/** The server query of a list state (listQuery: limit, offset, sort, dir, search, then the filters). */
export function listQueryOf(state: ListStateValue): Record<string, string> {
  const query: Record<string, string> = {
    ...state.filters,
    limit: String(state.pageSize),
    offset: String((state.page - 1) * state.pageSize),
    dir: state.dir,
  };
  if (state.sort) query.sort = state.sort;
  if (state.search.trim()) query.search = state.search.trim();
  return query;
}

type SearchPatch = Record<string, string | undefined>;

/**
 * The list state of the current route. Filters are any other search params of the route (a screen names the ones
 * it reads with setFilter); changing search, sort, size or a filter goes back to page 1.
 */
export function useListState(defaults: ListDefaults = {}): ListState {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const { sort: defaultSort, dir: defaultDir, pageSize: defaultSize, filterNames } = defaults;
  const filterKey = filterNames?.join('\n');
  const fromUrl = useMemo(
    () =>
      readListState(search, {
        sort: defaultSort,
        dir: defaultDir,
        pageSize: defaultSize,
        filterNames: filterKey === undefined ? undefined : filterKey.split('\n'),
      }),
    [search, defaultSort, defaultDir, defaultSize, filterKey],
  );

  const patch = useCallback(
    (changes: SearchPatch, resetPage: boolean) => {
      void navigate({
        to: '.',
        replace: true,
        search: (previous: Record<string, unknown>) => {
          const next: Record<string, unknown> = { ...previous };
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') delete next[key];
            else next[key] = value;
          }
          if (resetPage) delete next.page;
          return next;
        },
      } as never);
    },
    [navigate],
  );

  // The search box shows what is typed at once; the URL follows after a pause.
  const [typed, setTyped] = useState(fromUrl.search);
  const [seenUrlSearch, setSeenUrlSearch] = useState(fromUrl.search);
  if (seenUrlSearch !== fromUrl.search) {
    setSeenUrlSearch(fromUrl.search);
    setTyped(fromUrl.search);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setSearch = useCallback(
    (value: string) => {
      setTyped(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => patch({ q: value.trim() === '' ? undefined : value }, true), SEARCH_DEBOUNCE_MS);
    },
    [patch],
  );

  const state = useMemo(() => ({ ...fromUrl, search: typed }), [fromUrl, typed]);

  return useMemo(
    (): ListState => ({
      state,
      setPage: (page) => patch({ page: page <= 1 ? undefined : String(page) }, false),
      setPageSize: (size) =>
        patch({ size: size === (defaultSize ?? DEFAULT_PAGE_SIZE) ? undefined : String(size) }, true),
      setSort: (sort, dir = 'asc') => patch({ sort, dir: sort ? dir : undefined }, true),
      setSearch,
      setFilter: (name, value) => patch({ [name]: value }, true),
      clearFilters: () => {
        clearTimeout(timer.current);
        setTyped('');
        patch({ q: undefined, ...Object.fromEntries(Object.keys(fromUrl.filters).map((k) => [k, undefined])) }, true);
      },
      // The query follows the URL (debounced search), not every keystroke.
      toQuery: () => listQueryOf(fromUrl),
    }),
    [state, patch, setSearch, defaultSize, fromUrl],
  );
}
