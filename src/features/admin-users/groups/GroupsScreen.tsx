import { Button, Stack } from '@chakra-ui/react';
import { useState, type ComponentType, type ReactElement } from 'react';
import {
  FormDrawer,
  ResourceTable,
  toast,
  useConfirm,
  useListState,
  type ColumnDef,
  type Page,
} from '../../../admin-kit';
import { MESSAGES, messageText } from '../../../domain/messages';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import { LABELS } from '../labels';
import { FilterSelect } from '../shared/FilterSelect';
import { useAgencies } from '../shared/use-agencies';

/** What a group list needs of its resource API: the page and the removal. */
interface GroupApi<T> {
  useList(query: Record<string, string>): {
    data?: Page<T>;
    status: 'pending' | 'error' | 'success';
    error: Error | null;
    refetch(): unknown;
  };
  useRemove(): { mutateAsync(id: number): Promise<unknown> };
}

/** One kind of group: its calls, columns, texts and editor. */
export interface GroupsScreenConfig<T extends { id: number; name: string }> {
  title: string;
  api: GroupApi<T>;
  columns: ColumnDef<T>[];
  caption: string;
  emptyText: string;
  newLabel: string;
  /** The confirm's body for deleting a row (who or what loses the group). */
  deleteBody(row: T): string;
  Editor: ComponentType<{ row?: T; onDone(): void }>;
}

/**
 * A list of groups of one agency (access groups, advertiser groups: issue 21): the kit's table filtered by agency, a
 * drawer to create or edit one, delete behind a confirm naming what is lost.
 */
export function GroupsScreen<T extends { id: number; name: string }>(config: GroupsScreenConfig<T>): ReactElement {
  const { api, Editor } = config;
  const listState = useListState({ sort: 'name', dir: 'asc', filterNames: ['agencyId'] });
  const list = api.useList(listState.toQuery());
  const remove = api.useRemove();
  const confirm = useConfirm();
  const agencies = useAgencies();
  const [editing, setEditing] = useState<{ row?: T } | null>(null);

  const removeRow = async (row: T): Promise<void> => {
    const ok = await confirm({
      title: messageText('muDeleteTitle', { name: row.name }),
      body: config.deleteBody(row),
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
      <ScreenTitle title={config.title} />
      <ResourceTable<T>
        caption={config.caption}
        columns={config.columns}
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
        emptyText={config.emptyText}
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
            {config.newLabel}
          </Button>
        }
      />
      <FormDrawer
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.row ? messageText('muEditGroup', { name: editing.row.name }) : config.newLabel}
      >
        {editing ? <Editor row={editing.row} onDone={() => setEditing(null)} /> : null}
      </FormDrawer>
    </Stack>
  );
}
