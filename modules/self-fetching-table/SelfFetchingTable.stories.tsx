import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewOf } from '../../src/registry/ModulePreview';
import { denseDataset, keywordOptions, zeroDataset, zipOptions, zipPageDataset } from './fixtures';
import definition from './index';

const Preview = previewOf(definition);

const meta = {
  title: 'Modules/Tables/Self-fetching table',
  component: Preview,
  args: { options: zipOptions, dataset: zipPageDataset, title: 'Zip codes' },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { size: { breakpoint: 'sm', columns: 12 } } };
export const DenseLongLabels: Story = { args: { dataset: denseDataset, options: keywordOptions, title: 'Keywords' } };
export const AllZeros: Story = { args: { dataset: zeroDataset } };
