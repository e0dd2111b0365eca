import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewOf } from '../../src/registry/ModulePreview';
import { denseDataset, orderDataset, orderOptions, zeroDataset } from './fixtures';
import definition from './index';

const Preview = previewOf(definition);

const meta = {
  title: 'Modules/Controllers/Order controller',
  component: Preview,
  args: { options: orderOptions, dataset: orderDataset, title: 'Orders' },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { size: { breakpoint: 'sm', columns: 12 } } };
export const DenseLongLabels: Story = { args: { dataset: denseDataset } };
export const AllZeros: Story = { args: { dataset: zeroDataset } };
export const NoOrders: Story = { args: { dataset: { rows: [], totals: null, meta: { totalRows: 0 } } } };
export const Print: Story = { args: { dataset: denseDataset, context: { print: true } } };
