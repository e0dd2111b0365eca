/**
 * A search paged by appending (001 §4): "Load more" asks for offset = the rows loaded and adds the answer below
 * them; a new search (its text or sort changed) starts over at offset 0, and the answer of an older search that
 * arrives late is discarded: each search is its own React Query entry, and only the current one is shown.
 */
import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';

/** One answer of the search: a slice of rows and how many match in all. */
export interface AppendPage<T> {
  items: T[];
  total: number;
}

export interface AppendSearchOptions<T> {
  /** The resource's cache key, e.g. ['tenants/agencies', 'search']; invalidating it reloads the search. */
  key: QueryKey;
  /** What identifies the search (text, sort…): a change starts a new search at offset 0. */
  search: Readonly<Record<string, string>>;
  /** Rows per request. @default 25 */
  pageSize?: number;
  fetchPage(search: Readonly<Record<string, string>>, offset: number, limit: number): Promise<AppendPage<T>>;
}

export interface AppendSearch<T> {
  /** Every row loaded for the current search, in the order the server gave them. */
  items: T[];
  /** How many match, once the first answer is in. */
  total: number | undefined;
  /** Of the first request of the current search (loading more keeps 'success'). */
  status: 'pending' | 'error' | 'success';
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "Load more" failed (the rows loaded stay). */
  loadMoreError: unknown;
  loadMore(): void;
  retry(): void;
}

/** The offset of the next request: the rows loaded, or undefined when every match is loaded. */
export function nextOffset<T>(pages: readonly AppendPage<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  const last = pages[pages.length - 1];
  if (!last || last.items.length === 0 || loaded >= last.total) return undefined;
  return loaded;
}

export function useAppendSearch<T>(options: AppendSearchOptions<T>): AppendSearch<T> {
  const { key, search, pageSize = 25, fetchPage } = options;
  const query = useInfiniteQuery<AppendPage<T>, Error, InfiniteData<AppendPage<T>, number>, QueryKey, number>({
    queryKey: [...key, search, pageSize],
    queryFn: ({ pageParam }) => fetchPage(search, pageParam, pageSize),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });
  const pages = query.data?.pages ?? [];
  const firstFailed = query.status === 'error' && pages.length === 0;
  return {
    items: pages.flatMap((page) => page.items),
    total: pages[pages.length - 1]?.total,
    status: pages.length > 0 ? 'success' : firstFailed ? 'error' : 'pending',
    error: firstFailed ? query.error : undefined,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreError: query.isFetchNextPageError ? query.error : undefined,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
