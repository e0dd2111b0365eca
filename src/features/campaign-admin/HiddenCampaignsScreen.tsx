import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { ResourceTable, toast, useConfirm, useListState } from '../../admin-kit';
import { MESSAGES, messageText } from '../../domain/messages';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';
import { refreshCampaigns, send, useHiddenCampaigns } from './api';
import { campaignName, HIDDEN_COLUMNS } from './columns';
import { LABELS } from './texts';
import type { ManagedCampaign } from './types';
import { showDoneToast } from './undo-toast';

/** /campaigns/hidden: the hidden campaigns in the caller's scope, newest hidden first, each with Unhide. */
export function HiddenCampaignsScreen({ title }: ScreenProps): ReactElement {
  const listState = useListState({ filterNames: [] });
  const list = useHiddenCampaigns(listState.toQuery());
  const confirm = useConfirm();
  const client = useQueryClient();

  async function unhide(row: ManagedCampaign): Promise<void> {
    const name = campaignName(row);
    const yes = await confirm({
      title: messageText('caUnhideTitle', { name }),
      body: MESSAGES.caUnhideBody,
      confirmLabel: LABELS.unhide,
    });
    if (!yes) return;
    try {
      const body = (await send('POST', '/api/unhideCampaign/', {
        advertiserId: row.AdvertiserId,
        campaignId: row.CampaignId,
      })) as { auditId?: number };
      showDoneToast(messageText('caUnhidden', { name }), body.auditId ? [body.auditId] : [], client);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
    await refreshCampaigns(client);
  }

  return (
    <Stack gap="4">
      <ScreenTitle title={title} />
      <ResourceTable<ManagedCampaign>
        caption={MESSAGES.caHiddenCaption}
        columns={HIDDEN_COLUMNS}
        page={list.data}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        listState={listState}
        rowId={(row) => String(row.CampaignId)}
        rowLabel={campaignName}
        rowActions={(row) => [{ label: LABELS.unhide, onSelect: () => void unhide(row) }]}
        searchPlaceholder={MESSAGES.caHiddenSearch}
        emptyText={MESSAGES.caHiddenEmpty}
      />
    </Stack>
  );
}
