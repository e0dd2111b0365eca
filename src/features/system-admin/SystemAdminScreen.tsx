import { useRouterState } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { AreaLayout } from '../../admin-kit';
import { ROUTES } from '../../domain/routes';
import type { ScreenProps } from '../../ui/screen-props';
import { SYSTEM_CHILDREN, type SystemChildId } from './children';

const PREFIX = '/systemAdmin/';

function titleOf(id: SystemChildId): string {
  return ROUTES.find((route) => route.path === `${PREFIX}${id}`)?.title ?? id;
}

/** The children, then the health checks page (issue 27), which lives at /healthchecks/{file} outside the area. */
const NAV = [
  ...SYSTEM_CHILDREN.map(({ id }) => ({ id, label: titleOf(id), to: `${PREFIX}${id}` })),
  {
    id: 'healthchecks',
    label: ROUTES.find((route) => route.name === 'healthchecks')?.title ?? 'healthchecks',
    to: '/healthchecks/all',
  },
];

/** /systemAdmin: the side navigation and the open child's screen (the route title is the child's). */
export function SystemAdminScreen({ title, params }: ScreenProps): ReactElement {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const child = SYSTEM_CHILDREN.find(({ id }) => pathname.replace(/\/$/, '') === `${PREFIX}${id}`);
  return (
    <AreaLayout navLabel="System administration" heading="System" items={NAV} active={child?.id}>
      {child ? <child.Screen title={title} params={params} /> : null}
    </AreaLayout>
  );
}
