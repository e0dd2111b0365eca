import { DataList, HStack, Link, Stack, Text } from '@chakra-ui/react';
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
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
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
      <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size="sm" aria-label={MESSAGES.aaDetails}>
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
        <Item label={LABELS.counts}>
          <Text>
            {`${LABELS.subAgencies} ${counts.subAgencies} · ${LABELS.stations} ${counts.stations} · ${LABELS.advertisers} ${counts.advertisers} · ${LABELS.users} ${counts.users}`}
          </Text>
        </Item>
      </DataList.Root>
    </Stack>
  );
}
