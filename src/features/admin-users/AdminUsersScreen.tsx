import { useRouterState } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { AreaLayout } from '../../admin-kit';
import { MESSAGES } from '../../domain/messages';
import { ROUTES } from '../../domain/routes';
import type { ScreenProps } from '../../ui/screen-props';
import { ADMIN_NAV, ADMIN_SCREENS, adminChildOf } from './children';

function labelOf(entry: (typeof ADMIN_NAV)[number]): string {
  return entry.label ?? ROUTES.find((route) => route.path === entry.path)?.title ?? entry.id;
}

const NAV = ADMIN_NAV.map((entry) => ({ id: entry.id, label: labelOf(entry), to: entry.path }));

/** /admin (000 §2): user management (users, a user's page, access and advertiser groups) and Feed Tools. */
export function AdminUsersScreen({ title, params }: ScreenProps): ReactElement {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const child = adminChildOf(pathname);
  const Screen = child ? ADMIN_SCREENS[child] : undefined;
  return (
    <AreaLayout
      navLabel={MESSAGES.muNavLabel}
      selectLabel={MESSAGES.muNavSelect}
      items={NAV}
      active={child === 'user' ? 'users' : child}
      current={child}
    >
      {Screen ? <Screen title={title} params={params} /> : null}
    </AreaLayout>
  );
}
