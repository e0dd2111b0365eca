/** Small views the sales screens share: the availability badge, an outcome's chip, dates and reservations. */
import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { formatDate } from '../../../domain/format';
import { MESSAGES, messageText } from '../../../domain/messages';
import type { AVAILABILITY_LABELS } from '../../../domain/sales-availability';
import type { CustomerItem } from './types';

/** Each availability's badge colour; the label is always written beside it (colour is never the only cue). */
const AVAILABILITY_PALETTE: Readonly<Record<keyof typeof AVAILABILITY_LABELS, string>> = {
  SOLD: 'purple',
  DNC: 'red',
  STATION_LOCKED: 'gray',
  RESERVED_TO_YOU: 'teal',
  RESERVED: 'orange',
  AVAILABLE: 'green',
  IGNORED: 'yellow',
  CLONED: 'blue',
};

/** The availability label as a coloured badge with its text. */
export function AvailabilityBadge({ availability }: { availability: CustomerItem['availability'] }): ReactElement {
  return (
    <Badge size="sm" variant="subtle" colorPalette={AVAILABILITY_PALETTE[availability.key] ?? 'gray'}>
      {availability.label}
    </Badge>
  );
}

/** A call outcome: its colour as a dot, its label as text (the server's label, never the raw key). */
export function OutcomeChip({ label, color }: { label: string; color: string }): ReactElement {
  return (
    <HStack gap="1.5" display="inline-flex" whiteSpace="nowrap">
      <Box aria-hidden w="2.5" h="2.5" borderRadius="full" bg={color} flexShrink={0} />
      <Text as="span">{label}</Text>
    </HStack>
  );
}

/** An ISO time as M/dd/yy (000 §5), '—' when absent. */
export function day(iso: string | null | undefined): string {
  return iso ? formatDate(iso) || '—' : '—';
}

/** Who holds a reservation and until when, in words ('Reserved to you until 12/04/26'); null without one. */
export function reservationText(customer: CustomerItem, userId: number | undefined): string | null {
  if (!customer.reservedBy || !customer.reservedUntil) return null;
  const until = day(customer.reservedUntil);
  return customer.reservedBy.id === userId
    ? messageText('spReservedToYouUntil', { day: until })
    : messageText('spHeldByUntil', { name: customer.reservedBy.name, day: until });
}

/** '—' for an empty value. */
export const dash = (text: string | null | undefined): string => text || '—';

/** City and state as one place ('Springfield, IL'). */
export const place = (customer: { city: string | null; state: string | null }): string =>
  [customer.city, customer.state].filter(Boolean).join(', ') || '—';

/** Why a restricted prospect's contacts and notes are hidden, in the words of its availability. */
export function restrictedText(customer: CustomerItem): string {
  switch (customer.availability.key) {
    case 'SOLD':
      return MESSAGES.spRestrictedSold;
    case 'DNC':
      return MESSAGES.spRestrictedDnc;
    case 'STATION_LOCKED':
      return MESSAGES.spRestrictedLocked;
    case 'RESERVED':
      return customer.reservedBy
        ? messageText('spRestrictedReserved', { rep: customer.reservedBy.name, day: day(customer.reservedUntil) })
        : MESSAGES.spRestricted;
    default:
      return MESSAGES.spRestricted;
  }
}
