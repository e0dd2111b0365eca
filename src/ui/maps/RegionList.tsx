import { Box } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { formatValue } from '../../domain/metric-format';
import type { TableColumn } from '../../domain/layout/dataset';
import type { MapRegion } from './map-model';
import '../plain-button.css';
import '../table/table.css';
import '../visually-hidden.css';

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
      {/* Plain table elements with static classes (ui/table/table.css), as DataTable. */}
      <table className="sl-table sl-table--sticky">
        <caption className="sl-sr-only">{caption}</caption>
        <thead>
          <tr>
            <th>{label?.label}</th>
            {figures.map((column) => (
              <th key={column.key} className="sl-table__end">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {regions.map((region) => (
            <tr key={region.id}>
              <td className="sl-table__wrap">
                {onDrill && region.drill ? (
                  <button
                    type="button"
                    className="sl-button sl-button--xs sl-table__link"
                    aria-label={`Daily figures for ${region.label}`}
                    onClick={() => onDrill(region)}
                  >
                    {region.label}
                  </button>
                ) : (
                  region.label
                )}
              </td>
              {figures.map((column) => (
                <td key={column.key} className="sl-table__end sl-table__nowrap">
                  {formatValue(column.key, region.row[column.key], column.format)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
