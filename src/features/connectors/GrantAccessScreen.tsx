/**
 * The public grant pages /grant-access, /facebook-grant-access and /grant-google-access-new (issue 26, 000 §2): they
 * open from a shared grant link (?gct= or ?gctnew= with agency, site and framed), say which agency asks for what,
 * and start the provider's consent with the shared token instead of a session; a signed-in agency user may start
 * it with the session. The provider sends the browser back here with ?granted= or ?grantError=.
 */
import { Alert, Box, Button, Field, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState, type ReactElement } from 'react';
import { checkSharedGrant, startGrant } from '../../data/connectors';
import { MESSAGES, messageText } from '../../domain/messages';
import { userAtom } from '../../state/session.atoms';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';
import { grantErrorText } from './connections-kit';

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;

export function GrantAccessScreen({ title }: ScreenProps): ReactElement {
  const location = useRouterState({ select: (state) => state.location });
  const search = location.search as Record<string, unknown>;
  const user = useAtomValue(userAtom);
  const provider = location.pathname.startsWith('/facebook') ? 'facebook' : 'google';
  const providerName = PROVIDER_NAMES[provider];
  const token = typeof search.gctnew === 'string' ? search.gctnew : typeof search.gct === 'string' ? search.gct : '';
  const agencyId = Number(search.agency ?? user?.active_agency_id ?? 0);
  const [email, setEmail] = useState('');
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const check = useQuery({
    queryKey: ['connectors/shared-grant', agencyId, token],
    enabled: token !== '' && agencyId > 0,
    retry: false,
    queryFn: () => checkSharedGrant(agencyId, token, ''),
  });
  const agencyName =
    check.data?.agencyName || user?.AvailableAgencies.find((a) => a.id === agencyId)?.name || String(agencyId || '');

  const start = async (): Promise<void> => {
    setStarting(true);
    setFailure(null);
    try {
      const returnTo = `${location.pathname}${location.searchStr ? `${location.searchStr}&` : '?'}granted=${provider}`;
      if (token && email) await checkSharedGrant(agencyId, token, email);
      const url = await startGrant({ provider, agencyId, returnTo, ...(token ? { token } : {}) });
      window.location.assign(url);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : MESSAGES.csGrantStartFailed);
      setStarting(false);
    }
  };

  let body: ReactElement;
  if (typeof search.granted === 'string') {
    body = (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>{messageText('csGrantPageDone', { agency: agencyName })}</Alert.Title>
      </Alert.Root>
    );
  } else if (!token && !user) {
    body = <Text>{MESSAGES.csGrantPageNoToken}</Text>;
  } else if (token && (agencyId <= 0 || check.data?.valid === false || check.isError)) {
    body = (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{MESSAGES.csGrantPageBadLink}</Alert.Title>
          {check.data?.reason ? (
            <Alert.Description>{messageText('csGrantPageRefusal', { reason: check.data.reason })}</Alert.Description>
          ) : null}
        </Alert.Content>
      </Alert.Root>
    );
  } else if (token && check.isPending) {
    body = (
      <Stack gap="2" aria-busy="true" aria-label={MESSAGES.csGrantPageChecking}>
        <Skeleton height="6" />
        <Skeleton height="20" />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="4">
        <Text fontSize="lg">{messageText('csGrantPageIntro', { agency: agencyName, provider: providerName })}</Text>
        {check.data?.sharedBy ? (
          <Text color="fg.muted">{messageText('csGrantPageSharedBy', { name: check.data.sharedBy })}</Text>
        ) : null}
        <Box>
          <Heading as="h2" size="sm" mb="1">
            {MESSAGES.csGrantPageScopes}
          </Heading>
          <Text color="fg.muted">{MESSAGES.csGrantPageScopesText}</Text>
        </Box>
        {token ? (
          <Field.Root maxW="sm">
            <Field.Label>{MESSAGES.csGrantPageEmail}</Field.Label>
            <Input type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoComplete="email" />
          </Field.Root>
        ) : null}
        {typeof search.grantError === 'string' || failure ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>
              {failure ? messageText('csGrantRefused', { reason: failure }) : grantErrorText(String(search.grantError))}
            </Alert.Title>
          </Alert.Root>
        ) : null}
        <Box>
          <Button size="lg" onClick={() => void start()} loading={starting}>
            {messageText('csGrantPageStart', { provider: providerName })}
          </Button>
        </Box>
      </Stack>
    );
  }
  return (
    <Stack gap="4" p={{ base: '4', md: '8' }} maxW="2xl" mx="auto">
      {search.framed === 'true' ? null : <ScreenTitle title={title} />}
      {body}
    </Stack>
  );
}
