import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { KIND_CATALOG } from '../../domain/layout/__generated__/catalog';
import { loadOptionsSchema } from './kind-schemas';
import { errorsUnder, moduleFieldErrors } from './options-fields';
import { OptionsForm } from './OptionsForm';

/** The form of one kind, its schema loaded as the settings dialog loads it, its value kept while editing. */
function KindOptions(props: {
  kind: string;
  /** @default the kind's initial options */
  initial?: Record<string, unknown>;
  /** Check every change with the module validator and show its messages beside the fields. */
  validate?: boolean;
}): ReactElement {
  const { kind } = props;
  const schema = useQuery({ queryKey: ['options-form-story', kind], queryFn: () => loadOptionsSchema(kind) });
  const [value, setValue] = useState(props.initial ?? KIND_CATALOG[kind]?.manifest.initialOptions ?? {});
  const errors = props.validate
    ? errorsUnder(moduleFieldErrors({ id: 'story', name: kind, options: value }), 'options')
    : {};
  if (!schema.data) return <Text>Loading the options of {kind}…</Text>;
  return (
    <Box maxW="xl">
      <OptionsForm kind={kind} schema={schema.data} value={value} onChange={setValue} errors={errors} />
    </Box>
  );
}

const meta = {
  title: 'Layout editor/OptionsForm',
  component: KindOptions,
  args: { kind: 'table-list', validate: true },
} satisfies Meta<typeof KindOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text with a pattern, a metric, booleans and a number with bounds. */
export const TableList: Story = {};

/** An enum, comma lists (metrics, colours) and JSON for the legend. */
export const LineChart: Story = {
  args: {
    kind: 'line-chart',
    initial: { metrics: ['Impressions', 'Clicks'], colors: ['#1f77b4'], legend: { show: true } },
  },
};

/** Enums with defaults, numbers with an exclusive minimum. */
export const DmaMap: Story = { args: { kind: 'dma-map' } };

/** Required options, a data method enum and columns as JSON. */
export const SelfFetchingTable: Story = { args: { kind: 'self-fetching-table' } };

/** The validator's messages beside their fields: perPage below its minimum, a sortBy outside its enum. */
export const WithErrors: Story = {
  args: {
    kind: 'generic-table',
    initial: { columns: ['Publisher', 'Impressions'], perPage: 0, sortBy: 'Nope', colour: 'red' },
  },
};

/** A kind with few options. */
export const TopMetrics: Story = { args: { kind: 'top-metrics' } };
