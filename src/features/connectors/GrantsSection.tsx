/**
 * The OAuth grants of one provider (Google, Facebook, LinkedIn) on /connections: each grant with the person's
 * picture, name, e-mail, scopes, status and expiry ("Expires within 14 days" / "3 days", expired), "Grant again"
 * when it needs re-authorisation or nears its end, "Check again" for Facebook (sync), and Disconnect after a confirm.
 */
import { Avatar, Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Section, toast } from '../../admin-kit';
import {
  CREDENTIALS_KEY,
  fetchAgencyGrants,
  removeGrant,
  startGrant,
  syncFacebookGrant,
  type AgencyGrant,
} from '../../data/connectors';
import { CONNECTION_STATE_LABELS, type CredentialProvider } from '../../domain/connectors';
import { MESSAGES, messageText } from '../../domain/messages';
import { confirmRemove, day, ItemCard, ItemList, LoadFailed, Loading, reason } from './connections-kit';

export type GrantProvider = Extract<CredentialProvider, 'google' | 'facebook' | 'linkedin'>;

export const PROVIDER_NAMES: Readonly<Record<GrantProvider, string>> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

/** Sends the browser to the provider's consent page; it comes back to /connections with ?granted= or ?grantError=. */
export async function beginGrant(provider: GrantProvider, agencyId: number): Promise<void> {
  try {
    toast.info(MESSAGES.csGrantStarting);
    window.location.assign(await startGrant({ provider, agencyId, returnTo: '/connections' }));
  } catch (error) {
    toast.error(`${MESSAGES.csGrantStartFailed} ${reason(error)}`);
  }
}

/** A scope as a person reads it: the last part of a scope URL ("…/auth/adwords" → "adwords"). */
export const scopeName = (scope: string): string => scope.replace(/\/+$/, '').split('/').pop() ?? scope;

function StatusBadge({ grant }: { grant: AgencyGrant }): ReactElement {
  if (grant.status === 'needs_reauth')
    return (
      <Badge colorPalette="red" variant="solid">
        {CONNECTION_STATE_LABELS.needs_reauth}
      </Badge>
    );
  if (grant.expiryFlag === 'expired')
    return (
      <Badge colorPalette="red" variant="solid">
        {MESSAGES.csExpired}
      </Badge>
    );
  if (grant.expiryFlag === 'urgent')
    return (
      <Badge colorPalette="red" variant="solid">
        {MESSAGES.csExpiryUrgent}
      </Badge>
    );
  if (grant.expiryFlag === 'soon')
    return (
      <Badge colorPalette="orange" variant="solid">
        {MESSAGES.csExpirySoon}
      </Badge>
    );
  return <Badge colorPalette="green">{CONNECTION_STATE_LABELS.healthy}</Badge>;
}

