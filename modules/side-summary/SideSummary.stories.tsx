import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewOf } from '../../src/registry/ModulePreview';
import { denseDataset, denseOptions, summaryDataset, summaryOptions, zeroDataset } from './fixtures';
import definition from './index';

const Preview = previewOf(definition);

const meta = {
  title: 'Modules/Summary/Side summary',
  component: Preview,
  args: {
    options: summaryOptions,
    dataset: summaryDataset,
    title: 'At a glance',
    size: { breakpoint: 'lg', columns: 3 },
    context: { campaignTypes: ['OTT'] },
  },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { size: { breakpoint: 'sm', columns: 12 } } };
export const DenseLongLabels: Story = {
  args: { dataset: denseDataset, options: denseOptions, context: { campaignTypes: ['TV2OTT'] } },
};
export const AllZeros: Story = { args: { dataset: zeroDataset } };
