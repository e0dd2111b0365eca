import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { messageText } from '../../../domain/messages';
import { toast, useConfirm } from '../../../admin-kit';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';
import { AdvertiserEntriesChart } from './AdvertiserEntriesChart';
import { useCacheStats, useClearCache, type PickedAdvertiser } from './api';
import { CacheTiles } from './CacheTiles';
import { ClearAdvertiserPanel } from './ClearAdvertiserPanel';

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * System Admin › cache (000 §2): what this instance's response cache holds, entries per advertiser, and the two
 * clears (every instance follows within a second, through the database).
 */
export function CacheScreen({ title }: ScreenProps): ReactElement {
  const stats = useCacheStats();
  const clear = useClearCache();
  const confirm = useConfirm();

  const clearAll = async (): Promise<void> => {
    const ok = await confirm({
      title: 'Clear the cache?',
      body: messageText('cacheConfirmClearAll'),
      confirmLabel: 'Clear all',
      danger: true,
    });
    if (!ok) return;
    clear.mutate(null, {
      onSuccess: () => toast.success(messageText('cacheClearedAll')),
      onError: (error) => toast.error(errorText(error)),
    });
  };
  const clearOne = async (advertiser: PickedAdvertiser): Promise<void> => {
    const ok = await confirm({
      title: `Clear ${advertiser.name}?`,
      body: messageText('cacheConfirmClearAdvertiser', { advertiser: advertiser.name }),
      confirmLabel: 'Clear',
      danger: true,
    });
    if (!ok) return;
    clear.mutate(advertiser.id, {
      onSuccess: () => toast.success(messageText('cacheClearedAdvertiser', { advertiser: advertiser.name })),
      onError: (error) => toast.error(errorText(error)),
    });
  };

  return (
    <Stack gap="5">
      <Stack gap="0">
        <ScreenTitle title={title} />
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Text color="fg.muted">This instance’s response cache. Clearing reaches every instance within a second.</Text>
          <HStack gap="2">
            <Button
              variant="outline"
              onClick={() => void stats.refetch()}
              loading={stats.isFetching}
              loadingText="Refreshing"
            >
              Refresh
            </Button>
            <Button
              colorPalette="red"
              onClick={() => void clearAll()}
              loading={clear.isPending && clear.variables === null}
            >
              Clear all
            </Button>
          </HStack>
        </HStack>
      </Stack>
      {stats.isError ? (
        <Text color="fg.error" role="alert">
          {errorText(stats.error)}
        </Text>
      ) : (
        <CacheTiles stats={stats.data} />
      )}
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="md">
            Entries per advertiser
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            The 20 advertisers with the most cached answers on this instance.
          </Text>
        </Card.Header>
        <Card.Body>{stats.data ? <AdvertiserEntriesChart rows={stats.data.byAdvertiser} /> : null}</Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="md">
            Clear one advertiser
          </Heading>
        </Card.Header>
        <Card.Body>
          <ClearAdvertiserPanel onClear={(a) => void clearOne(a)} busy={clear.isPending} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
