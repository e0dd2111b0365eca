import { Alert, Box, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState, type ReactElement } from 'react';
import { FormDrawer, toast, useConfirm } from '../../../admin-kit';
import { isApiError } from '../../../data/api-error';
import { startViewAs } from '../../../data/view-as-api';
import { userAtom } from '../../../state/session.atoms';
import { MESSAGES, messageText } from '../../../domain/messages';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';
import { useAgencies } from '../shared/use-agencies';
import type { UserRow } from '../types';
import { useRevokeInvitation, useSendInvitation, useUserAccess, usersApi } from '../users/api';
import { useUserActions } from '../users/use-user-actions';
import { USER_STATUS } from '../../../domain/rights';
import { AccessEditor } from './AccessEditor';
import { AccessSection } from './AccessSection';
import { ExplainPanel } from './ExplainPanel';
import { InvitationSection } from './InvitationSection';
import { ProfileForm } from './ProfileForm';
import { ProfileSection } from './ProfileSection';

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function PageSkeleton(): ReactElement {
  return (
    <Stack gap="3" aria-busy="true">
      <Skeleton height="8" width="60" />
      <Skeleton height="40" />
      <Skeleton height="64" />
    </Stack>
  );
}

/** /admin/users/{id}: a user's profile, invitation, access (with its editor) and the access explainer. */
export function UserPage({ params }: ScreenProps): ReactElement {
  const id = Number(params.userId);
  const valid = Number.isInteger(id) && id > 0;
  const user = usersApi.useOne(valid ? id : undefined);
  const back = (
    <Link asChild fontSize="sm" mb="2" colorPalette="brand">
      <RouterLink to="/admin/users">← {MESSAGES.muBackToUsers}</RouterLink>
    </Link>
  );
  if (!valid || user.isError)
    return (
      <Stack gap="3" align="start">
        {back}
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            {!valid || (isApiError(user.error) && user.error.status === 404)
              ? MESSAGES.muUserNotFound
              : errorText(user.error)}
          </Alert.Title>
        </Alert.Root>
      </Stack>
    );
  if (!user.data) return <PageSkeleton />;
  return (
    <Stack gap="4" align="stretch">
      <Box>{back}</Box>
      <UserSections user={user.data} />
    </Stack>
  );
}

function UserSections({ user }: { user: UserRow }): ReactElement {
  const agencies = useAgencies();
  const access = useUserAccess(user.id);
  const send = useSendInvitation(user.id);
  const revoke = useRevokeInvitation(user.id);
  const confirm = useConfirm();
  const actions = useUserActions();
  const navigate = useNavigate();
  const [drawer, setDrawer] = useState<'profile' | 'access' | null>(null);
  const me = useAtomValue(userAtom);
  const name = user.fullName || user.email;
  // View as (issue 21 §4): whom the caller may edit, never themselves nor an inactive user; the server decides too.
  const mayViewAs = user.canEdit && user.status === USER_STATUS.Active && me !== null && me.user_id !== user.id;

  const viewAs = async (): Promise<void> => {
    const ok = await confirm({
      title: MESSAGES.viewAsButton,
      body: messageText('viewAsConfirm', { name }),
      confirmLabel: MESSAGES.viewAsButton,
      danger: false,
    });
    if (!ok) return;
    try {
      await startViewAs(user.id, `/admin/users/${user.id}`);
    } catch (error) {
      toast.error(messageText('viewAsFailed', { error: errorText(error) }));
    }
  };

  const sendInvitation = async (): Promise<void> => {
    try {
      await send.mutateAsync();
      toast.success(messageText('muInvitationResent', { email: user.email }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  const revokeInvitation = async (): Promise<void> => {
    const ok = await confirm({
      title: messageText('muRevokeTitle', { name }),
      body: messageText('muRevokeBody', { email: user.email }),
      confirmLabel: MESSAGES.muRevokeInvitation,
      danger: true,
    });
    if (!ok) return;
    try {
      await revoke.mutateAsync();
      toast.success(messageText('muInvitationRevoked', { name }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <>
      <ScreenTitle title={name} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Stack gap="4" minW="0">
          <ProfileSection
            user={user}
            onEdit={() => setDrawer('profile')}
            onStatusChange={() =>
              void (user.status === USER_STATUS.Deactivated ? actions.reactivate(user) : actions.deactivate(user))
            }
            onDelete={() =>
              void actions.remove(user).then((removed) => (removed ? navigate({ to: '/admin/users' }) : undefined))
            }
            onViewAs={mayViewAs ? () => void viewAs() : undefined}
          />
          <InvitationSection
            user={user}
            busy={send.isPending || revoke.isPending}
            onSend={() => void sendInvitation()}
            onRevoke={() => void revokeInvitation()}
          />
          <ExplainPanel userId={user.id} />
        </Stack>
        <Box minW="0">
          {access.data ? (
            <AccessSection
              access={access.data}
              agencies={agencies}
              onEdit={user.canEdit ? () => setDrawer('access') : undefined}
            />
          ) : access.isError ? (
            <Text color="fg.error" role="alert">
              {errorText(access.error)}
            </Text>
          ) : (
            <Skeleton height="64" />
          )}
        </Box>
      </SimpleGrid>
      <FormDrawer
        open={drawer === 'profile'}
        onOpenChange={(open) => !open && setDrawer(null)}
        title={MESSAGES.muEditProfile}
      >
        {drawer === 'profile' ? <ProfileForm user={user} onDone={() => setDrawer(null)} /> : null}
      </FormDrawer>
      <FormDrawer
        open={drawer === 'access'}
        onOpenChange={(open) => !open && setDrawer(null)}
        title={MESSAGES.muEditAccess}
        size="lg"
      >
        {drawer === 'access' && access.data ? (
          <AccessEditor userId={user.id} access={access.data} onDone={() => setDrawer(null)} />
        ) : null}
      </FormDrawer>
    </>
  );
}
