import { Button } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { FormDrawer, ResourceTable, toast, useConfirm, useListState, type RowAction } from '../../../admin-kit';
import { messageText } from '../../../domain/messages';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';
import { TooltipEditor } from './TooltipEditor';
import { tooltipApi, type DeleteOutcome, type TooltipRow } from './tooltip-api';
import { TOOLTIP_COLUMNS } from './tooltip-columns';

type Editing = { row?: TooltipRow } | null;

/**
 * Tooltip Management (001 §7 Tooltips): the catalogue paged and searched on the server, create, edit in a drawer with
 * a preview, and delete: a key with a catalogue definition is reset to it, any other key is removed. A save refreshes
 * the dashboards' tooltips at once.
 */
export function TooltipManagementScreen({ title }: ScreenProps): ReactElement {
  const listState = useListState({ sort: 'key', dir: 'asc', pageSize: 25 });
  const list = tooltipApi.useList(listState.toQuery());
  const remove = tooltipApi.useRemove();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);

  const removeRow = async (row: TooltipRow): Promise<void> => {
    const resets = row.hasDefault;
    const ok = await confirm({
      title: resets ? `Reset ${row.key}` : `Remove ${row.key}`,
      body: messageText(resets ? 'tooltipResetConfirm' : 'tooltipRemoveConfirm', { key: row.key }),
      confirmLabel: resets ? 'Reset to default' : 'Remove',
      danger: !resets,
    });
    if (!ok) return;
    try {
      const outcome = (await remove.mutateAsync(row.key)) as DeleteOutcome;
      toast.success(messageText(outcome.outcome === 'reset' ? 'tooltipResetDone' : 'tooltipRemoved', { key: row.key }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  const rowActions = (row: TooltipRow): RowAction[] => [
    { label: 'Edit', onSelect: () => setEditing({ row }) },
    ...(row.hasDefault
      ? row.isDefault
        ? []
        : [{ label: 'Reset to default', onSelect: () => void removeRow(row) }]
      : [{ label: 'Remove', onSelect: () => void removeRow(row), danger: true }]),
  ];

  return (
    <>
      <ScreenTitle title={title} />
      <ResourceTable<TooltipRow>
        caption="Tooltips"
        columns={TOOLTIP_COLUMNS}
        page={list.data}
        status={list.status}
        error={list.error}
        listState={listState}
        rowId={(row) => row.key}
        rowActions={rowActions}
        searchPlaceholder="Search keys, titles and texts"
        emptyText={messageText('tooltipsEmpty')}
        toolbar={
          <Button size="sm" colorPalette="brand" onClick={() => setEditing({})}>
            New tooltip
          </Button>
        }
      />
      <FormDrawer
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={editing?.row ? `Edit ${editing.row.key}` : 'New tooltip'}
      >
        {editing ? <TooltipEditor row={editing.row} onDone={() => setEditing(null)} /> : null}
      </FormDrawer>
    </>
  );
}
