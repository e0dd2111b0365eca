import { Alert, Link, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { PageSkeleton, toast, useConfirm } from '../../../admin-kit';
import { apiFetch } from '../../../data/rest-client';
import { isRecord } from '../../../data/narrow';
import type { ScheduledReport } from '../../../domain/scheduled-reports';
import { userAtom } from '../../../state/session.atoms';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';
import { deleteReport, REPORTS_KEY, useOwnAdvertisers, useReport } from '../api';
import { defaultAgencyOf, scopeModeOf } from '../scope';
import { TEXTS } from '../texts';
import { draftOf, newDraft } from './report-form';
import { ReportForm } from './ReportForm';
import { RunHistory } from './RunHistory';

const LIST_PATH = '/reportsadmin/reports';
const EDITOR_PATH = '/reportsadmin/report';

function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The agencies' time zones (GET /api/getAgencies/): a new report starts in its agency's zone. */
function useAgencyZone(agencyId: number | undefined): { zone: string | undefined; ready: boolean } {
  const result = useQuery({
    queryKey: [REPORTS_KEY, 'agencies'],
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async ({ signal }) => {
      const body = await apiFetch('/api/getAgencies/', { signal });
      return isRecord(body) && Array.isArray(body.agencies) ? body.agencies.filter(isRecord) : [];
    },
  });
  const agency = result.data?.find((a) => a.id === agencyId);
  const zone = agency && typeof agency.time_zone === 'string' && agency.time_zone ? agency.time_zone : undefined;
  return { zone, ready: !result.isPending };
}

/** /reportsadmin/report?id=… (or ?agency=… / ?advertiser=… for a new one): the editor and the run history. */
export function ReportEditorScreen({ title }: ScreenProps): ReactElement {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const id = search.id !== undefined && Number(search.id) > 0 ? Number(search.id) : undefined;
  const user = useAtomValue(userAtom);
  const mode = scopeModeOf(user);
  const report = useReport(id);
  const own = useOwnAdvertisers(mode === 'advertiser');
  const agencyId = search.agency !== undefined ? Number(search.agency) : defaultAgencyOf(user);
  const zone = useAgencyZone(id === undefined ? agencyId : undefined);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();

  const onSaved = (saved: ScheduledReport): void => {
    if (id === undefined) void navigate({ to: EDITOR_PATH, search: { id: String(saved.id) } as never, replace: true });
  };
  const onDelete = (loaded: ScheduledReport) => async (): Promise<void> => {
    const yes = await confirm({
      title: TEXTS.deleteTitle,
      body: TEXTS.deleteConfirm(loaded.name),
      confirmLabel: TEXTS.delete,
      danger: true,
    });
    if (!yes) return;
    try {
      await deleteReport(loaded.id);
      toast.success(TEXTS.deleted(loaded.name));
      await queryClient.invalidateQueries({ queryKey: [REPORTS_KEY, 'list'] });
      await navigate({ to: LIST_PATH });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  const back = (
    <Link asChild fontSize="sm">
      <RouterLink to={LIST_PATH}>{`← ${TEXTS.backToList}`}</RouterLink>
    </Link>
  );
  const fixedAdvertisers = mode === 'advertiser' ? (own.data ?? []) : undefined;

  let body: ReactElement;
  if (id !== undefined) {
    if (report.isError)
      body = (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{`${TEXTS.loadFailed} ${report.error.message}`}</Alert.Title>
        </Alert.Root>
      );
    else if (!report.data || (mode === 'advertiser' && own.isPending)) body = <PageSkeleton />;
    else
      body = (
        <Stack gap="4">
          <ReportForm
            key={`${report.data.id}-${report.data.Version}`}
            initial={draftOf(report.data)}
            report={report.data}
            fixedAdvertisers={fixedAdvertisers}
            onSaved={onSaved}
            onDelete={() => void onDelete(report.data)()}
            onReload={() => void report.refetch()}
          />
          <RunHistory reportId={report.data.id} />
        </Stack>
      );
  } else if (!zone.ready || agencyId === undefined || (mode === 'advertiser' && own.isPending)) {
    body =
      agencyId === undefined ? (
        <Alert.Root status="info">
          <Alert.Title>{TEXTS.noScope}</Alert.Title>
        </Alert.Root>
      ) : (
        <PageSkeleton />
      );
  } else {
    const advertiserId =
      mode === 'advertiser'
        ? search.advertiser !== undefined
          ? Number(search.advertiser)
          : (own.data?.[0]?.id ?? null)
        : null;
    body = (
      <ReportForm
        initial={newDraft(agencyId, advertiserId, zone.zone ?? browserZone())}
        fixedAdvertisers={fixedAdvertisers}
        onSaved={onSaved}
      />
    );
  }

  return (
    <Stack gap="3" maxW="5xl">
      {back}
      <ScreenTitle title={id === undefined ? TEXTS.editorNew : (report.data?.name ?? title)} />
      {body}
    </Stack>
  );
}
