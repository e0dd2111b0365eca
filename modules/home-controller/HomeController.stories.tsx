import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewOf } from '../../src/registry/ModulePreview';
import { denseDataset, homeOptions, recentDataset, zeroDataset } from './fixtures';
import definition from './index';

const Preview = previewOf(definition);

const meta = {
  title: 'Modules/Controllers/Home controller',
  component: Preview,
  args: { options: homeOptions, dataset: recentDataset, title: 'Recent pages' },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { size: { breakpoint: 'sm', columns: 12 } } };
export const DenseLongLabels: Story = { args: { dataset: denseDataset, options: { showPaths: true } } };
export const AllZeros: Story = { args: { dataset: zeroDataset } };
