import { Box, Button, HStack, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { MESSAGES, messageText } from '../../../domain/messages';
import { CLONE_REASON_LABELS, DO_NOT_CALL_REASON_LABELS } from '../../../domain/sales';
import { advertiserPath } from '../clients/client-columns';
import { useSessionUser } from '../shared/session';
import { AvailabilityBadge, day, place, reservationText } from './sales-view';
import type { CustomerDetail } from './types';

export interface ProspectHeaderProps {
  customer: CustomerDetail;
  postSale: boolean;
  onPostSale(on: boolean): void;
}

const label = (labels: Readonly<Record<string, string>>, key: string | null): string =>
  key ? (labels[key] ?? key) : '';

/** The flags in words: sold (when), do not call (why), station-locked, cloned (why). */
function flagTexts(customer: CustomerDetail): string[] {
  const texts: string[] = [];
  if (customer.flags.IsSold) texts.push(messageText('spFlagSold', { day: day(customer.soldAt) }));
  if (customer.flags.IsDnc)
    texts.push(messageText('spFlagDnc', { reason: label(DO_NOT_CALL_REASON_LABELS, customer.dncReason) }));
  if (customer.flags.IsStationLocked) texts.push(MESSAGES.spFlagLocked);
  if (customer.clonedFromId)
    texts.push(messageText('spFlagClone', { reason: label(CLONE_REASON_LABELS, customer.cloneReason) }));
  return texts;
}

/**
 * Name and availability label, city and station, the flags and the reservation in words; for a sold prospect the
 * advertiser it became and the post-sale switch.
 */
export function ProspectHeader({ customer, postSale, onPostSale }: ProspectHeaderProps): ReactElement {
  const user = useSessionUser();
  const reservation = reservationText(customer, user?.user_id);
  const facts = [
    place(customer),
    customer.stationName ? messageText('spStationOf', { name: customer.stationName }) : null,
    ...flagTexts(customer),
    reservation,
  ].filter((text): text is string => !!text && text !== '—');
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ base: 'stretch', md: 'start' }}>
      <Box flex="1" minW="0">
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="xl" wordBreak="break-word">
            {customer.name}
          </Heading>
          <AvailabilityBadge availability={customer.availability} />
        </HStack>
        <Stack as="ul" gap="0.5" mt="1" listStyleType="none" fontSize="sm" color="fg.muted">
          {facts.map((text) => (
            <Text as="li" key={text}>
              {text}
            </Text>
          ))}
        </Stack>
      </Box>
      {customer.flags.IsSold ? (
        <Stack gap="2" align={{ base: 'start', md: 'end' }}>
          {customer.advertiserId ? (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={advertiserPath(customer.advertiserId)}>{MESSAGES.spOpenTheAdvertiser}</RouterLink>
            </Button>
          ) : null}
          <Switch.Root checked={postSale} onCheckedChange={(e) => onPostSale(e.checked)} size="sm">
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{MESSAGES.spPostSaleMode}</Switch.Label>
          </Switch.Root>
          <Text fontSize="xs" color="fg.muted" maxW="xs">
            {MESSAGES.spPostSaleHelp}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
