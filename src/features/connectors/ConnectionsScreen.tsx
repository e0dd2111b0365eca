/**
 * /connections (issue 26): the agency's credentials for agency admins: Google, Facebook and LinkedIn grants ("Add"
 * starts the OAuth grant; expiry flags at 14 and 3 days; needs re-authorisation with "Grant again"; remove after a
 * confirm), the shared Google grant link to copy, Site Impact API keys, LinkedIn ad accounts and CallRail accounts.
 */
import { Alert, Badge, Box, Button, Field, HStack, Input, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent, type ReactElement } from 'react';
import { confirm, KIT_TEXTS, Section, toast } from '../../admin-kit';
import {
  ACCOUNTS_KEY,
  addAgencyAccount,
  addSiteImpactKey,
  createSharedGoogleLink,
  CREDENTIALS_KEY,
  editSiteImpactKey,
  fetchAgencyAccounts,
  fetchAgencyGrants,
  fetchSiteImpactKeys,
  removeAgencyAccount,
  removeGrant,
  removeSiteImpactKey,
  SITE_IMPACT_KEY,
  startGrant,
  type AccountKind,
  type AgencyGrant,
  type SiteImpactKey,
} from '../../data/connectors';
import { CONNECTION_STATE_LABELS, type CredentialProvider } from '../../domain/connectors';
import { MESSAGES, messageText } from '../../domain/messages';
import { userAtom } from '../../state/session.atoms';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';
import { formatDay } from './format';

type GrantProvider = Extract<CredentialProvider, 'google' | 'facebook' | 'linkedin'>;

const PROVIDER_NAMES: Readonly<Record<GrantProvider, string>> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function Loading(): ReactElement {
  return (
    <Stack gap="2" aria-busy="true" aria-label={KIT_TEXTS.loading}>
      <Skeleton height="10" />
      <Skeleton height="10" />
    </Stack>
  );
}

/** Sends the browser to the provider's consent page. */
async function beginGrant(provider: GrantProvider, agencyId: number): Promise<void> {
  try {
    toast.info(MESSAGES.csGrantStarting);
    window.location.assign(await startGrant({ provider, agencyId, returnTo: '/connections' }));
  } catch (error) {
    toast.error(`${MESSAGES.csGrantStartFailed} ${reason(error)}`);
  }
}

function ExpiryBadge({ grant }: { grant: AgencyGrant }): ReactElement | null {
  if (grant.status === 'needs_reauth')
    return (
      <Badge colorPalette="red" variant="solid">
        {CONNECTION_STATE_LABELS.needs_reauth}
      </Badge>
    );
  if (grant.expiryFlag === 'soon') return <Badge colorPalette="orange">{MESSAGES.csExpirySoon}</Badge>;
  if (grant.expiryFlag === 'urgent')
    return (
      <Badge colorPalette="red" variant="solid">
        {MESSAGES.csExpiryUrgent}
      </Badge>
    );
  if (grant.expiryFlag === 'expired')
    return (
      <Badge colorPalette="red" variant="solid">
        {MESSAGES.csExpired}
      </Badge>
    );
  return null;
}

