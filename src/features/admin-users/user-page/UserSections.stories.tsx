import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { ACCESS, AGENCIES, userRow } from '../fixtures';
import { AccessSection } from './AccessSection';
import { InvitationSection } from './InvitationSection';
import { ProfileSection } from './ProfileSection';

const noop = (): void => undefined;

function UserSections({ canEdit, invited }: { canEdit: boolean; invited: boolean }): ReactElement {
  const user = userRow({
    canEdit,
    lastLoginAt: invited ? null : '2026-11-20T10:00:00.000Z',
    invitation: invited
      ? { state: 'pending', sentAt: '2026-11-25T09:00:00.000Z', expiresAt: '2026-11-28T09:00:00.000Z' }
      : null,
  });
  return (
    <Stack gap="4" maxW="2xl">
      <ProfileSection user={user} onEdit={noop} />
      <InvitationSection user={user} onSend={noop} onRevoke={noop} />
      <AccessSection access={ACCESS} agencies={AGENCIES} onEdit={canEdit ? noop : undefined} />
    </Stack>
  );
}

const meta = {
  title: 'Admin/User page sections',
  component: UserSections,
} satisfies Meta<typeof UserSections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An invited user who never signed in, editable: Resend and Revoke, Edit access. */
export const InvitedEditable: Story = { args: { canEdit: true, invited: true } };
/** A user the admin may only look at (a dashadmin, 000 §6): no buttons. */
export const ReadOnly: Story = { args: { canEdit: false, invited: false } };
/** A superuser's access: the note that grants are not needed. */
export const Superuser: Story = {
  args: { canEdit: true, invited: false },
  render: () => <AccessSection access={{ ...ACCESS, isSuperuser: true }} agencies={AGENCIES} />,
};
