/**
 * A list state kept in the component rather than the URL: an agency's page shows several lists at once, and the
 * URL's one set of page/sort/q params (useListState) would drive them all. Same interface, so ResourceTable takes it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { listQueryOf, type ListDefaults, type ListState, type ListStateValue } from '../../../admin-kit';

const DEBOUNCE_MS = 300;

export function useLocalListState(defaults: ListDefaults = {}): ListState {
  const [value, setValue] = useState<ListStateValue>(() => ({
    page: 1,
    pageSize: defaults.pageSize ?? 25,
    sort: defaults.sort,
    dir: defaults.dir ?? 'asc',
    search: '',
    filters: {},
  }));
  // The query follows typing after a pause; the box shows what is typed at once.
  const [typed, setTyped] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useMemo((): ListState => {
    const patch = (changes: Partial<ListStateValue>, resetPage = true): void =>
      setValue((previous) => ({ ...previous, ...changes, ...(resetPage ? { page: 1 } : {}) }));
    return {
      state: { ...value, search: typed },
      setPage: (page) => patch({ page }, false),
      setPageSize: (pageSize) => patch({ pageSize }),
      setSort: (sort, dir = 'asc') => patch({ sort, dir }),
      setSearch: (search) => {
        setTyped(search);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => patch({ search }), DEBOUNCE_MS);
      },
      setFilter: (name, filter) =>
        setValue((previous) => {
          const filters = { ...previous.filters };
          if (filter === undefined || filter === '') delete filters[name];
          else filters[name] = filter;
          return { ...previous, filters, page: 1 };
        }),
      clearFilters: () => {
        setTyped('');
        patch({ search: '', filters: {} });
      },
      toQuery: () => listQueryOf(value),
    };
  }, [value, typed]);
}
