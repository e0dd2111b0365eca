import { Badge, Box, Button, HStack, SimpleGrid } from '@chakra-ui/react';
import { useId, type ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { FigureTile } from '../../src/ui/figures/FigureTile';
import type { SummaryControllerOptions } from './__generated__/options';
import type { ProductTile, SummaryControllerData } from './transform';

interface TileProps {
  tile: ProductTile;
  onOpen(tile: ProductTile): void;
}

/** A product tile: the name is a button (keyboard), and a click anywhere on the tile opens the tab too. */
function Tile({ tile, onOpen }: TileProps): ReactElement {
  const nameId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={nameId}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      minW="0"
      cursor="pointer"
      _hover={{ borderColor: 'colorPalette.solid' }}
      colorPalette="brand"
      onClick={() => onOpen(tile)}
    >
      <HStack justify="space-between" align="start" gap="2" mb="2">
        <Button id={nameId} variant="plain" px="0" h="auto" fontSize="lg" whiteSpace="normal" textAlign="start">
          {tile.name}
        </Button>
        {tile.group ? <Badge variant="outline">{tile.group}</Badge> : null}
      </HStack>
      <SimpleGrid columns={2} gap="2">
        {tile.items.map((item) => (
          <FigureTile key={item.key} item={item} size="sm" />
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** Product tiles of the summary; activating one asks the frame for that product's tab. */
export function SummaryControllerView({
  options,
  data,
  size,
  title,
  onNavigate,
}: ModuleViewProps<SummaryControllerOptions, SummaryControllerData>): ReactElement {
  const narrow = size.breakpoint === 'sm' || size.columns < 6;
  const open = (tile: ProductTile): void => onNavigate?.({ kind: 'tab', tab: tile.tab });
  return (
    <SimpleGrid columns={narrow ? 1 : (options.perRow ?? 3)} gap="3" role="list" aria-label={title ?? 'Products'}>
      {data.tiles.map((tile) => (
        <Box key={tile.type} role="listitem" minW="0">
          <Tile tile={tile} onOpen={open} />
        </Box>
      ))}
    </SimpleGrid>
  );
}
