import { Button, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { MESSAGES } from '../../../domain/messages';
import { USER_STATUS } from '../../../domain/rights';
import { LABELS } from '../labels';
import { Fact, Section } from '../shared/Section';
import { TimeText } from '../shared/TimeText';
import type { UserRow } from '../types';
import { StatusBadges } from '../users/StatusBadges';

export interface ProfileSectionProps {
  user: UserRow;
  /** Opens the profile drawer; absent (or the user not editable) shows no button. */
  onEdit?(): void;
  /** Deactivate or reactivate (by the user's status) and delete; each asks first. */
  onStatusChange?(): void;
  onDelete?(): void;
  /** Views the portal as the user (issue 21 §4); absent when they may not be viewed as. */
  onViewAs?(): void;
}

/** Name, e-mail, status, last sign-in and creation of a user. */
export function ProfileSection({
  user,
  onEdit,
  onStatusChange,
  onDelete,
  onViewAs,
}: ProfileSectionProps): ReactElement {
  return (
    <Section
      title={LABELS.profile}
      actions={
        user.canEdit ? (
          <>
            {onEdit ? (
              <Button size="sm" variant="outline" onClick={onEdit}>
                {MESSAGES.muEditProfile}
              </Button>
            ) : null}
            {onStatusChange ? (
              <Button size="sm" variant="outline" onClick={onStatusChange}>
                {user.status === USER_STATUS.Deactivated ? LABELS.reactivate : LABELS.deactivate}
              </Button>
            ) : null}
            {onDelete ? (
              <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete}>
                {LABELS.delete}
              </Button>
            ) : null}
            {onViewAs ? (
              <Button size="sm" variant="outline" onClick={onViewAs}>
                {MESSAGES.viewAsButton}
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      <Fact label={LABELS.name}>{user.fullName}</Fact>
      <Fact label={LABELS.email}>{user.email}</Fact>
      <Fact label={LABELS.status}>
        <StatusBadges user={user} />
      </Fact>
      <Fact label={LABELS.lastSignIn}>
        <TimeText iso={user.lastLoginAt} />
      </Fact>
      <Fact label={LABELS.created}>
        <TimeText iso={user.createdAt} />
      </Fact>
      {user.canEdit ? null : (
        <Text mt="2" fontSize="sm" color="fg.muted">
          {MESSAGES.muReadOnlyNote}
        </Text>
      )}
    </Section>
  );
}
