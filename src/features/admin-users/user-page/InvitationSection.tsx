import { Badge, Button, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { MESSAGES } from '../../../domain/messages';
import { LABELS } from '../labels';
import { Fact, Section } from '../shared/Section';
import { TimeText } from '../shared/TimeText';
import type { UserRow } from '../types';

export interface InvitationSectionProps {
  user: UserRow;
  onSend?(): void;
  onRevoke?(): void;
  busy?: boolean;
}

/** The open invitation link (sent, expires) with Resend and Revoke; Send for a user who never signed in. */
export function InvitationSection({ user, onSend, onRevoke, busy = false }: InvitationSectionProps): ReactElement {
  const invitation = user.invitation?.state === 'pending' ? user.invitation : null;
  const editable = user.canEdit && onSend && onRevoke;
  return (
    <Section
      title={LABELS.invitation}
      actions={
        editable ? (
          invitation ? (
            <>
              <Button size="sm" variant="outline" loading={busy} onClick={onSend}>
                {MESSAGES.muResendInvitation}
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={onRevoke}>
                {MESSAGES.muRevokeInvitation}
              </Button>
            </>
          ) : user.lastLoginAt === null ? (
            <Button size="sm" variant="outline" loading={busy} onClick={onSend}>
              {MESSAGES.muSendInvitation}
            </Button>
          ) : null
        ) : null
      }
    >
      {invitation ? (
        <>
          <Fact label={LABELS.status}>
            <Badge colorPalette="blue">{LABELS.pending}</Badge>
          </Fact>
          <Fact label={LABELS.sent}>
            <TimeText iso={invitation.sentAt} />
          </Fact>
          <Fact label={LABELS.expires}>
            <TimeText iso={invitation.expiresAt} />
          </Fact>
        </>
      ) : (
        <Text color="fg.muted">{MESSAGES.muInvitationNone}</Text>
      )}
    </Section>
  );
}
