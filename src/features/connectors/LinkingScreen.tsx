/**
 * /linking/$advertiserId (issue 26): every source of the registry with its state (not linked, linked, backfilling
 * with progress, healthy with the date its data runs through, needs re-authorisation with the way to the
 * Connections page); a source opens its setup. /linking/$advertiserId/$source shows that setup.
 */
import {
  Badge,
  Box,
  Breadcrumb,
  Button,
  Heading,
  HStack,
  Link,
  Progress,
  Skeleton,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { Suspense, type ReactElement } from 'react';
import { CONNECTOR_LIST, CONNECTORS } from '../../../connectors';
import { LINK_PANELS } from '../../../connectors/panels';
import { KIT_TEXTS, PageSkeleton } from '../../admin-kit';
import { fetchSyncStatus, SYNC_STATUS_KEY, type SourceStatus } from '../../data/connectors';
import { isRecord } from '../../data/narrow';
import { apiFetch } from '../../data/rest-client';
import {
  CONNECTION_STATE_LABELS,
  CONNECTOR_IDS,
  type ConnectionState,
  type ConnectorId,
} from '../../domain/connectors';
import { formatDate } from '../../domain/format';
import { MESSAGES, messageText } from '../../domain/messages';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';

const STATE_PALETTE: Readonly<Record<ConnectionState, string>> = {
  not_linked: 'gray',
  linked: 'blue',
  backfilling: 'orange',
  healthy: 'green',
  needs_reauth: 'red',
};

/** The state badge of a source. */
export function StateBadge({ state }: { state: ConnectionState }): ReactElement {
  return (
    <Badge colorPalette={STATE_PALETTE[state]} variant="subtle">
      {CONNECTION_STATE_LABELS[state]}
    </Badge>
  );
}

function notLinked(source: ConnectorId): SourceStatus {
  return {
    source,
    state: 'not_linked',
    linkedCount: 0,
    daysDone: 0,
    daysTotal: 0,
    lastSyncAt: null,
    dataThrough: null,
  };
}

function SourceCard({ advertiserId, status }: { advertiserId: number; status: SourceStatus }): ReactElement {
  const manifest = CONNECTORS[status.source];
  const percent = status.daysTotal > 0 ? Math.round((100 * status.daysDone) / status.daysTotal) : 0;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="4" minW="0" aria-label={manifest.title}>
      <Stack gap="2">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h3" size="sm">
            {manifest.title}
          </Heading>
          <StateBadge state={status.state} />
        </HStack>
        {status.state === 'backfilling' ? (
          <Progress.Root value={percent} size="sm" colorPalette="orange">
            <Progress.Label srOnly>{manifest.title}</Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
            <Text fontSize="sm" mt="1">
              {messageText('csBackfillProgress', { done: status.daysDone, total: status.daysTotal })}
            </Text>
          </Progress.Root>
        ) : null}
        {status.dataThrough ? (
          <Text fontSize="sm">{messageText('csDataThrough', { date: formatDate(status.dataThrough) })}</Text>
        ) : status.state === 'healthy' || status.state === 'linked' ? (
          <Text fontSize="sm">{MESSAGES.csNoDataYet}</Text>
        ) : null}
        {status.lastSyncAt ? (
          <Text fontSize="xs" color="fg.muted">
            {messageText('csLastSync', { date: formatDate(status.lastSyncAt) })}
          </Text>
        ) : null}
        {status.state === 'needs_reauth' ? (
          <Link asChild colorPalette="red" fontSize="sm">
            <RouterLink to="/connections">{MESSAGES.csGrantAgain}</RouterLink>
          </Link>
        ) : null}
        <Box>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/linking/${advertiserId}/${status.source}`}>
              {messageText('csSetUp', { source: manifest.title })}
            </RouterLink>
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function SourcesList({ advertiserId }: { advertiserId: number }): ReactElement {
  const status = useQuery({
    queryKey: [SYNC_STATUS_KEY, advertiserId],
    queryFn: () => fetchSyncStatus(advertiserId),
  });
  if (status.isPending)
    return (
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3" aria-busy="true" aria-label={KIT_TEXTS.loading}>
        {CONNECTOR_LIST.map((m) => (
          <Skeleton key={m.id} height="32" borderRadius="md" />
        ))}
      </SimpleGrid>
    );
  if (status.isError)
    return (
      <HStack role="alert" gap="3" wrap="wrap">
        <Text>{MESSAGES.csStatusFailed}</Text>
        <Button size="sm" variant="outline" onClick={() => void status.refetch()}>
          {KIT_TEXTS.retry}
        </Button>
      </HStack>
    );
  const bySource = new Map(status.data.map((s) => [s.source, s]));
  const anyLinked = status.data.some((s) => s.state !== 'not_linked');
  return (
    <Stack gap="3">
      {anyLinked ? null : <Text color="fg.muted">{MESSAGES.connectorsNothingLinked}</Text>}
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="3" aria-label={MESSAGES.csSourcesTitle} m="0" p="0">
        {CONNECTOR_LIST.map((m) => (
          <SourceCard key={m.id} advertiserId={advertiserId} status={bySource.get(m.id) ?? notLinked(m.id)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The advertiser's name, read with the call the advertiser pages use (GET /api/getAdvertiserInfo): undefined while
 * it loads; its id when it cannot be read (the sources' own calls then say what is wrong).
 */
function useAdvertiserName(advertiserId: number): string | undefined {
  const info = useQuery({
    queryKey: ['connectors/advertiser-name', advertiserId],
    retry: false,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const body = await apiFetch(`/api/getAdvertiserInfo?id=${advertiserId}`);
      const advertiser = isRecord(body) && isRecord(body.advertiser) ? body.advertiser : undefined;
      return typeof advertiser?.name === 'string' ? advertiser.name : '';
    },
  });
  if (info.isPending) return undefined;
  return info.data || String(advertiserId);
}

/** Advertiser › Account linking (› source): where the page sits, the advertiser named. */
function Trail({ advertiserId, name, source }: { advertiserId: number; name?: string; source?: string }) {
  return (
    <Breadcrumb.Root size="sm">
      <Breadcrumb.List flexWrap="wrap">
        <Breadcrumb.Item color="fg.muted" minW="0" wordBreak="break-word">
          {name ?? <Skeleton as="span" display="inline-block" height="4" width="32" />}
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          {source ? (
            <Breadcrumb.Link asChild>
              <RouterLink to={`/linking/${advertiserId}`}>{MESSAGES.clAccountLinking}</RouterLink>
            </Breadcrumb.Link>
          ) : (
            <Breadcrumb.CurrentLink>{MESSAGES.clAccountLinking}</Breadcrumb.CurrentLink>
          )}
        </Breadcrumb.Item>
        {source ? (
          <>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink>{source}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </>
        ) : null}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

function isConnectorId(value: string): value is ConnectorId {
  return (CONNECTOR_IDS as readonly string[]).includes(value);
}

function SourceSetup({ advertiserId, source, title }: { advertiserId: number; source: string; title: string }) {
  const name = useAdvertiserName(advertiserId);
  const back = (
    <Link asChild fontSize="sm">
      <RouterLink to={`/linking/${advertiserId}`}>{MESSAGES.csBackToLinking}</RouterLink>
    </Link>
  );
  if (!isConnectorId(source))
    return (
      <Stack gap="3">
        <ScreenTitle title={title} />
        <Text role="alert">{messageText('csUnknownSource', { source })}</Text>
        {back}
      </Stack>
    );
  const Panel = LINK_PANELS[source];
  return (
    <Stack gap="4">
      <Trail advertiserId={advertiserId} name={name} source={CONNECTORS[source].title} />
      <ScreenTitle title={`${title}: ${CONNECTORS[source].title}`} />
      <Suspense fallback={<PageSkeleton />}>
        <Panel advertiserId={advertiserId} />
      </Suspense>
    </Stack>
  );
}

export function LinkingScreen({ title, params }: ScreenProps): ReactElement {
  const advertiserId = Number(params.advertiserId);
  if (!Number.isInteger(advertiserId) || advertiserId <= 0)
    return (
      <Stack gap="3" p={{ base: '3', md: '6' }}>
        <ScreenTitle title={title} />
        <Text role="alert">{MESSAGES.csBadAdvertiser}</Text>
      </Stack>
    );
  if (params.source !== undefined)
    return (
      <Box p={{ base: '3', md: '6' }} maxW="5xl">
        <SourceSetup advertiserId={advertiserId} source={params.source} title={title} />
      </Box>
    );
  return <SourcesPage advertiserId={advertiserId} />;
}

function SourcesPage({ advertiserId }: { advertiserId: number }): ReactElement {
  const name = useAdvertiserName(advertiserId);
  return (
    <Stack gap="4" p={{ base: '3', md: '6' }}>
      <Trail advertiserId={advertiserId} name={name} />
      <ScreenTitle
        title={name === undefined ? MESSAGES.clAccountLinking : messageText('clAccountLinkingOf', { advertiser: name })}
      />
      <Text color="fg.muted">{MESSAGES.csSourcesIntro}</Text>
      <SourcesList advertiserId={advertiserId} />
    </Stack>
  );
}
