import { Button, Stack } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { FormDrawer, ResourceTable, toast, useConfirm, useListState } from '../../../admin-kit';
import { MESSAGES, messageText } from '../../../domain/messages';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';
import { LABELS } from '../labels';
import { FilterSelect } from '../shared/FilterSelect';
import { useAgencies } from '../shared/use-agencies';
import type { AdvertiserGroupRow } from '../types';
import { AdvertiserGroupEditor } from './AdvertiserGroupEditor';
import { advertiserGroupsApi } from './api';
import { ADVERTISER_GROUP_COLUMNS } from './group-columns';

type Editing = { row?: AdvertiserGroupRow } | null;

/** Advertiser groups (issue 21): named sets of advertisers; granting one grants every advertiser in it, later ones too. */
export function AdvertiserGroupsScreen({ title }: ScreenProps): ReactElement {
  const listState = useListState({ sort: 'name', dir: 'asc', filterNames: ['agencyId'] });
  const list = advertiserGroupsApi.useList(listState.toQuery());
  const remove = advertiserGroupsApi.useRemove();
  const confirm = useConfirm();
  const agencies = useAgencies();
  const [editing, setEditing] = useState<Editing>(null);

  const removeRow = async (row: AdvertiserGroupRow): Promise<void> => {
    const ok = await confirm({
      title: messageText('muDeleteTitle', { name: row.name }),
      body: messageText('muDeleteAdvertiserGroupBody', { count: row.advertiserCount }),
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
      <ResourceTable<AdvertiserGroupRow>
        caption={LABELS.advertiserGroups}
        columns={ADVERTISER_GROUP_COLUMNS}
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
        emptyText={MESSAGES.muAdvertiserGroupsEmpty}
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
            {MESSAGES.muNewAdvertiserGroup}
          </Button>
        }
      />
      <FormDrawer
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.row ? messageText('muEditGroup', { name: editing.row.name }) : MESSAGES.muNewAdvertiserGroup}
      >
        {editing ? <AdvertiserGroupEditor row={editing.row} onDone={() => setEditing(null)} /> : null}
      </FormDrawer>
    </Stack>
  );
}
