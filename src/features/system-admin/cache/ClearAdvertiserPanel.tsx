import { Button, Field, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState, type ReactElement } from 'react';
import { useAdvertiserPicker, type PickedAdvertiser } from './api';

/** Props of the "clear one advertiser" search. */
export interface ClearAdvertiserPanelProps {
  /** Asked to clear one advertiser's entries (the screen confirms first). */
  onClear(advertiser: PickedAdvertiser): void;
  busy?: boolean;
}

/** Finds an advertiser by name and offers to clear its cached answers. */
export function ClearAdvertiserPanel({ onClear, busy = false }: ClearAdvertiserPanelProps): ReactElement {
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const found = useAdvertiserPicker(deferred);
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>Find an advertiser</Field.Label>
        <Input
          type="search"
          value={text}
          placeholder="Advertiser name"
          onChange={(e) => setText(e.currentTarget.value)}
          maxW="md"
        />
        <Field.HelperText>Clears that advertiser’s cached answers on every instance.</Field.HelperText>
      </Field.Root>
      {deferred.trim() === '' ? null : found.isPending ? (
        <Skeleton h="10" maxW="md" />
      ) : found.isError ? (
        <Text color="fg.error">The advertiser search failed. Try again.</Text>
      ) : found.data.length === 0 ? (
        <Text color="fg.muted">No advertiser matches “{deferred.trim()}”.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" aria-label="Advertisers found">
          {found.data.map((advertiser) => (
            <HStack as="li" key={advertiser.id} justify="space-between" maxW="md" gap="3">
              <Text truncate>{advertiser.name}</Text>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                disabled={busy}
                aria-label={`Clear the cache of ${advertiser.name}`}
                onClick={() => onClear(advertiser)}
              >
                Clear
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
