/**
 * Share-link calls: create, list, revoke and rotate for signed-in users (React Query), and the guest's
 * GET /api/getSharedDashboard, which is public and carries a link's password in a header, never in the URL.
 */
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../data/api-error';
import { errorText } from '../../data/narrow';
import { apiFetch, jsonBody, sendRequest } from '../../data/rest-client';
import { parseIssuedShare, parseShareList, type IssuedShare, type ShareSummary } from './share-records';
import { parseSharedDashboard, type SharedDashboard } from '../../data/shared-payload';
import { SHARE_TEXTS } from './texts';
import { SHARE_PASSWORD_HEADER } from '../../domain/share';

/** What the share dialog sends (the body of POST /api/getShareDashboardLink). */
export interface ShareRequest {
  advertiserId: number;
  tab: string;
  campaignIds: number[];
  viewCampaignId: number | null;
  daterange: string;
  startDate?: string;
  endDate?: string;
  editableRange: boolean;
  /** Epoch ms; null: no expiry. */
  expiresAt: number | null;
  password: string | null;
  /** The order a link of tab `ordersummary` opens. */
  orderId?: number;
}

/** How a guest names a link: its short id (`/s/{shortId}`) or its token (`?t=`). */
export type ShareRef = { shortId: string } | { token: string };

function issued(body: unknown): IssuedShare {
  const share = parseIssuedShare(body);
  if (!share) throw new ApiError(SHARE_TEXTS.unexpectedAnswer, 200, body);
  return share;
}

export async function createShare(request: ShareRequest): Promise<IssuedShare> {
  return issued(await apiFetch('/api/getShareDashboardLink', jsonBody('POST', request)));
}

const sharesKey = (advertiserId: number): readonly unknown[] => ['shares', advertiserId];

/** The links of an advertiser the caller may manage, newest first; asked only while `enabled`. */
export function useShares(advertiserId: number, enabled: boolean): UseQueryResult<ShareSummary[]> {
  return useQuery({
    queryKey: sharesKey(advertiserId),
    enabled,
    staleTime: 0,
    queryFn: async () => parseShareList(await apiFetch(`/api/shares?advertiserId=${advertiserId}`)),
  });
}

/** Create, revoke and rotate; each refreshes the advertiser's list. Failures reject with the server's message. */
export interface ShareActions {
  create(request: ShareRequest): Promise<IssuedShare>;
  revoke(id: number): Promise<void>;
  rotate(id: number): Promise<IssuedShare>;
}

export function useShareActions(advertiserId: number): ShareActions {
  const client = useQueryClient();
  const refresh = (): Promise<void> => client.invalidateQueries({ queryKey: sharesKey(advertiserId) });
  const create = useMutation({ mutationFn: createShare, onSettled: refresh });
  const revoke = useMutation({
    mutationFn: async (id: number) => void (await apiFetch(`/api/shares/${id}/revoke`, { method: 'POST' })),
    onSettled: refresh,
  });
  const rotate = useMutation({
    mutationFn: async (id: number) => issued(await apiFetch(`/api/shares/${id}/rotate`, { method: 'POST' })),
    onSettled: refresh,
  });
  return { create: create.mutateAsync, revoke: revoke.mutateAsync, rotate: rotate.mutateAsync };
}

/**
 * Opens a link as a guest: no session token is sent (a signed-in user's stays unused), the password only when
 * given. Failures reject with an ApiError of the server's status and message (401 password, 404, 410, 429).
 */
export async function openSharedDashboard(ref: ShareRef, password?: string): Promise<SharedDashboard> {
  const query = 'token' in ref ? `t=${encodeURIComponent(ref.token)}` : `id=${encodeURIComponent(ref.shortId)}`;
  const headers: Record<string, string> = password ? { [SHARE_PASSWORD_HEADER]: password } : {};
  const { status, ok, body } = await sendRequest(`/api/getSharedDashboard?${query}`, { headers }, { auth: false });
  if (!ok) throw new ApiError(errorText(body) ?? SHARE_TEXTS.couldNotOpen, status, body);
  const dashboard = parseSharedDashboard(body);
  if (!dashboard) throw new ApiError(SHARE_TEXTS.unexpectedAnswer, status, body);
  return dashboard;
}