function GrantFacts({ grant }: { grant: AgencyGrant }): ReactElement {
  return (
    <HStack gap="3" align="start">
      <Avatar.Root size="md" flexShrink={0}>
        <Avatar.Fallback name={grant.name} />
        {grant.pictureUrl ? <Avatar.Image src={grant.pictureUrl} alt="" /> : null}
      </Avatar.Root>
      <Stack gap="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" wordBreak="break-word">
            {grant.name}
          </Text>
          <StatusBadge grant={grant} />
        </HStack>
        {grant.email && grant.email !== grant.name ? (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {grant.email}
          </Text>
        ) : null}
        {grant.status === 'needs_reauth' && grant.statusReason ? (
          <Text fontSize="sm" color="red.fg">
            {messageText('csGrantStatusReason', { reason: grant.statusReason })}
          </Text>
        ) : null}
        <Text fontSize="xs" color="fg.muted">
          {[
            grant.connectionDate ? messageText('csConnectedOn', { date: day(grant.connectionDate) }) : null,
            grant.grantExpiresAt ? messageText('csGrantValidUntil', { date: day(grant.grantExpiresAt) }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Box fontSize="xs" color="fg.muted">
          <Text as="span">{MESSAGES.csGrantScopesLabel}: </Text>
          {grant.scopes.length === 0 ? (
            <Text as="span">{MESSAGES.csGrantNoScopes}</Text>
          ) : (
            grant.scopes.map((scope) => (
              <Badge key={scope} size="sm" variant="outline" me="1" mb="1" title={scope}>
                {scopeName(scope)}
              </Badge>
            ))
          )}
        </Box>
      </Stack>
    </HStack>
  );
}

export function GrantsSection({ provider, agencyId }: { provider: GrantProvider; agencyId: number }): ReactElement {
  const client = useQueryClient();
  const grants = useQuery({ queryKey: [CREDENTIALS_KEY, agencyId], queryFn: () => fetchAgencyGrants(agencyId) });
  const refresh = () => client.invalidateQueries({ queryKey: [CREDENTIALS_KEY] });
  const remove = useMutation({
    mutationFn: (grant: AgencyGrant) => removeGrant(agencyId, grant),
    onSuccess: async () => {
      toast.success(MESSAGES.csGrantRemoved);
      await refresh();
    },
    onError: (error) => toast.error(messageText('csSaveFailed', { reason: reason(error) })),
  });
  const sync = useMutation({
    mutationFn: (grant: AgencyGrant) => syncFacebookGrant(agencyId, grant.id),
    onSuccess: async (after) => {
      if (after.status === 'needs_reauth') toast.error(MESSAGES.csGrantSyncRefused);
      else toast.success(MESSAGES.csGrantSynced);
      await refresh();
    },
    onError: (error) => toast.error(messageText('csSaveFailed', { reason: reason(error) })),
  });
  const name = PROVIDER_NAMES[provider];
  const title = messageText('csProviderAccounts', { provider: name });
  const mine = (grants.data ?? []).filter((g) => g.provider === provider);
  const askRemove = async (grant: AgencyGrant): Promise<void> => {
    const body = messageText('csRemoveGrantBody', { name: grant.email ?? grant.name });
    if (await confirmRemove(MESSAGES.csRemoveGrantTitle, body)) remove.mutate(grant);
  };
  return (
    <Section
      title={title}
      actions={
        <Button size="sm" onClick={() => void beginGrant(provider, agencyId)}>
          {messageText('csAddGrant', { provider: name })}
        </Button>
      }
    >
      {grants.isPending ? (
        <Loading />
      ) : grants.isError ? (
        <LoadFailed error={grants.error} onRetry={() => void grants.refetch()} />
      ) : mine.length === 0 ? (
        <Text color="fg.muted">{messageText('csNoGrants', { provider: name })}</Text>
      ) : (
        <ItemList label={title}>
          {mine.map((grant) => {
            const label = grant.email ?? grant.name;
            return (
              <ItemCard
                key={grant.id || grant.externalId}
                label={label}
                actions={
                  <>
                    {grant.status === 'needs_reauth' || grant.expiryFlag !== 'none' ? (
                      <Button size="xs" onClick={() => void beginGrant(provider, agencyId)}>
                        {MESSAGES.csGrantAgainButton}
                      </Button>
                    ) : null}
                    {provider === 'facebook' ? (
                      <Button
                        size="xs"
                        variant="outline"
                        loading={sync.isPending && sync.variables?.id === grant.id}
                        onClick={() => sync.mutate(grant)}
                        aria-label={`${MESSAGES.csGrantSync} ${label}`}
                      >
                        {MESSAGES.csGrantSync}
                      </Button>
                    ) : null}
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => void askRemove(grant)}>
                      {MESSAGES.csRemoveGrant}
                    </Button>
                  </>
                }
              >
                <GrantFacts grant={grant} />
              </ItemCard>
            );
          })}
        </ItemList>
      )}
    </Section>
  );
}
