import { Button, Stack } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { FormDrawer, ResourceTable, toast, useConfirm, useListState } from '../../../admin-kit';
import { MESSAGES, messageText } from '../../../domain/messages';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';
import { LABELS } from '../labels';
import { FilterSelect } from '../shared/FilterSelect';
import { useAgencies } from '../shared/use-agencies';
import type { AccessGroupRow } from '../types';
import { AccessGroupEditor } from './AccessGroupEditor';
import { accessGroupsApi } from './api';
import { ACCESS_GROUP_COLUMNS } from './group-columns';

type Editing = { row?: AccessGroupRow } | null;

/** Access groups (issue 21): named bundles of rights in one agency; editing one changes its members' rights at once. */
export function AccessGroupsScreen({ title }: ScreenProps): ReactElement {
  const listState = useListState({ sort: 'name', dir: 'asc', filterNames: ['agencyId'] });
  const list = accessGroupsApi.useList(listState.toQuery());
  const remove = accessGroupsApi.useRemove();
  const confirm = useConfirm();
  const agencies = useAgencies();
  const [editing, setEditing] = useState<Editing>(null);

  const removeRow = async (row: AccessGroupRow): Promise<void> => {
    const ok = await confirm({
      title: messageText('muDeleteTitle', { name: row.name }),
      body: messageText('muDeleteAccessGroupBody', { count: row.memberCount }),
      confirmLabel: LABELS.delete,
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(row.id);
      toast.success(messageText('muGroupDeleted', { name: row.name }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Stack gap="4">
      <ScreenTitle title={title} />
      <ResourceTable<AccessGroupRow>
        caption={LABELS.accessGroups}
        columns={ACCESS_GROUP_COLUMNS}
        page={list.data}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        listState={listState}
        rowId={(row) => String(row.id)}
        rowLabel={(row) => row.name}
        rowActions={(row) => [
          { label: LABELS.edit, onSelect: () => setEditing({ row }) },
          { label: LABELS.delete, danger: true, onSelect: () => void removeRow(row) },
        ]}
        searchPlaceholder={MESSAGES.muGroupsSearch}
        emptyText={MESSAGES.muAccessGroupsEmpty}
        filters={
          agencies.length > 1 ? (
            <FilterSelect
              label={LABELS.agency}
              value={listState.state.filters.agencyId ?? ''}
              options={agencies.map((a) => ({ value: String(a.id), label: a.name }))}
              onChange={(v) => listState.setFilter('agencyId', v)}
            />
          ) : null
        }
        toolbar={
          <Button size="sm" colorPalette="brand" onClick={() => setEditing({})}>
            {MESSAGES.muNewAccessGroup}
          </Button>
        }
      />
      <FormDrawer
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.row ? messageText('muEditGroup', { name: editing.row.name }) : MESSAGES.muNewAccessGroup}
      >
        {editing ? <AccessGroupEditor row={editing.row} onDone={() => setEditing(null)} /> : null}
      </FormDrawer>
    </Stack>
  );
}
