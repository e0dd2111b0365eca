import { Button, Field, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState, type ReactElement } from 'react';
import { MESSAGES, messageText } from '../../../domain/messages';
import { LABELS } from '../labels';
import type { PickedAdvertiser } from '../types';
import { useAdvertiserSearch } from './advertiser-search';

export interface AdvertiserPickerProps {
  onPick(advertiser: PickedAdvertiser): void;
  /** Already chosen: not offered again. */
  excludeIds?: readonly number[];
  /** The button's text. @default 'Add' */
  pickLabel?: string;
  /** The button's accessible name for one advertiser. @default 'Add {name}' */
  pickName?(name: string): string;
}

/** Finds advertisers by name (the caller's own, at most 20) and offers each with a button. */
export function AdvertiserPicker({
  onPick,
  excludeIds = [],
  pickLabel = LABELS.add,
  pickName = (name) => messageText('muAddAdvertiser', { name }),
}: AdvertiserPickerProps): ReactElement {
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const found = useAdvertiserSearch(deferred);
  const offered = (found.data ?? []).filter((a) => !excludeIds.includes(a.id));
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{MESSAGES.muAdvertiserSearch}</Field.Label>
        <Input type="search" size="sm" value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </Field.Root>
      {deferred.trim() === '' ? null : found.isPending ? (
        <Skeleton h="8" />
      ) : found.isError ? (
        <Text color="fg.error" role="alert">
          {MESSAGES.muAdvertiserSearchFailed}
        </Text>
      ) : offered.length === 0 ? (
        <Text color="fg.muted">{messageText('muAdvertiserNoMatch', { text: deferred.trim() })}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" aria-label={LABELS.advertisers}>
          {offered.map((advertiser) => (
            <HStack as="li" key={advertiser.id} justify="space-between" gap="2">
              <Text truncate title={advertiser.agencyName}>
                {advertiser.name}
              </Text>
              <Button
                size="xs"
                variant="outline"
                flexShrink={0}
                aria-label={pickName(advertiser.name)}
                onClick={() => {
                  onPick(advertiser);
                  setText('');
                }}
              >
                {pickLabel}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
