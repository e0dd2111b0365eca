import { Box, Button, HStack, Heading, Spinner, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { formatOf, labelFor } from '../../domain/metric-format';
import type { TableColumn } from '../../domain/layout/dataset';
import { DataTable } from '../table/DataTable';
import type { DrillState } from './use-drill';

/** Props of the drill-down panel. */
export interface DrillPanelProps {
  state: DrillState;
  onClose(): void;
  campaignTypes: readonly string[];
}

const DAILY_FIGURES = ['Impressions', 'Clicks', 'ClickThrough'];

/** The daily series of the region last clicked, under the map. */
export function DrillPanel({ state, onClose, campaignTypes }: DrillPanelProps): ReactElement | null {
  if (state.status === 'idle') return null;
  const title = `Daily figures for ${state.region.label}`;
  const columns: TableColumn[] = [
    { key: 'ShortDate', label: 'Date', format: 'text' },
    ...DAILY_FIGURES.map((key) => ({ key, label: labelFor(key, campaignTypes), format: formatOf(key) })),
  ];
  return (
    <Box as="section" aria-label={title} data-drill={state.status} mt="3" borderTopWidth="1px" pt="2">
      <HStack justify="space-between">
        <Heading as="h4" size="xs">
          {title}
        </Heading>
        <Button size="xs" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </HStack>
      {state.status === 'loading' ? <Spinner size="sm" aria-label="Loading daily figures" /> : null}
      {state.status === 'error' ? <Text color="fg.error">{state.message}</Text> : null}
      {state.status === 'ready' && state.rows.length === 0 ? <Text>No data</Text> : null}
      {state.status === 'ready' && state.rows.length > 0 ? (
        <DataTable caption={title} columns={columns} rows={state.rows} totals={null} perPage={7} tooltips={[]} />
      ) : null}
    </Box>
  );
}
