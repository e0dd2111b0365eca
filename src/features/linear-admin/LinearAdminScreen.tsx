import { useRouterState } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { AreaLayout } from '../../admin-kit';
import { MESSAGES } from '../../domain/messages';
import type { ScreenProps } from '../../ui/screen-props';
import { LINEAR_NAV, LINEAR_SCREENS, linearChildOf } from './children';

const NAV = LINEAR_NAV.map((entry) => ({ id: entry.id, label: entry.label, to: entry.path }));

/**
 * /linearadmin (000 §2 Advertisers): the client search, an advertiser's page, the sales tool's prospects (issue 28),
 * the sub-agency and station lists.
 */
export function LinearAdminScreen({ title, params }: ScreenProps): ReactElement {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const child = linearChildOf(pathname);
  const Screen = child ? LINEAR_SCREENS[child] : undefined;
  return (
    <AreaLayout
      navLabel={MESSAGES.laNavLabel}
      selectLabel={MESSAGES.laNavSelect}
      items={NAV}
      active={child === 'client' ? 'clients' : child === 'prospect' ? 'prospects' : child}
      current={child}
    >
      {Screen ? <Screen title={title} params={params} /> : null}
    </AreaLayout>
  );
}
