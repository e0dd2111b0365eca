import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewOf } from '../../src/registry/ModulePreview';
import { benchmarkOptions, benchmarksDataset, denseBenchmarksDataset, zeroBenchmarksDataset } from './fixtures';
import definition from './index';

const Preview = previewOf(definition);

const meta = {
  title: 'Modules/Charts/Benchmarks chart',
  component: Preview,
  args: { options: benchmarkOptions, dataset: benchmarksDataset, title: 'Industry benchmarks' },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { size: { breakpoint: 'sm', columns: 12 } } };
export const DenseLongLabels: Story = {
  args: { options: { ...benchmarkOptions, horizontal: true, height: 600 }, dataset: denseBenchmarksDataset },
};
export const AllZeros: Story = { args: { dataset: zeroBenchmarksDataset } };
