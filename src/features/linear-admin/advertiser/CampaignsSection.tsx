import type { ReactElement } from 'react';
import { ResourceTable, useListState, type ColumnDef } from '../../../admin-kit';
import { MESSAGES } from '../../../domain/messages';
import { tacticDisplayName } from '../../../domain/tactics';
import { LABELS } from '../labels';
import { Section } from '../shared/Section';
import type { CampaignItem } from '../types';
import { useAdvertiserCampaigns } from './api';

const day = (text: string | null): string => (text ? text.slice(0, 10) : '—');

const COLUMNS: ColumnDef<CampaignItem, unknown>[] = [
  {
    id: 'name',
    header: LABELS.name,
    meta: { sortKey: 'name' },
    cell: ({ row }) => row.original.friendly_name || row.original.name,
  },
  {
    id: 'type',
    header: LABELS.type,
    meta: { sortKey: 'type' },
    cell: ({ row }) => tacticDisplayName(row.original.campaign_type),
  },
  { id: 'start', header: LABELS.start, meta: { sortKey: 'start' }, cell: ({ row }) => day(row.original.start_date) },
  { id: 'end', header: LABELS.end, meta: { sortKey: 'end' }, cell: ({ row }) => day(row.original.end_date) },
  { id: 'status', header: LABELS.status, meta: { sortKey: 'status' }, cell: ({ row }) => row.original.status ?? '—' },
];

/** The advertiser's campaigns (GET /api/campaign/search?advertiserId=…, 100 a page), searched and sorted in the URL. */
export function CampaignsSection({ advertiserId }: { advertiserId: number }): ReactElement {
  const listState = useListState({ sort: 'name', dir: 'asc', pageSize: 100, filterNames: [] });
  const list = useAdvertiserCampaigns(advertiserId, listState.toQuery());
  return (
    <Section title={LABELS.campaigns}>
      <ResourceTable<CampaignItem>
        caption={LABELS.campaigns}
        columns={COLUMNS}
        page={list.data}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        listState={listState}
        rowId={(row) => String(row.id)}
        rowLabel={(row) => row.name}
        searchPlaceholder={MESSAGES.laCampaignsSearch}
        emptyText={MESSAGES.laNoCampaigns}
      />
    </Section>
  );
}
