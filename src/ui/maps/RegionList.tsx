import { Box, Button, Table } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { formatValue } from '../../domain/metric-format';
import type { TableColumn } from '../../domain/layout/dataset';
import type { MapRegion } from './map-model';

/** Props of a map's list of figures. */
export interface RegionListProps {
  caption: string;
  columns: readonly TableColumn[];
  regions: readonly MapRegion[];
  /** Drill into a region's daily series; absent when the map does not drill. */
  onDrill?: (region: MapRegion) => void;
  /** Print mode: no scrolling box, every row shows. */
  print?: boolean;
}

/**
 * The map's figures as a table beside the picture: the accessible way to read and drill a map from the keyboard,
 * and all there is where WebGL is missing (jsdom).
 */
export function RegionList({ caption, columns, regions, onDrill, print }: RegionListProps): ReactElement {
  const [label, ...figures] = columns;
  return (
    <Box maxH={print ? undefined : '240px'} overflowY="auto" mt="2" tabIndex={0} aria-label={caption} role="region">
      <Table.Root size="sm" variant="line" stickyHeader>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{label?.label}</Table.ColumnHeader>
            {figures.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign="end">
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {regions.map((region) => (
            <Table.Row key={region.id}>
              <Table.Cell wordBreak="break-word">
                {onDrill && region.drill ? (
                  <Button
                    size="xs"
                    variant="plain"
                    px="0"
                    textDecoration="underline"
                    whiteSpace="normal"
                    textAlign="start"
                    aria-label={`Daily figures for ${region.label}`}
                    onClick={() => onDrill(region)}
                  >
                    {region.label}
                  </Button>
                ) : (
                  region.label
                )}
              </Table.Cell>
              {figures.map((column) => (
                <Table.Cell key={column.key} textAlign="end" whiteSpace="nowrap">
                  {formatValue(column.key, region.row[column.key], column.format)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
