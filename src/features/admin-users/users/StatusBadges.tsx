import { Badge, HStack } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { USER_STATUS } from '../../../domain/rights';
import { LABELS } from '../labels';
import type { UserRow } from '../types';

export interface StatusBadgesProps {
  user: Pick<UserRow, 'status' | 'invitation' | 'isSuperuser'>;
}

/** Active / Deactivated (000 §3), and Invited while an invitation link is open. */
export function StatusBadges({ user }: StatusBadgesProps): ReactElement {
  const status =
    user.status === USER_STATUS.Active
      ? { label: LABELS.active, palette: 'green' }
      : user.status === USER_STATUS.Deactivated
        ? { label: LABELS.deactivated, palette: 'orange' }
        : { label: LABELS.deleted, palette: 'gray' };
  return (
    <HStack gap="1" wrap="wrap">
      <Badge colorPalette={status.palette}>{status.label}</Badge>
      {user.invitation?.state === 'pending' ? <Badge colorPalette="blue">{LABELS.invited}</Badge> : null}
      {user.isSuperuser ? <Badge colorPalette="purple">{LABELS.superuser}</Badge> : null}
    </HStack>
  );
}
