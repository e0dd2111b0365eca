import { Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { meetsRequirement } from '../../../domain/permissions';
import { AREA_RIGHTS } from '../../../domain/rights';
import { userAtom } from '../../../state/session.atoms';
import { useAgency } from '../api';
import { errorText } from '../shared';
import { AdvertisersSection } from './AdvertisersSection';
import { AgencyHeader } from './AgencyHeader';
import { QueryState } from './QueryState';
import { SettingsSection } from './SettingsSection';
import { StationsSection } from './StationsSection';
import { SubAgenciesSection } from './SubAgenciesSection';
import { UsersSection } from './UsersSection';

export interface AgencyPageProps {
  agencyId: number;
}

/**
 * /agencyAdmin/agency/{agency}: the agency's details, its settings, its sub-agencies and stations, its advertisers
 * and (for user admins) its users, stacked; each section loads, fails and retries on its own.
 */
export function AgencyPage({ agencyId }: AgencyPageProps): ReactElement {
  const user = useAtomValue(userAtom);
  const agency = useAgency(agencyId);
  const superuser = user?.is_superuser === true;
  if (!agency.data)
    return (
      <Stack gap="4">
        <QueryState
          status={agency.status}
          empty={false}
          emptyText=""
          errorText={errorText(agency.error)}
          onRetry={() => void agency.refetch()}
        >
          {null}
        </QueryState>
      </Stack>
    );
  return (
    <Stack gap="6">
      <AgencyHeader
        agency={agency.data}
        canEditTheme={meetsRequirement(user, AREA_RIGHTS.systemAdmin)}
        backToList={superuser || (user?.AvailableAgencies.length ?? 0) > 1}
      />
      <SettingsSection agency={agency.data} superuser={superuser} />
      <SubAgenciesSection agencyId={agencyId} />
      <StationsSection agencyId={agencyId} />
      <AdvertisersSection agencyId={agencyId} />
      {meetsRequirement(user, AREA_RIGHTS.userAdmin) ? <UsersSection agencyId={agencyId} /> : null}
    </Stack>
  );
}
