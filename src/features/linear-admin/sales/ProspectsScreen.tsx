import { Button, Stack, Tabs } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState, type ReactElement } from 'react';
import { FormDrawer, ResourceTable, toast, useListState } from '../../../admin-kit';
import { MESSAGES, messageText } from '../../../domain/messages';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';
import { useSessionUser } from '../shared/session';
import {
  PROSPECT_FILTERS,
  PROSPECT_PAGE_SIZE,
  PROSPECT_SORTS,
  prospectsQuery,
  useCreateCustomer,
  useCustomers,
} from './api';
import { prospectColumns, prospectPath } from './columns';
import { prospectValue } from './prospect-form';
import { ProspectFilters } from './ProspectFilters';
import { ProspectForm } from './ProspectForm';
import { RepCallsTab } from './RepCallsTab';
import type { CustomerItem } from './types';

const CALLS = 'calls';
const LIST = 'list';

/**
 * /linearadmin/prospects (issue 28): the prospects in the caller's scope, searched, filtered by availability and
 * channel, sorted and paged on the server, all in the URL; a second tab lists the calls of one rep.
 */
export function ProspectsScreen({ title }: ScreenProps): ReactElement {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const tab = search.tab === CALLS ? CALLS : LIST;
  // Each tab has its own list in the URL: switching starts the other one afresh.
  const selectTab = (next: string): void =>
    void navigate({ to: '.', replace: true, search: (next === CALLS ? { tab: CALLS } : {}) as never } as never);
  return (
    <Stack gap="4">
      <ScreenTitle title={title} />
      <Tabs.Root value={tab} onValueChange={(event) => selectTab(event.value)} variant="line" lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value={LIST}>{MESSAGES.spProspectsTab}</Tabs.Trigger>
          <Tabs.Trigger value={CALLS}>{MESSAGES.spCallsTab}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={LIST}>
          <ProspectList />
        </Tabs.Content>
        <Tabs.Content value={CALLS}>
          <RepCallsTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function ProspectList(): ReactElement {
  const listState = useListState({
    sort: PROSPECT_SORTS.name,
    dir: 'asc',
    pageSize: PROSPECT_PAGE_SIZE,
    filterNames: PROSPECT_FILTERS,
  });
  const list = useCustomers(prospectsQuery(listState.toQuery()));
  const [creating, setCreating] = useState(false);
  const user = useSessionUser();
  const columns = useMemo(() => prospectColumns(user?.active_station_id == null), [user?.active_station_id]);
  return (
    <>
      <ResourceTable<CustomerItem>
        caption={MESSAGES.spProspectsCaption}
        columns={columns}
        page={list.data}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        listState={listState}
        rowId={(row) => String(row.id)}
        rowLabel={(row) => row.name}
        searchPlaceholder={MESSAGES.spProspectsSearch}
        emptyText={MESSAGES.spNoProspects}
        filters={<ProspectFilters listState={listState} />}
        toolbar={
          <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>
            {MESSAGES.spNewProspect}
          </Button>
        }
      />
      <FormDrawer open={creating} onOpenChange={setCreating} title={MESSAGES.spNewProspect} size="lg">
        {creating ? <NewProspect onDone={() => setCreating(false)} /> : null}
      </FormDrawer>
    </>
  );
}

/** A new prospect: agency-level callers place it; a station rep's goes to their station (the server decides). */
function NewProspect({ onDone }: { onDone(): void }): ReactElement {
  const user = useSessionUser();
  const create = useCreateCustomer();
  const navigate = useNavigate();
  const agencyId = user?.active_agency_id ?? user?.AvailableAgencies[0]?.id ?? 0;
  const placement =
    user?.active_station_id == null
      ? { agencyId, subAgencyId: user?.active_sub_agency_id ?? null, stationId: null }
      : undefined;
  return (
    <ProspectForm
      initial={prospectValue(undefined)}
      initialContacts={[]}
      placement={placement}
      onCancel={onDone}
      onSubmit={async (body) => {
        const customer = await create.mutateAsync(body);
        toast.success(messageText('spProspectCreated', { name: customer.name }));
        onDone();
        void navigate({ to: prospectPath(customer.id) });
      }}
    />
  );
}
