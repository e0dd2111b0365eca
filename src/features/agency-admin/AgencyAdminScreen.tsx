import { Skeleton, Stack } from '@chakra-ui/react';
import { Navigate, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactElement } from 'react';
import type { SessionUser } from '../../domain/user';
import { userAtom } from '../../state/session.atoms';
import type { ScreenProps } from '../../ui/screen-props';

const AgencyListScreen = lazy(() => import('./list/AgencyListScreen').then((m) => ({ default: m.AgencyListScreen })));
const AgencyPage = lazy(() => import('./page/AgencyPage').then((m) => ({ default: m.AgencyPage })));

/** The agency a path shows (/agencyAdmin/agency/{agency}), or undefined for the list. */
export function agencyOfPath(pathname: string): number | undefined {
  const match = /^\/agencyAdmin\/agency\/(\d+)\/?$/.exec(pathname);
  return match ? Number(match[1]) : undefined;
}

/** Where an agency admin of one agency lands instead of the list (000 §2: agency admins land on their own agency). */
export function landingAgency(user: SessionUser | null): number | undefined {
  if (!user || user.is_superuser || user.AvailableAgencies.length > 1) return undefined;
  return user.active_agency_id ?? user.AvailableAgencies[0]?.id;
}

function ChildSkeleton(): ReactElement {
  return (
    <Stack gap="3" aria-busy="true">
      <Skeleton height="8" width="60" />
      <Skeleton height="64" />
    </Stack>
  );
}

/** /agencyAdmin (000 §2, the user menu's Agencies): the agency list, or one agency's page. */
export function AgencyAdminScreen({ title, params }: ScreenProps): ReactElement {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const user = useAtomValue(userAtom);
  const agency = params.agency && /^\d+$/.test(params.agency) ? Number(params.agency) : agencyOfPath(pathname);
  const landing = landingAgency(user);
  if (agency === undefined && landing !== undefined) return <Navigate to={`/agencyAdmin/agency/${landing}`} replace />;
  return (
    <Suspense fallback={<ChildSkeleton />}>
      {agency === undefined ? <AgencyListScreen title={title} /> : <AgencyPage agencyId={agency} />}
    </Suspense>
  );
}
