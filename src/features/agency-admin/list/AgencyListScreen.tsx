import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo, useState, type ReactElement } from 'react';
import { FormDrawer, ResourceTable, useAppendSearch, useListState, type RowAction } from '../../../admin-kit';
import { KIT_TEXTS } from '../../../admin-kit/texts';
import { MESSAGES, messageText } from '../../../domain/messages';
import { userAtom } from '../../../state/session.atoms';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import { AGENCY_SEARCH_KEY, searchAgencies, useAgencyStatus, useDeleteAgency } from '../api';
import { errorText } from '../shared';
import { useStatusActions } from '../status-actions';
import type { AgencyListItem } from '../types';
import { AGENCY_COLUMNS } from './agency-columns';
import { CreateAgencyForm } from './CreateAgencyForm';
import { LABELS } from '../labels';

/** The server's sortBy of the list's sort and direction ('-name' is name descending). */
export function sortByOf(sort: string | undefined, dir: 'asc' | 'desc'): string {
  const key = sort ?? 'name';
  return dir === 'desc' ? `-${key}` : key;
}

export interface AgencyListScreenProps {
  title: string;
}

/**
 * /agencyAdmin/agencylist: the agencies the caller may manage (a superuser: all) searched by name and sorted on the
 * server (both in the URL), paged by appending ("Load more"); superusers create, deactivate and delete agencies.
 */
export function AgencyListScreen({ title }: AgencyListScreenProps): ReactElement {
  const user = useAtomValue(userAtom);
  const superuser = user?.is_superuser === true;
  const navigate = useNavigate();
  const listState = useListState({ sort: 'name', dir: 'asc' });
  const { sort, dir } = listState.state;
  const name = listState.toQuery().search ?? '';
  const search = useMemo(() => ({ name, sortBy: sortByOf(sort, dir) }), [name, sort, dir]);
  const list = useAppendSearch({ key: AGENCY_SEARCH_KEY, search, fetchPage: searchAgencies });
  const actions = useStatusActions<AgencyListItem>(useAgencyStatus(), useDeleteAgency());
  const [creating, setCreating] = useState(false);

  const rowActions = (row: AgencyListItem): RowAction[] => [
    { label: LABELS.open, onSelect: () => void navigate({ to: `/agencyAdmin/agency/${row.id}` }) },
    ...(superuser ? actions.rowActions(row) : []),
  ];
  const page = { items: list.items, total: list.total ?? 0, limit: list.items.length, offset: 0 };

  return (
    <Stack gap="4">
      <ScreenTitle title={title} />
      <ResourceTable<AgencyListItem>
        caption={LABELS.agencies}
        columns={AGENCY_COLUMNS}
        page={list.status === 'success' ? page : undefined}
        status={list.status}
        error={list.error}
        onRetry={list.retry}
        listState={listState}
        rowId={(row) => String(row.id)}
        rowLabel={(row) => row.name}
        rowActions={rowActions}
        searchPlaceholder={MESSAGES.aaSearch}
        emptyText={MESSAGES.usageNoAgency}
        toolbar={
          superuser ? (
            <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>
              {MESSAGES.aaNewAgency}
            </Button>
          ) : undefined
        }
        footer={
          <HStack justify="space-between" wrap="wrap" gap="3" fontSize="sm">
            <Text color="fg.muted" aria-live="polite">
              {list.total === undefined
                ? KIT_TEXTS.loading
                : messageText('aaShown', { count: list.items.length, total: list.total })}
            </Text>
            {list.loadMoreError ? (
              <Text color="fg.error" role="alert">
                {errorText(list.loadMoreError)}
              </Text>
            ) : null}
            {list.hasMore ? (
              <Button size="sm" variant="outline" loading={list.loadingMore} onClick={list.loadMore}>
                {list.loadMoreError ? KIT_TEXTS.retry : LABELS.loadMore}
              </Button>
            ) : null}
          </HStack>
        }
      />
      <FormDrawer open={creating} onOpenChange={setCreating} title={MESSAGES.aaNewAgency}>
        {creating ? <CreateAgencyForm onDone={() => setCreating(false)} /> : null}
      </FormDrawer>
    </Stack>
  );
}
