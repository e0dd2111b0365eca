import { useStore } from 'jotai';
import { useCallback, useState } from 'react';
import { switchAgency } from '../../data/auth-api';
import { loadRecentPages, loadSession } from '../../features/auth/session-actions';

export interface TenantSwitch {
  busy: boolean;
  error: string | null;
  switchTo: (agencyId: number, subAgencyId: number | null, stationId: number | null) => void;
}

/** Switches agency / sub-agency / station, then reloads the session (user, theme, recent pages) for it. */
export function useTenantSwitch(): TenantSwitch {
  const store = useStore();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const switchTo = useCallback(
    (agencyId: number, subAgencyId: number | null, stationId: number | null) => {
      setBusy(true);
      setError(null);
      switchAgency(agencyId, subAgencyId, stationId)
        .then(() => Promise.all([loadSession(store), loadRecentPages(store)]))
        .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)))
        .finally(() => setBusy(false));
    },
    [store],
  );
  return { busy, error, switchTo };
}
