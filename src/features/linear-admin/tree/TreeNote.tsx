import { Alert, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { MESSAGES } from '../../../domain/messages';
import { canManageAgencies, useSessionUser } from '../shared/session';

/** The link to /agencyAdmin, where sub-agencies and stations are created and edited (SCREEN_AGENCY_MGMT only). */
export function ManageInAgencies({ agencyId }: { agencyId: number | null }): ReactElement | null {
  const user = useSessionUser();
  if (!canManageAgencies(user)) return null;
  return (
    <HStack>
      <Link asChild colorPalette="brand" fontSize="sm">
        <RouterLink to={agencyId ? `/agencyAdmin/agency/${agencyId}` : '/agencyAdmin/agencylist'}>
          {MESSAGES.laManageInAgencies}
        </RouterLink>
      </Link>
    </HStack>
  );
}

/** Without an active agency the lists have nothing to show. */
export function NoActiveAgency(): ReactElement {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Title>{MESSAGES.laNoActiveAgency}</Alert.Title>
    </Alert.Root>
  );
}
