import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdvertiserLogoDialog } from './AdvertiserLogoDialog';

const meta = {
  title: 'Dashboard/AdvertiserLogoDialog',
  component: AdvertiserLogoDialog,
  args: { open: true, onClose: () => undefined, advertiserId: 10000001, advertiserName: 'Riverside Auto Group' },
} satisfies Meta<typeof AdvertiserLogoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the dashboard's campaign options: choose a picture and upload it. */
export const Open: Story = {};
