import { Button, Stack } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { FormDrawer, ResourceTable, useListState } from '../../../admin-kit';
import { MESSAGES } from '../../../domain/messages';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';
import { LABELS } from '../labels';
import type { UserRow } from '../types';
import { usersApi } from './api';
import { InviteForm } from './InviteForm';
import { USER_COLUMNS } from './user-columns';
import { USER_FILTERS, UserFilters } from './UserFilters';
import { useUserActions } from './use-user-actions';

/**
 * Manage Users (000 §2 /admin/users): the caller's users paged, sorted, searched and filtered on the server (all in
 * the URL), with status and last sign-in; open, deactivate, reactivate and delete; invite a new user by e-mail.
 */
export function UsersScreen({ title }: ScreenProps): ReactElement {
  const listState = useListState({ sort: 'name', dir: 'asc', filterNames: USER_FILTERS });
  const list = usersApi.useList(listState.toQuery());
  const actions = useUserActions();
  const [inviting, setInviting] = useState(false);
  return (
    <Stack gap="4">
      <ScreenTitle title={title} />
      <ResourceTable<UserRow>
        caption={LABELS.users}
        columns={USER_COLUMNS}
        page={list.data}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        listState={listState}
        rowId={(row) => String(row.id)}
        rowLabel={(row) => row.fullName || row.email}
        rowActions={actions.rowActions}
        searchPlaceholder={MESSAGES.muUsersSearch}
        emptyText={MESSAGES.usersEmpty}
        filters={<UserFilters listState={listState} />}
        toolbar={
          <Button size="sm" colorPalette="brand" onClick={() => setInviting(true)}>
            {MESSAGES.muInviteUser}
          </Button>
        }
      />
      <FormDrawer open={inviting} onOpenChange={setInviting} title={MESSAGES.muInviteUser}>
        {inviting ? <InviteForm onDone={() => setInviting(false)} /> : null}
      </FormDrawer>
    </Stack>
  );
}
