import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewOf } from '../../src/registry/ModulePreview';
import {
  campaignDataset,
  densePublisherDeviceDataset,
  deviceOptions,
  statusOptions,
  zeroCampaignDataset,
} from './fixtures';
import definition from './index';

const Preview = previewOf(definition);

const meta = {
  title: 'Modules/Charts/Stacked bar chart',
  component: Preview,
  args: { options: statusOptions, dataset: campaignDataset, title: 'Impressions by tactic and status' },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { size: { breakpoint: 'sm', columns: 12 } } };
export const DenseLongLabels: Story = { args: { options: deviceOptions, dataset: densePublisherDeviceDataset } };
export const AllZeros: Story = { args: { dataset: zeroCampaignDataset } };
