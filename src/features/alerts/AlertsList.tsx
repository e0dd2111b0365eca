import { Alert as Notice, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { messageText } from '../../domain/messages';
import type { Alert, AlertPage } from './alert-types';
import { AlertItem } from './AlertItem';
import { alertsToShow } from './attention';

/** Props of the list both the overview panel and the header popover draw. */
export interface AlertsListProps {
  result: UseQueryResult<AlertPage>;
  showHandled: boolean;
  canAct: boolean;
  canShare: boolean;
  now: number;
  /** Opens an alert's advertiser. @default the object is plain text */
  onOpen?(alert: Alert): void;
  /** @default true */
  showAdvertiser?: boolean;
}

/** The open alerts, or a skeleton while they load, the failure with a retry, or a plain empty text. */
export function AlertsList({
  result,
  showHandled,
  canAct,
  canShare,
  now,
  onOpen,
  showAdvertiser,
}: AlertsListProps): ReactElement {
  if (result.isPending)
    return (
      <Stack gap="2" aria-busy="true">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height="16" borderRadius="md" />
        ))}
      </Stack>
    );
  if (result.isError)
    return (
      <Notice.Root status="error" size="sm">
        <Notice.Indicator />
        <Notice.Content>
          <Notice.Title>{messageText('alertsLoadFailed', { error: result.error.message })}</Notice.Title>
          <Button size="xs" variant="outline" mt="2" alignSelf="flex-start" onClick={() => void result.refetch()}>
            {messageText('alertsRetry')}
          </Button>
        </Notice.Content>
      </Notice.Root>
    );
  const shown = alertsToShow(result.data.items, showHandled, now);
  if (shown.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        {messageText(showHandled ? 'alertsEmptyOpen' : 'alertsEmptyAttention')}
      </Text>
    );
  return (
    <Stack as="ul" gap="2" m="0" p="0">
      {shown.map((alert) => (
        <AlertItem
          key={alert.id}
          alert={alert}
          canAct={canAct}
          canShare={canShare}
          now={now}
          onOpen={onOpen}
          showAdvertiser={showAdvertiser}
        />
      ))}
    </Stack>
  );
}
