import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewOf } from '../../src/registry/ModulePreview';
import { densePageDataset, publisherOptions, zeroPageDataset, zipOptions, zipPageDataset } from './fixtures';
import definition from './index';

const Preview = previewOf(definition);

const meta = {
  title: 'Modules/Charts/Self-fetching bar chart',
  component: Preview,
  args: { options: zipOptions, dataset: zipPageDataset, title: 'Impressions by zip code' },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { size: { breakpoint: 'sm', columns: 12 } } };
export const DenseLongLabels: Story = { args: { options: publisherOptions, dataset: densePageDataset } };
export const AllZeros: Story = { args: { dataset: zeroPageDataset } };
