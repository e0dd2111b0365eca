import { Box, Button, Input, List, Spinner, Text } from '@chakra-ui/react';
import { useDeferredValue, useState, type ReactElement } from 'react';
import { useAdvertiserSearch, type FoundAdvertiser } from './api/use-advertiser-search';

/** Searches the caller's advertisers by name and opens one. */
export function AdvertiserSearch({ onPick }: { onPick(advertiser: FoundAdvertiser): void }): ReactElement {
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text.trim());
  const search = useAdvertiserSearch(deferred);
  const results = search.data ?? [];
  return (
    <Box maxW="xl">
      <Input
        type="search"
        placeholder="Search advertisers"
        aria-label="Search advertisers"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Box mt="2" aria-live="polite" data-search-for={deferred}>
        {search.isFetching ? <Spinner size="xs" aria-label="Searching" /> : null}
        {search.error ? <Text color="red.600">{search.error.message}</Text> : null}
        {!search.isPending && results.length === 0 ? <Text color="fg.muted">No advertisers match.</Text> : null}
        <List.Root listStyle="none" maxH="96" overflowY="auto" aria-label="Advertisers">
          {results.map((advertiser) => (
            <List.Item key={advertiser.id}>
              <Button
                variant="ghost"
                size="sm"
                justifyContent="flex-start"
                width="full"
                onClick={() => onPick(advertiser)}
              >
                {advertiser.name}
                {advertiser.industry ? (
                  <Text as="span" color="fg.muted" fontSize="xs" ms="2">
                    {advertiser.industry}
                  </Text>
                ) : null}
              </Button>
            </List.Item>
          ))}
        </List.Root>
      </Box>
    </Box>
  );
}
