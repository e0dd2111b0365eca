import { Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useState, type ReactElement } from 'react';
import { FormDrawer, ResourceTable, toast, useConfirm, useListState } from '../../../admin-kit';
import { messageText } from '../../../domain/messages';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';
import { AgencyModulesForm } from './AgencyModulesForm';
import { agencyModulesApi, useAgencyModules, useSaveAgencyModules, type AgencyModulesRow } from './api';
import { changeSentences, type ModuleChanges } from './changes';

const COLUMNS: ColumnDef<AgencyModulesRow>[] = [
  { id: 'name', header: 'Agency', accessorKey: 'name', meta: { sortKey: 'name' } },
  {
    id: 'disabled',
    header: 'Switched off',
    meta: { sortKey: 'disabled' },
    cell: ({ row }) =>
      row.original.disabled.length === 0 ? (
        <Text color="fg.muted">None</Text>
      ) : (
        <Text>
          {row.original.disabled.length}: {row.original.disabled.join(', ')}
        </Text>
      ),
  },
];

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** System Admin › manage-modules (000 §2): agencies, and per agency a drawer of module kinds as switches. */
export function ManageModulesScreen({ title }: ScreenProps): ReactElement {
  const listState = useListState({ sort: 'name', dir: 'asc' });
  const list = agencyModulesApi.useList(listState.toQuery());
  const [editing, setEditing] = useState<AgencyModulesRow | null>(null);
  return (
    <Stack gap="4">
      <ScreenTitle title={title} />
      <ResourceTable<AgencyModulesRow>
        caption="Agencies and their switched-off module kinds"
        columns={COLUMNS}
        page={list.data}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        listState={listState}
        rowId={(row) => String(row.id)}
        rowLabel={(row) => row.name}
        rowActions={(row) => [{ label: 'Edit modules', onSelect: () => setEditing(row) }]}
        searchPlaceholder="Search agencies"
        emptyText="No agency matches."
      />
      <FormDrawer
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing ? `Modules of ${editing.name}` : ''}
      >
        {editing ? <AgencyDrawerBody agency={editing} onDone={() => setEditing(null)} /> : null}
      </FormDrawer>
    </Stack>
  );
}

function AgencyDrawerBody({ agency, onDone }: { agency: AgencyModulesRow; onDone(): void }): ReactElement {
  const detail = useAgencyModules(agency.id);
  const save = useSaveAgencyModules();
  const confirm = useConfirm();
  const submit = async (changes: ModuleChanges, disabled: string[]): Promise<void> => {
    const ok = await confirm({
      title: messageText('modulesConfirmTitle', { agency: agency.name }),
      body: (
        <Stack gap="2">
          {changeSentences(changes, agency.name).map((sentence) => (
            <Text key={sentence}>{sentence}</Text>
          ))}
        </Stack>
      ),
      confirmLabel: 'Save',
      danger: changes.disable.length > 0,
    });
    if (!ok) return;
    try {
      await save.mutateAsync({ agencyId: agency.id, disabled });
      toast.success(messageText('modulesSaved', { agency: agency.name }));
      onDone();
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  if (detail.isError)
    return (
      <Text color="fg.error" role="alert">
        {errorText(detail.error)}
      </Text>
    );
  if (!detail.data) return <Skeleton h="64" aria-label="Loading the module kinds" />;
  return (
    <AgencyModulesForm
      kinds={detail.data.kinds}
      busy={save.isPending}
      onCancel={onDone}
      onSave={(changes, disabled) => void submit(changes, disabled)}
    />
  );
}
