import { Box, Image, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { formatValue } from '../../src/domain/metric-format';
import type { TableColumn } from '../../src/domain/layout/dataset';
import type { PublisherTile } from './transform';

/** Props of one publisher tile. */
export interface PublisherTileViewProps {
  tile: PublisherTile;
  metric: TableColumn;
  showMetric: boolean;
}

/**
 * A publisher's logo (or initial badge) with its name. A logo that cannot be fetched is silently ignored (001 §7):
 * the tile falls back to the badge, never a broken image.
 */
export function PublisherTileView({ tile, metric, showMetric }: PublisherTileViewProps): ReactElement {
  // The URL that failed, not a flag: a logo changed in System Admin gets its own chance to load.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const logo = tile.logoUrl && tile.logoUrl !== brokenUrl ? tile.logoUrl : null;
  return (
    <Stack as="li" align="center" gap="1.5" p="2" borderWidth="1px" borderRadius="md" bg="bg" minW="0">
      {logo ? (
        <Image
          src={logo}
          alt={`${tile.name} logo`}
          h="10"
          w="full"
          maxW="7.5rem"
          fit="contain"
          onError={() => setBrokenUrl(logo)}
        />
      ) : (
        <Box
          aria-hidden="true"
          h="10"
          w="10"
          borderRadius="full"
          bg="brand.solid"
          color="brand.contrast"
          display="flex"
          alignItems="center"
          justifyContent="center"
          fontWeight="bold"
          fontSize="lg"
        >
          {tile.initial}
        </Box>
      )}
      <Text fontSize="sm" textAlign="center" lineClamp={2} wordBreak="break-word" title={tile.name}>
        {tile.name}
      </Text>
      {showMetric ? (
        <Text fontSize="xs" color="fg.muted">
          {formatValue(metric.key, tile.value, metric.format)} {metric.label}
        </Text>
      ) : null}
    </Stack>
  );
}
