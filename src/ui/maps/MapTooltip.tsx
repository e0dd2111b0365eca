import { Box, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { TableColumn } from '../../domain/layout/dataset';
import { tooltipText, type MapRegion } from './map-model';

/** Props of the hover card: the region, the pointer inside the canvas and the canvas size. */
export interface MapTooltipProps {
  region: MapRegion;
  columns: readonly TableColumn[];
  x: number;
  y: number;
  width: number;
  height: number;
}

const GAP = 12;

/**
 * The hovered region's figures beside the pointer, flipped to the pointer's other side in the right or bottom half
 * so the card stays inside the map. Visual only: the list beside the map carries the same figures for assistive
 * technology.
 */
export function MapTooltip({ region, columns, x, y, width, height }: MapTooltipProps): ReactElement {
  const [title, ...lines] = tooltipText(region, columns).split('\n');
  const flipX = x > width / 2;
  const flipY = y > height / 2;
  return (
    <Box
      data-map-tooltip=""
      position="absolute"
      left={`${x}px`}
      top={`${y}px`}
      transform={`translate(${flipX ? `calc(-100% - ${GAP}px)` : `${GAP}px`}, ${flipY ? `calc(-100% - ${GAP}px)` : `${GAP}px`})`}
      pointerEvents="none"
      bg="gray.900"
      color="white"
      fontSize="xs"
      px="2"
      py="1.5"
      borderRadius="sm"
      shadow="md"
      zIndex="1"
      maxW="260px"
    >
      <Text fontWeight="semibold">{title}</Text>
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </Box>
  );
}
