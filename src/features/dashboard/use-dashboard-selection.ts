import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { parseSelection, selectionSearch, type DashboardSelection } from '../../state/selection';

/** The selection read from the URL, and a setter that writes it back (a new history entry per change). */
export function useDashboardSelection(): [DashboardSelection, (next: DashboardSelection) => void] {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const flat = useMemo(
    () => Object.fromEntries(Object.entries(search).filter((e): e is [string, string] => typeof e[1] === 'string')),
    [search],
  );
  const selection = useMemo(() => parseSelection(flat), [flat]);
  const navigate = useNavigate();
  const setSelection = useCallback(
    (next: DashboardSelection) => void navigate({ to: '/advertiser', search: selectionSearch(next) }),
    [navigate],
  );
  return [selection, setSelection];
}
