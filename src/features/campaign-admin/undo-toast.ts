/** The toast after a campaign change, with an Undo that reverts its audit entries (the history's undo call). */
import type { QueryClient } from '@tanstack/react-query';
import { adminToaster, toast } from '../../admin-kit';
import { MESSAGES } from '../../domain/messages';
import { refreshCampaigns, undoEntry } from './api';
import { LABELS } from './texts';

/** Reverts the entries, the last first (an archive batch has one per campaign), then reloads the campaigns. */
export async function undoChanges(auditIds: readonly number[], client: QueryClient): Promise<void> {
  try {
    for (const id of [...auditIds].reverse()) await undoEntry(id);
    toast.success(MESSAGES.caUndone);
  } catch (error) {
    toast.error(error instanceof Error ? error.message : String(error));
  }
  await refreshCampaigns(client);
}

/** Shows `text`; with audit entries it offers Undo for 10 seconds. */
export function showDoneToast(text: string, auditIds: readonly number[], client: QueryClient): void {
  if (auditIds.length === 0) {
    toast.success(text);
    return;
  }
  adminToaster.create({
    type: 'success',
    title: text,
    duration: 10_000,
    action: { label: LABELS.undo, onClick: () => void undoChanges(auditIds, client) },
  });
}
