/** What the feed-tools sections share: their query keys, the paged read, and the app's date format (000 §5). */
import { DateTime } from 'luxon';
import type { Page } from '../../../admin-kit';
import { listOf } from '../../../data/connectors';
import { apiFetch } from '../../../data/rest-client';
import { formatDate } from '../../../domain/format-date';
import { MESSAGES } from '../../../domain/messages';

export const LOADS_KEY = 'feed/loads';
export const CONNECTIONS_KEY = 'feed/connections';

export async function fetchPage<T>(path: string, read: (r: Record<string, unknown>) => T): Promise<Page<T>> {
  const body = await apiFetch(path);
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const items = listOf(body).map(read);
  return {
    items,
    total: typeof record.total === 'number' ? record.total : items.length,
    limit: typeof record.limit === 'number' ? record.limit : items.length,
    offset: typeof record.offset === 'number' ? record.offset : 0,
  };
}

/** A day as every screen writes it (M/dd/yy), or "not yet". */
export const day = (iso: string | null): string => (iso ? formatDate(iso) || iso : MESSAGES.csFeedNoDate);

/** A moment: the day as every screen writes it, then the local time. */
export function moment(iso: string): string {
  const at = DateTime.fromISO(iso);
  return at.isValid ? `${formatDate(at)} ${at.toFormat('h:mm a')}` : iso;
}
