/**
 * /connections (issue 26): the agency's credentials for agency admins, one section per provider family: Google,
 * Facebook and LinkedIn grants (GrantsSection), the shared Google grant link (SharedLinkSection), LinkedIn ad
 * accounts and CallRail accounts (AccountsSection), Site Impact API keys (SiteImpactSection).
 */
import { Alert, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState, type ReactElement } from 'react';
import { MESSAGES } from '../../domain/messages';
import { userAtom } from '../../state/session.atoms';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';
import { AccountsSection } from './AccountsSection';
import { grantErrorText } from './connections-kit';
import { GrantsSection } from './GrantsSection';
import { SharedLinkSection } from './SharedLinkSection';
import { SiteImpactSection } from './SiteImpactSection';

/** The outcome of a grant the provider sent back here (?granted=google or ?grantError=…). */
function GrantOutcome(): ReactElement | null {
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  if (typeof search.granted === 'string')
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>{MESSAGES.csGranted}</Alert.Title>
      </Alert.Root>
    );
  if (typeof search.grantError === 'string')
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{grantErrorText(search.grantError)}</Alert.Title>
      </Alert.Root>
    );
  return null;
}

export function ConnectionsScreen({ title }: ScreenProps): ReactElement {
  const user = useAtomValue(userAtom);
  const agencies = user?.AvailableAgencies ?? [];
  const [agencyId, setAgencyId] = useState<number | null>(user?.active_agency_id ?? agencies[0]?.id ?? null);
  return (
    <Stack gap="4" p={{ base: '3', md: '6' }} maxW="5xl">
      <ScreenTitle title={title} />
      <Text color="fg.muted">{MESSAGES.csConnectionsIntro}</Text>
      <GrantOutcome />
      {agencies.length > 1 ? (
        <Field.Root maxW="sm">
          <Field.Label>{MESSAGES.csAgency}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={agencyId ?? ''} onChange={(e) => setAgencyId(Number(e.currentTarget.value))}>
              {agencies.map((agency) => (
                <option key={agency.id} value={agency.id}>
                  {agency.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
      {agencyId === null ? null : (
        <Stack gap="4" key={agencyId}>
          <GrantsSection provider="google" agencyId={agencyId} />
          <SharedLinkSection agencyId={agencyId} />
          <GrantsSection provider="facebook" agencyId={agencyId} />
          <GrantsSection provider="linkedin" agencyId={agencyId} />
          <AccountsSection kind="linkedin" agencyId={agencyId} />
          <SiteImpactSection agencyId={agencyId} />
          <AccountsSection kind="call-rail" agencyId={agencyId} />
        </Stack>
      )}
    </Stack>
  );
}
