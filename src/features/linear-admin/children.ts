/**
 * The pages under /linearadmin (000 §2 Advertisers), each its own chunk, with the side navigation's entries. An
 * advertiser's page (/linearadmin/clients/{id}) belongs to Clients in the navigation, a prospect's page
 * (/linearadmin/prospects/{id}, the sales tool of issue 28) to Prospects.
 */
import { lazy, type ComponentType } from 'react';
import type { ScreenProps } from '../../ui/screen-props';
import { LABELS } from './labels';

export type LinearChildId = 'clients' | 'client' | 'prospects' | 'prospect' | 'subagencies' | 'stations';

const clients = lazy(() => import('./clients/ClientsScreen').then((m) => ({ default: m.ClientsScreen })));
const client = lazy(() => import('./advertiser/AdvertiserPage').then((m) => ({ default: m.AdvertiserPage })));
const prospects = lazy(() => import('./sales/ProspectsScreen').then((m) => ({ default: m.ProspectsScreen })));
const prospect = lazy(() => import('./sales/ProspectPage').then((m) => ({ default: m.ProspectPage })));
const subagencies = lazy(() => import('./tree/SubAgenciesScreen').then((m) => ({ default: m.SubAgenciesScreen })));
const stations = lazy(() => import('./tree/StationsScreen').then((m) => ({ default: m.StationsScreen })));

export const LINEAR_SCREENS: Readonly<Record<LinearChildId, ComponentType<ScreenProps>>> = {
  clients,
  client,
  prospects,
  prospect,
  subagencies,
  stations,
};

/** The navigation, in order. */
export const LINEAR_NAV: readonly { id: Exclude<LinearChildId, 'client' | 'prospect'>; path: string; label: string }[] =
  [
    { id: 'clients', path: '/linearadmin/clients', label: LABELS.clients },
    { id: 'prospects', path: '/linearadmin/prospects', label: LABELS.prospects },
    { id: 'subagencies', path: '/linearadmin/subagencies', label: LABELS.subAgencies },
    { id: 'stations', path: '/linearadmin/stations', label: LABELS.stations },
  ];

/** The child a path shows (undefined for /linearadmin itself, which redirects). */
export function linearChildOf(pathname: string): LinearChildId | undefined {
  const path = pathname.replace(/\/$/, '');
  if (/^\/linearadmin\/clients\/[^/]+$/.test(path)) return 'client';
  if (/^\/linearadmin\/prospects\/[^/]+$/.test(path)) return 'prospect';
  return LINEAR_NAV.find((entry) => entry.path === path)?.id;
}
