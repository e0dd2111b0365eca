import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { LogScreen } from '../../../admin-kit';
import { apiFetch } from '../../../data/rest-client';
import type { ScreenProps } from '../../../ui/screen-props';
import { auditLogConfig, type AgencyOption } from './audit-log-config';

/** Every agency the caller sees, for the agency filter. */
function useAgencyOptions(): readonly AgencyOption[] | undefined {
  return useQuery({
    queryKey: ['admin-log', 'agencies'],
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      ((await apiFetch('/api/getAgencies/', { signal })) as { agencies: AgencyOption[] }).agencies,
  }).data;
}

/**
 * The configurability log (000 §2): the audit log of every admin change, filtered by area, user, agency, object and
 * date (after six months ago by default), each entry's before/after diff, and revert where its area allows it.
 */
export function ConfigurabilityLogScreen({ title }: ScreenProps): ReactElement {
  const agencies = useAgencyOptions();
  const config = useMemo(() => auditLogConfig(title, agencies), [title, agencies]);
  return <LogScreen config={config} />;
}
