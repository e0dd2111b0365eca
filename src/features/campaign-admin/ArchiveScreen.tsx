import { Button, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type ReactElement } from 'react';
import { FilterSelect, ResourceTable, toast, useConfirm, useListState } from '../../admin-kit';
import { MESSAGES, messageText } from '../../domain/messages';
import { userAtom } from '../../state/session.atoms';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';
import { refreshCampaigns, send, useAgencyAdvertisers, useArchivedCampaigns } from './api';
import { ARCHIVE_COLUMNS, campaignName } from './columns';
import { LABELS } from './texts';
import type { ManagedCampaign } from './types';
import { showDoneToast } from './undo-toast';

/** The restore call takes one advertiser: the chosen campaigns go in one call per advertiser. */
async function restore(rows: readonly ManagedCampaign[]): Promise<{ count: number; auditIds: number[] }> {
  const byAdvertiser = new Map<number, number[]>();
  for (const row of rows)
    byAdvertiser.set(row.AdvertiserId, [...(byAdvertiser.get(row.AdvertiserId) ?? []), row.CampaignId]);
  let count = 0;
  const auditIds: number[] = [];
  for (const [advertiserId, campaignIds] of byAdvertiser) {
    const body = (await send('POST', '/api/admin/campaigns/restore', { advertiserId, campaignIds })) as {
      restored?: unknown[];
      auditIds?: number[];
    };
    count += body.restored?.length ?? campaignIds.length;
    auditIds.push(...(body.auditIds ?? []));
  }
  return { count, auditIds };
}

/**
 * /campaigns/archive: the archived campaigns in the caller's scope (optionally of one advertiser of the active
 * agency), searched and paged on the server, with Restore per row and for the selected rows.
 */
export function ArchiveScreen({ title }: ScreenProps): ReactElement {
  const listState = useListState({ filterNames: ['advertiserId'] });
  const list = useArchivedCampaigns(listState.toQuery());
  const user = useAtomValue(userAtom);
  const advertisers = useAgencyAdvertisers(user?.active_agency_id ?? null);
  const [selected, setSelected] = useState<string[]>([]);
  const confirm = useConfirm();
  const client = useQueryClient();

  async function ask(rows: readonly ManagedCampaign[]): Promise<void> {
    if (rows.length === 0) return;
    const first = rows[0] as ManagedCampaign;
    const yes = await confirm({
      title:
        rows.length === 1
          ? messageText('caRestoreTitle', { name: campaignName(first) })
          : messageText('caRestoreSelectedTitle', { count: rows.length }),
      body: MESSAGES.caRestoreBody,
      confirmLabel: LABELS.restore,
    });
    if (!yes) return;
    try {
      const done = await restore(rows);
      showDoneToast(messageText('caRestored', { count: done.count }), done.auditIds, client);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
    await refreshCampaigns(client);
  }

  const items = list.data?.items ?? [];
  return (
    <Stack gap="4">
      <ScreenTitle title={title} />
      <ResourceTable<ManagedCampaign>
        caption={MESSAGES.caArchiveCaption}
        columns={ARCHIVE_COLUMNS}
        page={list.data}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        listState={listState}
        rowId={(row) => String(row.CampaignId)}
        rowLabel={campaignName}
        rowActions={(row) => [{ label: LABELS.restore, onSelect: () => void ask([row]) }]}
        selectable
        onSelectionChange={setSelected}
        searchPlaceholder={MESSAGES.caHiddenSearch}
        emptyText={MESSAGES.caArchiveEmpty}
        filters={
          advertisers.data && advertisers.data.length > 0 ? (
            <FilterSelect
              label={LABELS.advertiser}
              value={listState.state.filters.advertiserId ?? ''}
              emptyLabel={LABELS.allAdvertisers}
              options={advertisers.data.map((a) => ({ value: String(a.id), label: a.name }))}
              onChange={(value) => listState.setFilter('advertiserId', value)}
            />
          ) : undefined
        }
        toolbar={
          <Button
            size="sm"
            colorPalette="brand"
            disabled={selected.length === 0}
            onClick={() => void ask(items.filter((row) => selected.includes(String(row.CampaignId))))}
          >
            {LABELS.restoreSelected}
          </Button>
        }
      />
    </Stack>
  );
}
