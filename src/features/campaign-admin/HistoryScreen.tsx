import { Button, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactElement } from 'react';
import { ResourceTable, toast, useConfirm, useListState } from '../../admin-kit';
import { MESSAGES } from '../../domain/messages';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';
import { refreshCampaigns, undoEntry, useCampaignHistory } from './api';
import { changeWords, whenText } from './history-words';
import { LABELS, VALUE_WORDS } from './texts';
import type { HistoryEntry } from './types';

/** The Undo of a row, or why it cannot be undone. */
function UndoCell({ entry, onUndo }: { entry: HistoryEntry; onUndo(entry: HistoryEntry): void }): ReactElement {
  if (entry.undoable)
    return (
      <Button size="xs" variant="outline" onClick={() => onUndo(entry)}>
        {LABELS.undo}
      </Button>
    );
  return (
    <Text fontSize="xs" color="fg.muted">
      {entry.undoReason ?? LABELS.notUndoable}
    </Text>
  );
}

/** /campaigns/{campaignId}/history: the campaign's changes newest first, each undoable one with Undo. */
export function HistoryScreen({ title, params }: ScreenProps): ReactElement {
  const campaignId = Number(params.campaignId);
  if (!Number.isInteger(campaignId) || campaignId <= 0)
    return (
      <Stack gap="4">
        <ScreenTitle title={title} />
        <Text>{MESSAGES.caBadCampaignId}</Text>
      </Stack>
    );
  return <History title={title} campaignId={campaignId} />;
}

function History({ title, campaignId }: { title: string; campaignId: number }): ReactElement {
  const listState = useListState({ filterNames: [] });
  const list = useCampaignHistory(campaignId, listState.toQuery());
  const confirm = useConfirm();
  const client = useQueryClient();

  const columns = useMemo((): ColumnDef<HistoryEntry, unknown>[] => {
    async function undo(entry: HistoryEntry): Promise<void> {
      const yes = await confirm({ title: MESSAGES.caUndoTitle, body: MESSAGES.caUndoBody, confirmLabel: LABELS.undo });
      if (!yes) return;
      try {
        await undoEntry(entry.id);
        toast.success(MESSAGES.caUndone);
      } catch (error) {
        toast.error(error instanceof Error ? error.message : String(error));
      }
      await refreshCampaigns(client);
    }
    return [
      { id: 'when', header: LABELS.when, cell: ({ row }) => whenText(row.original.at) },
      { id: 'who', header: LABELS.who, cell: ({ row }) => row.original.actorEmail ?? VALUE_WORDS.none },
      { id: 'what', header: LABELS.what, cell: ({ row }) => changeWords(row.original) },
      { id: 'undo', header: LABELS.undo, cell: ({ row }) => <UndoCell entry={row.original} onUndo={undo} /> },
    ];
  }, [confirm, client]);

  return (
    <Stack gap="4">
      <ScreenTitle title={title} />
      <ResourceTable<HistoryEntry>
        caption={MESSAGES.caHistoryCaption}
        columns={columns}
        page={list.data}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        listState={listState}
        rowId={(row) => String(row.id)}
        noSearch
        emptyText={MESSAGES.caHistoryEmpty}
      />
    </Stack>
  );
}
