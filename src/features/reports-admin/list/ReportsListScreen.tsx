import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo, type ReactElement } from 'react';
import { ResourceTable, useListState } from '../../../admin-kit';
import { userAtom } from '../../../state/session.atoms';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';
import { useOwnAdvertisers, useReportSearch, type ReportScope } from '../api';
import { defaultAgencyOf, scopeModeOf } from '../scope';
import { TEXTS } from '../texts';
import { EDITOR_PATH, REPORT_COLUMNS } from './report-columns';
import { ScopePicker } from './ScopePicker';
import { useReportActions } from './use-report-actions';

const FILTERS = ['agency', 'advertiser', 'mine'] as const;

/**
 * /reportsadmin/reports (000 §2): an agency's scheduled reports (its advertisers' included), or an advertiser's for
 * advertiser-level users; server paging, search (empty by default), "Only my reports" (filterByCurrentUser).
 */
export function ReportsListScreen({ title }: ScreenProps): ReactElement {
  const user = useAtomValue(userAtom);
  const mode = scopeModeOf(user);
  const listState = useListState({ sort: 'name', dir: 'asc', filterNames: FILTERS });
  const { filters } = listState.state;
  const ownAdvertisers = useOwnAdvertisers(mode === 'advertiser');
  const agencies = useMemo(() => (user?.AvailableAgencies ?? []).map((a) => ({ id: a.id, name: a.name })), [user]);
  const scope = useMemo((): ReportScope | undefined => {
    if (mode === 'agency') {
      const id = filters.agency ? Number(filters.agency) : defaultAgencyOf(user);
      return id === undefined ? undefined : { kind: 'agency', id };
    }
    if (mode === 'advertiser') {
      const id = filters.advertiser ? Number(filters.advertiser) : ownAdvertisers.data?.[0]?.id;
      return id === undefined ? undefined : { kind: 'advertiser', id };
    }
    return undefined;
  }, [mode, filters.agency, filters.advertiser, user, ownAdvertisers.data]);
  const onlyMine = filters.mine === 'true';
  const query = listState.toQuery();
  const result = useReportSearch(scope, query, onlyMine);
  const rowActions = useReportActions();
  const navigate = useNavigate();

  if (mode === 'none' || (mode === 'agency' && !scope) || (mode === 'advertiser' && ownAdvertisers.isSuccess && !scope))
    return (
      <Stack gap="4">
        <ScreenTitle title={title} />
        <Text>{TEXTS.noScope}</Text>
      </Stack>
    );

  const newSearch = scope ? { [scope.kind]: String(scope.id) } : {};
  return (
    <Stack gap="4">
      <ScreenTitle title={title} />
      <ResourceTable
        caption={TEXTS.listCaption}
        columns={REPORT_COLUMNS}
        page={result.data}
        status={scope ? result.status : 'pending'}
        error={result.error}
        onRetry={() => void result.refetch()}
        listState={listState}
        rowId={(report) => String(report.id)}
        rowLabel={(report) => report.name}
        rowActions={rowActions}
        searchPlaceholder={TEXTS.searchPlaceholder}
        emptyText={listState.state.search ? TEXTS.emptySearch : TEXTS.empty}
        filters={
          <>
            <ScopePicker
              mode={mode}
              options={mode === 'agency' ? agencies : (ownAdvertisers.data ?? [])}
              value={scope?.id}
              onChange={(id) => listState.setFilter(mode, String(id))}
            />
            <Checkbox.Root
              size="sm"
              checked={onlyMine}
              onCheckedChange={(e) => listState.setFilter('mine', e.checked === true ? 'true' : undefined)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{TEXTS.onlyMine}</Checkbox.Label>
            </Checkbox.Root>
          </>
        }
        toolbar={
          <Button size="sm" onClick={() => void navigate({ to: EDITOR_PATH, search: newSearch as never })}>
            {TEXTS.newReport}
          </Button>
        }
      />
    </Stack>
  );
}
