import { Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactElement, ReactNode } from 'react';
import { MESSAGES, messageText } from '../../../domain/messages';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import { StatusBadge } from '../shared';
import type { Agency } from '../types';
import agencySchema from '../../../../schemas/api/tenants/agency.schema.json';
import { LABELS } from '../labels';

export interface AgencyHeaderProps {
  agency: Agency;
  /** The theme links to its editor (System → White Labels) for those who may open it. */
  canEditTheme: boolean;
  /** Shown to those who see the agency list. */
  backToList: boolean;
}

function Item({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <Box role="group" aria-label={label} minW="0">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box fontSize="sm" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}

/** One count of the agency's tree, as a small tile. */
function Count({ label, value }: { label: string; value: number }): ReactElement {
  return (
    <Box borderWidth="1px" borderRadius="md" px="3" py="2" minW="24" bg="bg.subtle">
      <Text fontSize="xl" fontWeight="semibold" lineHeight="short">
        {value.toLocaleString('en-US')}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </Box>
  );
}

/** The agency's name, id, status, time zone, theme, root domain and the counts of its tree. */
export function AgencyHeader({ agency, canEditTheme, backToList }: AgencyHeaderProps): ReactElement {
  const { counts } = agency;
  return (
    <Stack gap="2">
      {backToList ? (
        <Link asChild fontSize="sm" colorPalette="brand">
          <RouterLink to="/agencyAdmin/agencylist">{MESSAGES.aaBackToList}</RouterLink>
        </Link>
      ) : null}
      <HStack gap="3" wrap="wrap" align="baseline">
        <ScreenTitle title={agency.name} />
        <StatusBadge status={agency.status} />
      </HStack>
      <Flex wrap="wrap" columnGap="8" rowGap="3" aria-label={MESSAGES.aaDetails}>
        <Item label={LABELS.id}>{agency.id}</Item>
        <Item label={LABELS.timeZone}>{agency.time_zone}</Item>
        <Item label={LABELS.theme}>
          {canEditTheme ? (
            <Link asChild colorPalette="brand" aria-label={messageText('aaEditTheme', { name: agency.theme_code })}>
              <RouterLink to="/systemAdmin/white-labels" search={{ edit: agency.theme_code }}>
                {agency.theme_code}
              </RouterLink>
            </Link>
          ) : (
            agency.theme_code
          )}
        </Item>
        {agency.root_domain ? (
          <Item label={agencySchema.properties.root_domain.title}>{agency.root_domain}</Item>
        ) : null}
      </Flex>
      <Flex wrap="wrap" gap="2" role="list" aria-label={LABELS.counts}>
        <Box role="listitem">
          <Count label={LABELS.subAgencies} value={counts.subAgencies} />
        </Box>
        <Box role="listitem">
          <Count label={LABELS.stations} value={counts.stations} />
        </Box>
        <Box role="listitem">
          <Count label={LABELS.advertisers} value={counts.advertisers} />
        </Box>
        <Box role="listitem">
          <Count label={LABELS.users} value={counts.users} />
        </Box>
      </Flex>
    </Stack>
  );
}
