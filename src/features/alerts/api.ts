/** The alerts calls (issue 27 contract): fetchers, query options and hooks, one place for the panel and drawer. */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../data/rest-client';
import type { Alert, AlertPage, AlertRecipients, AlertScope, AlertSettingsAnswer } from './alert-types';
import type { AlertSettings } from '../../domain/alerts';
import { readAlert, readAlertPage, readSettingsAnswer } from './alert-wire';

/** Whose alerts a panel lists: an agency's, or one advertiser's. */
export interface AlertsFilter {
  agencyId: number | null;
  advertiserId?: number | null;
}

/** The most alerts a panel asks for in one page. */
export const PANEL_LIMIT = 100;

/** The cache key of a panel's alerts; every key starts with 'alerts' so an action refreshes them all. */
export function alertsKey(filter: AlertsFilter): readonly unknown[] {
  return ['alerts', filter.agencyId, filter.advertiserId ?? null];
}

/** The query string of GET /api/alerts for the open alerts of `filter`. */
export function openAlertsQuery(filter: AlertsFilter): string {
  const query = new URLSearchParams({ state: 'open', limit: String(PANEL_LIMIT), offset: '0' });
  if (filter.agencyId != null) query.set('agencyId', String(filter.agencyId));
  if (filter.advertiserId != null) query.set('advertiserId', String(filter.advertiserId));
  return query.toString();
}

/** The open alerts (firing, acknowledged or snoozed) of an agency or an advertiser. */
export function useOpenAlerts(filter: AlertsFilter): UseQueryResult<AlertPage> {
  return useQuery({
    queryKey: alertsKey(filter),
    queryFn: async ({ signal }) => readAlertPage(await apiFetch(`/api/alerts?${openAlertsQuery(filter)}`, { signal })),
    staleTime: 60_000,
  });
}

/** One action on an alert. */
export type AlertAction =
  | { kind: 'acknowledge'; id: number }
  | { kind: 'snooze'; id: number; until: string }
  | { kind: 'unsnooze'; id: number }
  | { kind: 'clientVisible'; id: number; visible: boolean };

/** Sends an action: POST /api/alerts/{kind} with the action's fields. */
export async function sendAlertAction(action: AlertAction): Promise<Alert | null> {
  const { kind, ...body } = action;
  return readAlert(await apiFetch(`/api/alerts/${kind}`, jsonBody('POST', body)));
}

/** Acts on an alert; the answer replaces the alert in every cached list, then the lists are asked again. */
export function useAlertAction(): UseMutationResult<Alert | null, Error, AlertAction> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAlertAction,
    onSuccess: (alert) => {
      if (alert)
        queryClient.setQueriesData<AlertPage>({ queryKey: ['alerts'] }, (page) =>
          page ? { ...page, items: page.items.map((item) => (item.id === alert.id ? alert : item)) } : page,
        );
      void queryClient.invalidateQueries({ queryKey: ['alerts'] });
    },
  });
}

/** The cache key of a level's settings. */
export function settingsKey(scope: AlertScope): readonly unknown[] {
  return ['alert-settings', scope.agencyId, scope.advertiserId ?? null];
}

/** A level's settings (GET /api/alertSettings). */
export function useAlertSettings(scope: AlertScope, enabled: boolean): UseQueryResult<AlertSettingsAnswer> {
  return useQuery({
    queryKey: settingsKey(scope),
    enabled,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ agencyId: String(scope.agencyId) });
      if (scope.advertiserId != null) query.set('advertiserId', String(scope.advertiserId));
      return readSettingsAnswer(await apiFetch(`/api/alertSettings?${query.toString()}`, { signal }));
    },
  });
}

/** What a save sends (PUT /api/alertSettings). */
export interface AlertSettingsSave {
  override: Partial<AlertSettings>;
  recipients: AlertRecipients;
  version: number;
}

/** Saves a level's override and recipients with the version read; the server answers 409 on a stale version. */
export async function saveAlertSettings(scope: AlertScope, save: AlertSettingsSave): Promise<AlertSettingsAnswer> {
  const body = {
    agencyId: scope.agencyId,
    ...(scope.advertiserId != null ? { advertiserId: scope.advertiserId } : {}),
    ...save,
  };
  return readSettingsAnswer(await apiFetch('/api/alertSettings', jsonBody('PUT', body)));
}

/** A user the recipients list offers. */
export interface RecipientUser {
  id: number;
  name: string;
  email: string;
}

/** The agency's users to pick recipients from (GET /api/get-user-by-tenancy/{agency}/{limit}). */
export function useAgencyUsers(agencyId: number, enabled: boolean): UseQueryResult<RecipientUser[]> {
  return useQuery({
    queryKey: ['alert-recipient-users', agencyId],
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async ({ signal }) => {
      const body = (await apiFetch(`/api/get-user-by-tenancy/${agencyId}/200`, { signal })) as {
        users?: { user_id: number; email: string; full_name: string | null }[];
      };
      return (body.users ?? []).map((u) => ({ id: u.user_id, name: u.full_name || u.email, email: u.email }));
    },
  });
}
