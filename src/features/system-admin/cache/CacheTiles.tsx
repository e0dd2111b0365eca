import { Box, Progress, SimpleGrid, Skeleton, Stat, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import type { CacheStats } from './api';
import { age, megabytes, percent } from './format';

/** Props of the cache figures. */
export interface CacheTilesProps {
  /** Undefined while loading: skeleton tiles. */
  stats: CacheStats | undefined;
}

function Tile({
  label,
  value,
  help,
  children,
}: {
  label: string;
  value: string;
  help?: string;
  children?: ReactNode;
}): ReactElement {
  return (
    <Stat.Root borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
      {children}
      {help ? <Stat.HelpText color="fg.muted">{help}</Stat.HelpText> : null}
    </Stat.Root>
  );
}

/** Entries, approximate size, hit rate (as a bar) and data generation of this instance's response cache. */
export function CacheTiles({ stats }: CacheTilesProps): ReactElement {
  if (!stats)
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" aria-busy="true" aria-label="Loading the cache figures">
        <VisuallyHidden>Loading the cache figures…</VisuallyHidden>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h="28" borderRadius="md" />
        ))}
      </SimpleGrid>
    );
  const rate = stats.hitRate === null ? 0 : Math.round(stats.hitRate * 100);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
      <Tile
        label="Entries"
        value={stats.entries.toLocaleString('en-US')}
        help={`Oldest ${age(stats.oldestAgeMs)}, newest ${age(stats.newestAgeMs)}`}
      />
      <Tile label="Size" value={megabytes(stats.approximateBytes)} help="Approximate, as JSON" />
      <Tile label="Hit rate" value={percent(stats.hitRate)}>
        <Box mt="2">
          <Progress.Root value={rate} size="sm" colorPalette="brand">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {stats.hits.toLocaleString('en-US')} hits, {stats.misses.toLocaleString('en-US')} misses
        </Text>
      </Tile>
      <Tile
        label="Data generation"
        value={String(stats.generation)}
        help="Goes up when data loads or the cache is cleared"
      />
    </SimpleGrid>
  );
}
