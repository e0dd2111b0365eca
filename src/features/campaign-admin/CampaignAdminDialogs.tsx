import { useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { CampaignActionId } from './actions';
import { refreshCampaigns } from './api';
import { CampaignActionDialog } from './CampaignActionDialog';
import type { AdvertiserRef, CampaignRef } from './types';
import { showDoneToast } from './undo-toast';

export interface CampaignAdminDialogsProps {
  /** The open dialog, or null. */
  open: CampaignActionId | null;
  onClose(): void;
  advertiser: AdvertiserRef;
  campaigns: readonly CampaignRef[];
}

/**
 * The campaign options' management dialogs, one at a time: after a change the dashboard's campaigns are read
 * again and a toast offers Undo.
 */
export function CampaignAdminDialogs({
  open,
  onClose,
  advertiser,
  campaigns,
}: CampaignAdminDialogsProps): ReactElement | null {
  const client = useQueryClient();
  if (!open) return null;
  return (
    <CampaignActionDialog
      key={open}
      action={open}
      advertiser={advertiser}
      campaigns={campaigns}
      onClose={onClose}
      onDone={(result) => {
        onClose();
        showDoneToast(result.message, result.auditIds, client);
        void refreshCampaigns(client);
      }}
    />
  );
}
