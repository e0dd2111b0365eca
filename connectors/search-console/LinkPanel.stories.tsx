import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_ADVERTISER } from '../fixtures';
import { withFixtureServer } from '../story-kit';
import { LinkPanel } from './LinkPanel';

const meta = {
  title: 'Connectors/Google Search Console/Link panel',
  component: LinkPanel,
  decorators: [withFixtureServer],
  args: { advertiserId: FIXTURE_ADVERTISER },
} satisfies Meta<typeof LinkPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** At 375 px, the narrowest phone the portal supports. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
};
