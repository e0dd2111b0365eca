import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewOf } from '../../src/registry/ModulePreview';
import { denseFirstPageDataset, firstPageDataset, pieOptions, zeroPageDataset } from './fixtures';
import definition from './index';

const Preview = previewOf(definition);

const meta = {
  title: 'Modules/Charts/Self-fetching pie chart',
  component: Preview,
  args: { options: pieOptions, dataset: firstPageDataset, title: 'Impressions by publisher' },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { size: { breakpoint: 'sm', columns: 12 } } };
export const DenseLongLabels: Story = { args: { dataset: denseFirstPageDataset } };
export const AllZeros: Story = { args: { dataset: zeroPageDataset } };
