import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewOf } from '../../src/registry/ModulePreview';
import { dailyDataset, dailyOptions, densePublisherDataset, publisherOptions, zeroDailyDataset } from './fixtures';
import definition from './index';

const Preview = previewOf(definition);

const meta = {
  title: 'Modules/Charts/Dynamic line chart',
  component: Preview,
  args: { options: dailyOptions, dataset: dailyDataset, title: 'Daily delivery' },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { size: { breakpoint: 'sm', columns: 12 } } };
export const DenseLongLabels: Story = { args: { options: publisherOptions, dataset: densePublisherDataset } };
export const AllZeros: Story = { args: { dataset: zeroDailyDataset } };
