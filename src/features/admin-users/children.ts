/**
 * The pages under /admin (000 §2: user management, and Feed Tools), each its own chunk, with the side navigation's
 * entries. A user's page (/admin/users/{id}) belongs to Users in the navigation.
 */
import { lazy, type ComponentType } from 'react';
import type { ScreenProps } from '../../ui/screen-props';
import { LABELS } from './labels';

export type AdminChildId = 'users' | 'user' | 'access-groups' | 'advertiser-groups' | 'feed-tools';

const users = lazy(() => import('./users/UsersScreen').then((m) => ({ default: m.UsersScreen })));
const user = lazy(() => import('./user-page/UserPage').then((m) => ({ default: m.UserPage })));
const accessGroups = lazy(() => import('./groups/AccessGroupsScreen').then((m) => ({ default: m.AccessGroupsScreen })));
const advertiserGroups = lazy(() =>
  import('./groups/AdvertiserGroupsScreen').then((m) => ({ default: m.AdvertiserGroupsScreen })),
);
const feedTools = lazy(() => import('./feed-tools/FeedToolsScreen').then((m) => ({ default: m.FeedToolsScreen })));

export const ADMIN_SCREENS: Readonly<Record<AdminChildId, ComponentType<ScreenProps>>> = {
  users,
  user,
  'access-groups': accessGroups,
  'advertiser-groups': advertiserGroups,
  'feed-tools': feedTools,
};

/** The navigation, in order; Feed Tools is titled by its route. */
export const ADMIN_NAV: readonly { id: Exclude<AdminChildId, 'user'>; path: string; label?: string }[] = [
  { id: 'users', path: '/admin/users', label: LABELS.users },
  { id: 'access-groups', path: '/admin/access-groups', label: LABELS.accessGroups },
  { id: 'advertiser-groups', path: '/admin/advertiser-groups', label: LABELS.advertiserGroups },
  { id: 'feed-tools', path: '/admin/feed-tools' },
];

/** The child a path shows (undefined for /admin itself, which redirects). */
export function adminChildOf(pathname: string): AdminChildId | undefined {
  const path = pathname.replace(/\/$/, '');
  if (/^\/admin\/users\/[^/]+$/.test(path)) return 'user';
  return ADMIN_NAV.find((entry) => entry.path === path)?.id;
}
