import { Alert as Notice, Badge, Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { toast } from '../../admin-kit/toast';
import { formatDate } from '../../domain/format-date';
import { messageText } from '../../domain/messages';
import type { Alert } from './alert-types';
import { useAlertAction, type AlertAction } from './api';
import { advertiserBeside, isSnoozed } from './attention';
import { SnoozeControl } from './SnoozeControl';

/** Props of one alert in a list. */
export interface AlertItemProps {
  alert: Alert;
  /** Agency staff act on it; clients only read it. */
  canAct: boolean;
  /** Agency admins also show it to the client or hide it. */
  canShare: boolean;
  /** Opens the alert's advertiser (the app navigates); absent, the object is plain text. */
  onOpen?(alert: Alert): void;
  /** Name the advertiser under the object (not in one advertiser's header). @default true */
  showAdvertiser?: boolean;
  now: number;
}

/** What a successful action says. */
function doneText(action: AlertAction): string | null {
  if (action.kind === 'acknowledge') return messageText('alertsAcknowledged');
  if (action.kind === 'snooze') return messageText('alertsSnoozed', { date: formatDate(action.until) });
  return null;
}

/** One open alert: rule, object, message, since when, its marks, and the agency's actions. */
export function AlertItem({
  alert,
  canAct,
  canShare,
  now,
  onOpen,
  showAdvertiser = true,
}: AlertItemProps): ReactElement {
  const action = useAlertAction();
  const snoozed = isSnoozed(alert, now);
  const run = (next: AlertAction): void =>
    action.mutate(next, {
      onSuccess: () => {
        const text = doneText(next);
        if (text) toast.success(text);
      },
    });
  const label = `${alert.ruleLabel}: ${alert.objectLabel}`;
  const advertiser = showAdvertiser ? advertiserBeside(alert) : null;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="3" aria-label={label}>
      <Flex gap="2" flexWrap="wrap" align="center" mb="1">
        <Badge colorPalette={alert.rule === 'data_stale' ? 'gray' : 'orange'}>{alert.ruleLabel}</Badge>
        {alert.dataLate ? <Badge colorPalette="purple">{messageText('alertsDataLate')}</Badge> : null}
        {alert.acknowledgedBy ? (
          <Badge colorPalette="green">{messageText('alertsAcknowledgedBy', { name: alert.acknowledgedBy })}</Badge>
        ) : null}
        {snoozed && alert.snoozedUntil ? (
          <Badge colorPalette="blue">
            {messageText('alertsSnoozedUntil', { date: formatDate(alert.snoozedUntil) })}
          </Badge>
        ) : null}
        {canAct && alert.clientVisible ? <Badge variant="outline">{messageText('alertsClientVisible')}</Badge> : null}
      </Flex>
      {onOpen && alert.advertiserId !== null ? (
        <Button
          variant="plain"
          p="0"
          h="auto"
          fontWeight="semibold"
          textDecoration="underline"
          whiteSpace="normal"
          textAlign="start"
          overflowWrap="anywhere"
          onClick={() => onOpen(alert)}
        >
          {alert.objectLabel}
        </Button>
      ) : (
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {alert.objectLabel}
        </Text>
      )}
      {advertiser ? (
        <Text fontSize="sm" color="fg.muted">
          {advertiser}
        </Text>
      ) : null}
      <Text fontSize="sm" overflowWrap="anywhere">
        {alert.message}
      </Text>
      {alert.dataLate ? (
        <Text fontSize="xs" color="fg.muted">
          {messageText('alertsDataLateHint')}
        </Text>
      ) : null}
      <Flex justify="space-between" align="center" gap="2" flexWrap="wrap" mt={canAct ? '1' : '0'}>
        <Text fontSize="xs" color="fg.muted">
          {messageText('alertsSince', { date: formatDate(alert.firstSeen) })}
        </Text>
        {canAct ? (
          <HStack gap="2" flexWrap="wrap">
            {alert.acknowledgedBy === null ? (
              <Button size="xs" loading={action.isPending} onClick={() => run({ kind: 'acknowledge', id: alert.id })}>
                {messageText('alertsAcknowledge')}
              </Button>
            ) : null}
            {snoozed ? (
              <Button size="xs" variant="outline" onClick={() => run({ kind: 'unsnooze', id: alert.id })}>
                {messageText('alertsUnsnooze')}
              </Button>
            ) : (
              <SnoozeControl
                alertLabel={label}
                now={now}
                busy={action.isPending}
                onSnooze={(until) => run({ kind: 'snooze', id: alert.id, until })}
              />
            )}
            {canShare ? (
              <Button
                size="xs"
                variant="ghost"
                onClick={() => run({ kind: 'clientVisible', id: alert.id, visible: !alert.clientVisible })}
              >
                {messageText(alert.clientVisible ? 'alertsHideFromClient' : 'alertsShowToClient')}
              </Button>
            ) : null}
          </HStack>
        ) : null}
      </Flex>
      {action.error ? (
        <Notice.Root status="error" size="sm" mt="2">
          <Notice.Indicator />
          <Notice.Title>{messageText('alertsActionFailed', { error: action.error.message })}</Notice.Title>
        </Notice.Root>
      ) : null}
    </Box>
  );
}