function GrantsSection({ provider, agencyId }: { provider: GrantProvider; agencyId: number }): ReactElement {
  const client = useQueryClient();
  const grants = useQuery({ queryKey: [CREDENTIALS_KEY, agencyId], queryFn: () => fetchAgencyGrants(agencyId) });
  const remove = useMutation({
    mutationFn: (grant: AgencyGrant) => removeGrant(agencyId, grant),
    onSuccess: async () => {
      toast.success(MESSAGES.csGrantRemoved);
      await client.invalidateQueries({ queryKey: [CREDENTIALS_KEY] });
    },
    onError: (error) => toast.error(messageText('csSaveFailed', { reason: reason(error) })),
  });
  const name = PROVIDER_NAMES[provider];
  const title = messageText('csProviderAccounts', { provider: name });
  const mine = (grants.data ?? []).filter((g) => g.provider === provider);
  const askRemove = async (grant: AgencyGrant): Promise<void> => {
    const yes = await confirm({
      title: MESSAGES.csRemoveGrantTitle,
      body: messageText('csRemoveGrantBody', { name: grant.email ?? grant.name }),
      confirmLabel: MESSAGES.csRemoveGrant,
      danger: true,
    });
    if (yes) remove.mutate(grant);
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
        <HStack role="alert" gap="3" wrap="wrap">
          <Text>{MESSAGES.csGrantsFailed}</Text>
          <Button size="sm" variant="outline" onClick={() => void grants.refetch()}>
            {KIT_TEXTS.retry}
          </Button>
        </HStack>
      ) : mine.length === 0 ? (
        <Text color="fg.muted">{messageText('csNoGrants', { provider: name })}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={title}>
          {mine.map((grant) => (
            <Box
              as="li"
              key={grant.id || grant.externalId}
              borderWidth="1px"
              borderRadius="md"
              p="3"
              aria-label={grant.email ?? grant.name}
            >
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold" wordBreak="break-word">
                    {grant.name}
                  </Text>
                  {grant.email && grant.email !== grant.name ? (
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                      {grant.email}
                    </Text>
                  ) : null}
                  {grant.connectionDate ? (
                    <Text fontSize="xs" color="fg.muted">
                      {messageText('csConnectedOn', { date: formatDay(grant.connectionDate) })}
                    </Text>
                  ) : null}
                </Stack>
                <HStack gap="2" wrap="wrap">
                  <ExpiryBadge grant={grant} />
                  {grant.status === 'needs_reauth' || grant.expiryFlag !== 'none' ? (
                    <Button size="xs" onClick={() => void beginGrant(provider, agencyId)}>
                      {MESSAGES.csGrantAgainButton}
                    </Button>
                  ) : null}
                  {provider === 'linkedin' ? null : (
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => void askRemove(grant)}>
                      {MESSAGES.csRemoveGrant}
                    </Button>
                  )}
                </HStack>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function SharedLinkSection({ agencyId }: { agencyId: number }): ReactElement {
  const create = useMutation({
    mutationFn: () => createSharedGoogleLink(agencyId),
    onError: (error) => toast.error(reason(error)),
  });
  const copy = async (link: string): Promise<void> => {
    await navigator.clipboard?.writeText(link);
    toast.success(MESSAGES.csSharedLinkCopied);
  };
  return (
    <Section title={MESSAGES.csSharedLinkTitle}>
      <Text color="fg.muted">{MESSAGES.csSharedLinkIntro}</Text>
      {create.data ? (
        <Stack gap="2">
          <Field.Root>
            <Field.Label>{MESSAGES.csSharedLinkLabel}</Field.Label>
            <Input readOnly value={create.data.link} onFocus={(e) => e.currentTarget.select()} />
            {create.data.expiresAt ? (
              <Field.HelperText>
                {messageText('csSharedLinkExpires', { date: formatDay(create.data.expiresAt) })}
              </Field.HelperText>
            ) : null}
          </Field.Root>
          <Box>
            <Button size="sm" onClick={() => void copy(create.data.link)}>
              {MESSAGES.csSharedLinkCopy}
            </Button>
          </Box>
        </Stack>
      ) : (
        <Box>
          <Button size="sm" variant="outline" loading={create.isPending} onClick={() => create.mutate()}>
            {MESSAGES.csSharedLinkCreate}
          </Button>
        </Box>
      )}
    </Section>
  );
}

interface PairFormProps {
  first: string;
  second: string;
  initial?: [string, string];
  secondOptional?: boolean;
  onSubmit(first: string, second: string): Promise<void>;
  onCancel(): void;
}

/** Two text fields and Save / Cancel (a key's name and value, an account's id and name). */
function PairForm({ first, second, initial, secondOptional, onSubmit, onCancel }: PairFormProps): ReactElement {
  const [a, setA] = useState(initial?.[0] ?? '');
  const [b, setB] = useState(secondOptional ? '' : (initial?.[1] ?? ''));
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(a.trim(), b.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box as="form" onSubmit={(e: FormEvent) => void submit(e)} borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="3">
        <Field.Root required>
          <Field.Label>{first}</Field.Label>
          <Input value={a} onChange={(e) => setA(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root required={!secondOptional}>
          <Field.Label>{second}</Field.Label>
          <Input value={b} onChange={(e) => setB(e.currentTarget.value)} autoComplete="off" />
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" size="sm" loading={busy} disabled={!a.trim() || (!secondOptional && !b.trim())}>
            {KIT_TEXTS.save}
          </Button>
          <Button size="sm" variant="outline" onClick={onCancel}>
            {KIT_TEXTS.cancel}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

function SiteImpactSection({ agencyId }: { agencyId: number }): ReactElement {
  const client = useQueryClient();
  const keys = useQuery({ queryKey: [SITE_IMPACT_KEY, agencyId], queryFn: () => fetchSiteImpactKeys(agencyId) });
  const [editing, setEditing] = useState<SiteImpactKey | 'new' | null>(null);
  const done = async (): Promise<void> => {
    setEditing(null);
    toast.success(MESSAGES.csSaved);
    await client.invalidateQueries({ queryKey: [SITE_IMPACT_KEY] });
  };
  const save = async (name: string, apiKey: string): Promise<void> => {
    try {
      if (editing === 'new') await addSiteImpactKey(agencyId, name, apiKey);
      else if (editing) await editSiteImpactKey(agencyId, editing.name, name, apiKey);
      await done();
    } catch (error) {
      toast.error(messageText('csSaveFailed', { reason: reason(error) }));
    }
  };
  const remove = async (key: SiteImpactKey): Promise<void> => {
    const yes = await confirm({
      title: MESSAGES.csSiteImpactRemoveTitle,
      body: messageText('csSiteImpactRemoveBody', { name: key.name }),
      confirmLabel: MESSAGES.csRemoveGrant,
      danger: true,
    });
    if (!yes) return;
    try {
      await removeSiteImpactKey(agencyId, key.name);
      await done();
    } catch (error) {
      toast.error(messageText('csSaveFailed', { reason: reason(error) }));
    }
  };
  return (
    <Section
      title={MESSAGES.csSiteImpactTitle}
      actions={
        <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
          {MESSAGES.csSiteImpactAdd}
        </Button>
      }
    >
      {editing ? (
        <PairForm
          first={MESSAGES.csSiteImpactName}
          second={MESSAGES.csSiteImpactKey}
          initial={editing === 'new' ? undefined : [editing.name, '']}
          secondOptional={editing !== 'new'}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {keys.isPending ? (
        <Loading />
      ) : (keys.data ?? []).length === 0 ? (
        <Text color="fg.muted">{MESSAGES.csSiteImpactEmpty}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={MESSAGES.csSiteImpactTitle}>
          {keys.data!.map((key) => (
            <HStack as="li" key={key.id} justify="space-between" wrap="wrap" borderWidth="1px" borderRadius="md" p="3">
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold">{key.name}</Text>
                <Text fontSize="sm" color="fg.muted" fontFamily="mono">
                  {key.apiKey}
                </Text>
              </Stack>
              <HStack gap="2">
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setEditing(key)}
                  aria-label={`${MESSAGES.csEdit} ${key.name}`}
                >
                  {MESSAGES.csEdit}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => void remove(key)}
                  aria-label={`${MESSAGES.csRemoveGrant} ${key.name}`}
                >
                  {MESSAGES.csRemoveGrant}
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
    </Section>
  );
}

const ACCOUNT_TEXTS: Readonly<
  Record<AccountKind, { title: string; empty: string; add: string; id: string; name: string }>
> = {
  linkedin: {
    title: MESSAGES.csLinkedinAccountsTitle,
    empty: MESSAGES.csLinkedinAccountsEmpty,
    add: MESSAGES.csLinkedinAccountAdd,
    id: MESSAGES.csLinkedinAccountId,
    name: MESSAGES.csLinkedinAccountName,
  },
  'call-rail': {
    title: MESSAGES.csCallRailTitle,
    empty: MESSAGES.csCallRailEmpty,
    add: MESSAGES.csCallRailAdd,
    id: MESSAGES.csCallRailAccountId,
    name: MESSAGES.csCallRailAccountName,
  },
};

function AccountsSection({ kind, agencyId }: { kind: AccountKind; agencyId: number }): ReactElement {
  const client = useQueryClient();
  const texts = ACCOUNT_TEXTS[kind];
  const accounts = useQuery({
    queryKey: [ACCOUNTS_KEY, kind, agencyId],
    queryFn: () => fetchAgencyAccounts(kind, agencyId),
  });
  const [adding, setAdding] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: [ACCOUNTS_KEY, kind] });
  const add = async (accountId: string, name: string): Promise<void> => {
    try {
      await addAgencyAccount(kind, agencyId, { accountId, name });
      setAdding(false);
      toast.success(MESSAGES.csSaved);
      await refresh();
    } catch (error) {
      toast.error(messageText('csSaveFailed', { reason: reason(error) }));
    }
  };
  const remove = async (name: string): Promise<void> => {
    const yes = await confirm({
      title: MESSAGES.csAccountRemoveTitle,
      body: messageText('csAccountRemoveBody', { name }),
      confirmLabel: MESSAGES.csRemoveGrant,
      danger: true,
    });
    if (!yes) return;
    try {
      await removeAgencyAccount(kind, agencyId, name);
      toast.success(MESSAGES.csSaved);
      await refresh();
    } catch (error) {
      toast.error(messageText('csSaveFailed', { reason: reason(error) }));
    }
  };
  return (
    <Section
      title={texts.title}
      actions={
        <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
          {texts.add}
        </Button>
      }
    >
      {adding ? (
        <PairForm first={texts.id} second={texts.name} onSubmit={add} onCancel={() => setAdding(false)} />
      ) : null}
      {accounts.isPending ? (
        <Loading />
      ) : (accounts.data ?? []).length === 0 ? (
        <Text color="fg.muted">{texts.empty}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={texts.title}>
          {accounts.data!.map((account) => (
            <HStack
              as="li"
              key={account.name}
              justify="space-between"
              wrap="wrap"
              borderWidth="1px"
              borderRadius="md"
              p="3"
            >
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold">{account.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {account.accountId}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => void remove(account.name)}
                aria-label={`${MESSAGES.csRemoveGrant} ${account.name}`}
              >
                {MESSAGES.csRemoveGrant}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Section>
  );
}

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
        <Alert.Title>{messageText('csGrantRefused', { reason: search.grantError })}</Alert.Title>
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
