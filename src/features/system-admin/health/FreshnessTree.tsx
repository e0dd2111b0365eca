import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { CONNECTOR_IDS } from '../../../domain/connectors';
import { messageText } from '../../../domain/messages';
import type { AgencyFreshness, HealthStatus, SourceFreshness } from './api';
import { dayText, exactText } from './format';
import { StatusBadge } from './StatusBadge';

const RANK: Readonly<Record<HealthStatus, number>> = { ok: 0, warning: 1, failing: 2 };

function Fact({ label, value }: { label: string; value: string }): ReactElement {
  return (
    <Stack gap="0" minWidth="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="sm">{value}</Text>
    </Stack>
  );
}

const CONNECTORS: readonly string[] = CONNECTOR_IDS;

/** Hours late: on time, hours, or days and hours past two days. */
export function lateText(hours: number): string {
  if (hours <= 0) return messageText('freshnessStatusOk');
  if (hours < 48) return messageText('healthLateHours', { hours });
  return messageText('healthLateDays', { days: Math.floor(hours / 24), hours });
}

/** The last sync; an imported feed has no sync clock (its data day is its only clock). */
function syncText(source: SourceFreshness): string {
  if (source.lastSyncAt) return exactText(source.lastSyncAt);
  return CONNECTORS.includes(source.source) ? messageText('healthNoDate') : messageText('healthNoSyncClock');
}

function SourceRow({ source }: { source: SourceFreshness }): ReactElement {
  const none = messageText('healthNoDate');
  return (
    <Stack as="li" gap="2" py="2" borderTopWidth="1px" borderColor="border.muted">
      <HStack justify="space-between" gap="2">
        <Text fontWeight="medium">{source.label}</Text>
        <StatusBadge status={source.status} size="sm" />
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
        <Fact label={messageText('healthColumnLate')} value={lateText(source.lateHours)} />
        <Fact
          label={messageText('healthColumnDataThrough')}
          value={source.dataThrough ? dayText(source.dataThrough) : none}
        />
        <Fact label={messageText('healthColumnLastSync')} value={syncText(source)} />
      </SimpleGrid>
    </Stack>
  );
}

function AgencyRow({ agency }: { agency: AgencyFreshness }): ReactElement {
  const [open, setOpen] = useState(false);
  const late = agency.sources.filter((s) => s.status !== 'ok').length;
  const panel = `freshness-agency-${agency.agencyId}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" px="3" py="2">
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Stack gap="0" flex="1 1 11rem">
          <Text fontWeight="semibold">{agency.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {late > 0
              ? messageText('healthAgencySourcesLate', { count: agency.sources.length, late })
              : messageText('freshnessSourceCount', { count: agency.sources.length })}
          </Text>
        </Stack>
        <HStack gap="2" marginStart="auto">
          <StatusBadge status={agency.status} />
          <Button
            size="xs"
            variant="outline"
            aria-expanded={open}
            aria-controls={panel}
            aria-label={`${open ? messageText('healthFreshnessHide') : messageText('healthFreshnessShow')}: ${agency.name}`}
            onClick={() => setOpen(!open)}
          >
            {open ? messageText('healthFreshnessHide') : messageText('healthFreshnessShow')}
          </Button>
        </HStack>
      </HStack>
      {open ? (
        <Box id={panel} mt="2">
          <Stack as="ul" gap="0" listStyleType="none">
            {agency.sources.map((source) => (
              <SourceRow key={source.source} source={source} />
            ))}
          </Stack>
          <LateAdvertisers agency={agency} />
        </Box>
      ) : null}
    </Box>
  );
}

/** The agency's advertisers whose data is late (worst first), each with its late sources: who is affected. */
function LateAdvertisers({ agency }: { agency: AgencyFreshness }): ReactElement | null {
  const late = agency.advertisers
    .filter((advertiser) => advertiser.status !== 'ok')
    .sort((a, b) => RANK[b.status] - RANK[a.status] || a.name.localeCompare(b.name));
  if (late.length === 0) return null;
  return (
    <Stack gap="1" pt="2" borderTopWidth="1px" borderColor="border.muted">
      <Text fontSize="sm" fontWeight="semibold">
        {messageText('healthLateAdvertisers', { count: late.length, total: agency.advertisers.length })}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none">
        {late.map((advertiser) => (
          <HStack as="li" key={advertiser.advertiserId} gap="2" flexWrap="wrap" fontSize="sm">
            <StatusBadge status={advertiser.status} size="sm" />
            <Text fontWeight="medium">{advertiser.name}</Text>
            <Text color="fg.muted">
              {advertiser.sources
                .filter((source) => source.status !== 'ok')
                .map((source) => source.label)
                .join(', ')}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

/** Agencies (worst first) → their sources: status, hours late, data through and last sync. */
export function FreshnessTree({ agencies }: { agencies: readonly AgencyFreshness[] }): ReactElement {
  const sorted = [...agencies].sort((a, b) => RANK[b.status] - RANK[a.status] || a.name.localeCompare(b.name));
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" fontSize="sm">
        {messageText('healthFreshnessTree')}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {sorted.map((agency) => (
          <AgencyRow key={agency.agencyId} agency={agency} />
        ))}
      </Stack>
    </Stack>
  );
}
