import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { MESSAGES, messageText } from '../../../domain/messages';
import { roleLabel } from '../../../domain/rights';
import type { AvailableAgency } from '../../../domain/user';
import { endDate } from '../format';
import { LABELS } from '../labels';
import { Chips } from '../shared/Chips';
import { Fact, Section } from '../shared/Section';
import type { Membership, UserAccess } from '../types';

export interface AccessSectionProps {
  access: UserAccess;
  /** The session's agencies, to name a membership's sub-agency and station. */
  agencies: readonly AvailableAgency[];
  onEdit?(): void;
}

function Expiry({ iso }: { iso: string | null | undefined }): ReactElement {
  return (
    <Text as="span" fontSize="xs" color={iso ? 'fg.warning' : 'fg.muted'} whiteSpace="nowrap">
      {iso ? messageText('muExpires', { date: endDate(iso) }) : MESSAGES.muNoExpiry}
    </Text>
  );
}

/** Where a membership is confined: 'North Region › WNRT', or the whole agency. */
export function confinement(membership: Omit<Membership, 'agencyName'>, agencies: readonly AvailableAgency[]): string {
  const agency = agencies.find((a) => a.id === membership.agencyId);
  const sub = membership.subAgencyId
    ? (agency?.sub_agencies.find((s) => s.id === membership.subAgencyId)?.name ?? `#${membership.subAgencyId}`)
    : null;
  const station = membership.stationId
    ? (agency?.stations.find((s) => s.id === membership.stationId)?.name ?? `#${membership.stationId}`)
    : null;
  return [sub, station].filter(Boolean).join(' › ') || MESSAGES.muWholeAgency;
}

function Rows({ children, empty }: { children: ReactNode[]; empty: boolean }): ReactElement {
  if (empty) return <Text color="fg.muted">{LABELS.none}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="2">
      {children}
    </Stack>
  );
}

/** A named grant with its end date. */
function Grant({ name, expiresAt }: { name: string; expiresAt: string | null }): ReactElement {
  return (
    <HStack as="li" justify="space-between" gap="2" wrap="wrap">
      <Text>{name}</Text>
      <Expiry iso={expiresAt} />
    </HStack>
  );
}

/** What a user may do and see: memberships, permissions, roles, groups and advertiser grants, with end dates. */
export function AccessSection({ access, agencies, onEdit }: AccessSectionProps): ReactElement {
  return (
    <Section
      title={LABELS.access}
      actions={
        onEdit ? (
          <Button size="sm" variant="outline" onClick={onEdit}>
            {MESSAGES.muEditAccess}
          </Button>
        ) : null
      }
    >
      <Stack gap="4">
        {access.isSuperuser ? <Text color="fg.muted">{MESSAGES.muSuperuserAll}</Text> : null}
        <Box>
          <Text fontWeight="semibold" mb="1">
            {LABELS.memberships}
          </Text>
          <Rows empty={access.memberships.length === 0}>
            {access.memberships.map((m) => (
              <Box
                as="li"
                key={`${m.agencyId}-${m.subAgencyId}-${m.stationId}`}
                borderWidth="1px"
                borderRadius="sm"
                p="2"
              >
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <Text fontWeight="medium">
                    {m.agencyName}{' '}
                    <Text as="span" color="fg.muted">
                      · {confinement(m, agencies)}
                    </Text>
                  </Text>
                  <Expiry iso={m.expiresAt} />
                </HStack>
                <HStack mt="1" gap="2" align="baseline" wrap="wrap">
                  <Text fontSize="sm" color="fg.muted">
                    {MESSAGES.muMembershipRights}
                  </Text>
                  <Chips values={m.rights} label={MESSAGES.muMembershipRights} />
                </HStack>
              </Box>
            ))}
          </Rows>
        </Box>
        <Fact label={MESSAGES.muPermissions}>
          <Chips values={access.permissions} />
        </Fact>
        <Fact label={LABELS.roles}>
          <Chips values={access.roles.map(roleLabel)} />
        </Fact>
        <Fact label={LABELS.accessGroups}>
          <Chips values={access.accessGroups.map((g) => g.name)} />
        </Fact>
        <Box>
          <Text fontWeight="semibold" mb="1">
            {LABELS.advertisers}
          </Text>
          <Rows empty={access.advertisers.length === 0}>
            {access.advertisers.map((a) => (
              <Grant key={a.advertiserId} name={a.name} expiresAt={a.expiresAt} />
            ))}
          </Rows>
        </Box>
        <Box>
          <Text fontWeight="semibold" mb="1">
            {LABELS.advertiserGroups}
          </Text>
          <Rows empty={access.advertiserGroups.length === 0}>
            {access.advertiserGroups.map((g) => (
              <Grant key={g.id} name={g.name} expiresAt={g.expiresAt} />
            ))}
          </Rows>
        </Box>
      </Stack>
    </Section>
  );
}
