import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewOf } from '../../src/registry/ModulePreview';
import { fallbackOptions, rowsOnlyDataset, totalsDataset, zeroDataset } from './fixtures';
import definition from './index';

const Preview = previewOf(definition);

const meta = {
  title: 'Modules/Charts/Fallback chart',
  component: Preview,
  args: { options: fallbackOptions, dataset: totalsDataset, title: 'Delivery' },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { size: { breakpoint: 'sm', columns: 12 } } };
export const DenseLongLabels: Story = { args: { dataset: rowsOnlyDataset } };
export const AllZeros: Story = { args: { dataset: zeroDataset } };
