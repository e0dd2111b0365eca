import { Button, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';
import { FormDrawer, ResourceTable, useListState } from '../../../admin-kit';
import { MESSAGES } from '../../../domain/messages';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';
import { canManageAdvertisers, useSessionUser } from '../shared/session';
import type { ClientItem } from '../types';
import { CLIENT_FILTERS, CLIENT_PAGE_SIZE, CLIENT_SORTS, clientSearchQuery, useClients } from './api';
import { ClientFilters } from './ClientFilters';
import { advertiserPath, CLIENT_COLUMNS } from './client-columns';
import { NewAdvertiserForm } from './NewAdvertiserForm';

/**
 * /linearadmin/clients (001 §7 client search): the caller's advertisers, 200 a page, searched by name, filtered by
 * station, agency, sub-agency, product and status, sorted on the server; all of it in the URL.
 */
export function ClientsScreen({ title }: ScreenProps): ReactElement {
  const listState = useListState({
    sort: CLIENT_SORTS.name,
    dir: 'asc',
    pageSize: CLIENT_PAGE_SIZE,
    filterNames: CLIENT_FILTERS,
  });
  const list = useClients(clientSearchQuery(listState.toQuery()));
  const user = useSessionUser();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="4">
      <ScreenTitle title={title} />
      <ResourceTable<ClientItem>
        caption={MESSAGES.laClientsCaption}
        columns={CLIENT_COLUMNS}
        page={list.data}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        listState={listState}
        rowId={(row) => String(row.id)}
        rowLabel={(row) => row.name}
        searchPlaceholder={MESSAGES.laClientsSearch}
        emptyText={MESSAGES.noAdvertisersFound}
        filters={<ClientFilters listState={listState} />}
        toolbar={
          canManageAdvertisers(user) ? (
            <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>
              {MESSAGES.laNewAdvertiser}
            </Button>
          ) : undefined
        }
      />
      <FormDrawer open={creating} onOpenChange={setCreating} title={MESSAGES.laNewAdvertiser}>
        {creating ? (
          <NewAdvertiserForm
            onDone={(id) => {
              setCreating(false);
              void navigate({ to: advertiserPath(id) });
            }}
          />
        ) : null}
      </FormDrawer>
    </Stack>
  );
}
