import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewOf } from '../../src/registry/ModulePreview';
import { denseDataset, summaryDataset, summaryOptions, zeroDataset } from './fixtures';
import definition from './index';

const Preview = previewOf(definition);

const meta = {
  title: 'Modules/Controllers/Summary controller',
  component: Preview,
  args: { options: summaryOptions, dataset: summaryDataset, title: 'Products' },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { size: { breakpoint: 'sm', columns: 12 } } };
export const DenseLongLabels: Story = { args: { dataset: denseDataset } };
export const AllZeros: Story = { args: { dataset: zeroDataset } };
