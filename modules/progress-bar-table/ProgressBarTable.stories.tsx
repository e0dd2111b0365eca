import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewOf } from '../../src/registry/ModulePreview';
import { daypartDataset, daypartOptions, denseDataset, denseOptions, zeroDataset } from './fixtures';
import definition from './index';

const Preview = previewOf(definition);

const meta = {
  title: 'Modules/Tables/Progress bar table',
  component: Preview,
  args: { options: daypartOptions, dataset: daypartDataset, title: 'Dayparts' },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { size: { breakpoint: 'sm', columns: 12 } } };
export const DenseLongLabels: Story = { args: { dataset: denseDataset, options: denseOptions, title: 'Markets' } };
export const AllZeros: Story = { args: { dataset: zeroDataset } };
