import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewOf } from '../../src/registry/ModulePreview';
import { denseDataset, denseOptions, zeroDataset, zipDataset, zipOptions } from './fixtures';
import definition from './index';

const Preview = previewOf(definition);

const meta = {
  title: 'Modules/Tables/Table list',
  component: Preview,
  args: { options: zipOptions, dataset: zipDataset, title: 'Top 10 zip codes' },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { size: { breakpoint: 'sm', columns: 12 } } };
export const DenseLongLabels: Story = { args: { dataset: denseDataset, options: denseOptions, title: 'Top markets' } };
export const AllZeros: Story = { args: { dataset: zeroDataset } };
