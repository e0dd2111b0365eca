import type { Meta, StoryObj } from '@storybook/react-vite';
import { CampaignActionDialog } from './CampaignActionDialog';
import { ADVERTISER, AGENCY_ADVERTISERS, CAMPAIGN, IMPACT, OTHER_CAMPAIGN } from './fixtures';
import { withQueries } from './story-support';

const meta = {
  title: 'Campaign admin/CampaignActionDialog',
  component: CampaignActionDialog,
  args: {
    action: 'hide',
    advertiser: ADVERTISER,
    campaigns: [CAMPAIGN],
    onClose: () => undefined,
    onDone: () => undefined,
  },
  decorators: [
    withQueries([
      [['campaign-admin', 'impact', { kind: 'campaign', advertiserId: 10, campaignId: 501, action: 'hide' }], IMPACT],
      [['campaign-admin', 'advertisers', 1], AGENCY_ADVERTISERS],
    ]),
  ],
} satisfies Meta<typeof CampaignActionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hide: the impact is shown and the confirm enabled. */
export const Hide: Story = {};

/** Rename the friendly name. */
export const Rename: Story = { args: { action: 'rename' } };

/** Spend type, rate and hide spend. */
export const Spend: Story = { args: { action: 'spend' } };

/** Move: with two campaigns on screen the dialog asks which; the impact waits for the target. */
export const MoveAsksWhich: Story = { args: { action: 'move', campaigns: [CAMPAIGN, OTHER_CAMPAIGN] } };

/** Clone to another advertiser, as a template or with history. */
export const Clone: Story = { args: { action: 'clone' } };

/** Archive a year of the advertiser's campaigns. */
export const ArchiveYear: Story = { args: { action: 'archiveYear' } };
