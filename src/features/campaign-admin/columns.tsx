/** The columns the hidden and archived lists share. */
import type { ColumnDef } from '@tanstack/react-table';
import { tacticDisplayName } from '../../domain/tactics';
import { whenText } from './history-words';
import { LABELS } from './texts';
import type { ManagedCampaign } from './types';

/** A campaign's shown name: its friendly name, else its own. */
export const campaignName = (c: ManagedCampaign): string => c.FriendlyName || c.CampaignName;

export const BASE_COLUMNS: ColumnDef<ManagedCampaign, unknown>[] = [
  { id: 'name', header: LABELS.campaign, cell: ({ row }) => campaignName(row.original) },
  { id: 'advertiser', header: LABELS.advertiser, cell: ({ row }) => row.original.AdvertiserName },
  { id: 'product', header: LABELS.product, cell: ({ row }) => tacticDisplayName(row.original.CampaignType) },
];

export const HIDDEN_COLUMNS: ColumnDef<ManagedCampaign, unknown>[] = [
  ...BASE_COLUMNS,
  { id: 'hiddenAt', header: LABELS.hiddenAt, cell: ({ row }) => whenText(row.original.HiddenAt) },
  { id: 'hiddenBy', header: LABELS.hiddenBy, cell: ({ row }) => row.original.HiddenBy ?? '' },
];

export const ARCHIVE_COLUMNS: ColumnDef<ManagedCampaign, unknown>[] = [
  ...BASE_COLUMNS,
  { id: 'archivedAt', header: LABELS.archivedAt, cell: ({ row }) => whenText(row.original.ArchivedAt) },
  { id: 'archivedBy', header: LABELS.archivedBy, cell: ({ row }) => row.original.ArchivedBy ?? '' },
];
