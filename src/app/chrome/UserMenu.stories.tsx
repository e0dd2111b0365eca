import type { Meta, StoryObj } from '@storybook/react-vite';
import { ALL_RIGHTS } from '../../domain/rights';
import { testUser } from '../testing/fixtures';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Chrome/UserMenu',
  component: UserMenu,
  args: { onSelect: () => undefined, inline: true, defaultOpen: true, user: testUser() },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An agency admin holding every right sees every entry. */
export const Admin: Story = {
  args: { user: testUser({ full_name: 'Ada Admin', roles: ['dashadmin'], permissions: [...ALL_RIGHTS] }) },
};

/** Staff without admin rights see Sign out and Help only. */
export const Staff: Story = {};
