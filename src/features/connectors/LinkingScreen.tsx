/**
 * /linking/$advertiserId (issue 26): every source of the registry with its state (not linked, linked, backfilling
 * with progress, healthy with the date its data runs through, needs re-authorisation with the way to the
 * Connections page); a source opens its setup. /linking/$advertiserId/$source shows that setup.
 */
import {
  Badge,
  Box,
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
import {
  CONNECTION_STATE_LABELS,
  CONNECTOR_IDS,
  type ConnectionState,
  type ConnectorId,
} from '../../domain/connectors';
import { MESSAGES, messageText } from '../../domain/messages';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';
import { formatDay } from './format';

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
        {status.state === 'healthy' || status.state === 'linked' ? (
          <Text fontSize="sm">
            {status.dataThrough
              ? messageText('csDataThrough', { date: formatDay(status.dataThrough) })
              : MESSAGES.csNoDataYet}
          </Text>
        ) : null}
        {status.lastSyncAt ? (
          <Text fontSize="xs" color="fg.muted">
            {messageText('csLastSync', { date: formatDay(status.lastSyncAt) })}
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

function isConnectorId(value: string): value is ConnectorId {
  return (CONNECTOR_IDS as readonly string[]).includes(value);
}

function SourceSetup({ advertiserId, source, title }: { advertiserId: number; source: string; title: string }) {
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
      {back}
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
  return (
    <Stack gap="4" p={{ base: '3', md: '6' }}>
      <ScreenTitle title={title} />
      <Text color="fg.muted">{MESSAGES.csSourcesIntro}</Text>
      <SourcesList advertiserId={advertiserId} />
    </Stack>
  );
}
