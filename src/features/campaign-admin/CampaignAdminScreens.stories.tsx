import type { Meta, StoryObj } from '@storybook/react-vite';
import { withKitRouter } from '../../admin-kit/testing/kit-router';
import { ArchiveScreen } from './ArchiveScreen';
import { CampaignAdminScreen } from './CampaignAdminScreen';
import { HistoryScreen } from './HistoryScreen';
import { HISTORY, managed } from './fixtures';
import { withQueries } from './story-support';

const FIRST_PAGE = { limit: '25', offset: '0' };
const page = <T,>(items: T[]) => ({ items, total: items.length, limit: 25, offset: 0 });

const meta = {
  title: 'Campaign admin/Screens',
  component: CampaignAdminScreen,
  args: { title: 'Hidden Campaigns', params: {} },
  decorators: [
    withKitRouter,
    withQueries([
      [
        ['campaign-admin', 'hidden', FIRST_PAGE],
        page([managed(), managed({ CampaignId: 502, FriendlyName: 'Summer Deals' })]),
      ],
      [['campaign-admin', 'archive', FIRST_PAGE], page([])],
      [['campaign-admin', 'history', 501, FIRST_PAGE], page(HISTORY)],
      [['campaign-admin', 'advertisers', 1], []],
    ]),
  ],
} satisfies Meta<typeof CampaignAdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /campaigns/hidden with two hidden campaigns (the kit router opens at '/', which shows the hidden list). */
export const Hidden: Story = {};

/** /campaigns/archive, empty. */
export const EmptyArchive: Story = {
  render: () => <ArchiveScreen title="Campaign Archive" params={{}} />,
};

/** /campaigns/501/history: an undoable rename and a hide too old to undo. */
export const History: Story = {
  render: () => <HistoryScreen title="Campaign History" params={{ campaignId: '501' }} />,
};
