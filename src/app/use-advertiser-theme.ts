/**
 * 000 §6: a superuser sees the advertiser's theme. While a superuser has an advertiser open (the advertiser screen
 * with `advertiserId` in the URL), the app wears that advertiser's agency theme; on any other screen, and for
 * everyone else, the session's own theme (see `themeAtom`).
 */
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { getAdvertiserTheme } from '../data/auth-api';
import { matchRoute } from '../domain/routes';
import { hostThemeCode } from '../features/auth/session-actions';
import { advertiserThemeAtom, isSharedTokenAtom, userAtom } from '../state/session.atoms';
import { flatSearch } from './router/search';

/** The advertiser the location has open on the advertiser screen, else null. */
function openAdvertiserId(location: { pathname: string; search: unknown }): number | null {
  if (matchRoute(location.pathname)?.route.name !== 'advertiser') return null;
  const id = Number(flatSearch(location.search).advertiserId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Keeps `advertiserThemeAtom` on the open advertiser's agency theme for a superuser, and empty otherwise. */
export function useAdvertiserTheme(): void {
  const user = useAtomValue(userAtom);
  const shared = useAtomValue(isSharedTokenAtom);
  const setAdvertiserTheme = useSetAtom(advertiserThemeAtom);
  const opened = useRouterState({ select: (state) => openAdvertiserId(state.location) });
  const advertiserId = user?.is_superuser && !shared ? opened : null;
  const { data } = useQuery({
    queryKey: ['advertiser-theme', advertiserId],
    queryFn: () => getAdvertiserTheme(hostThemeCode(), advertiserId!),
    enabled: advertiserId !== null,
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    setAdvertiserTheme(advertiserId !== null ? (data ?? null) : null);
  }, [advertiserId, data, setAdvertiserTheme]);
}
