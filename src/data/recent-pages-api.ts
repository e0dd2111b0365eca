/** Recent pages are kept per user on the server: `GET`/`PUT /api/user/recent-pages` with `{ pages }`. */
import type { RecentRoute } from '../domain/recent-pages';
import { isRecord, recordArrayField, stringField, type JsonRecord } from './narrow';
import { apiFetch, jsonBody } from './rest-client';

export const RECENT_PAGES_PATH = '/api/user/recent-pages';

function stringMap(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function parseRecent(record: JsonRecord): RecentRoute | null {
  const fullPath = stringField(record, 'fullPath');
  const name = stringField(record, 'name');
  if (!fullPath || !name) return null;
  return {
    name,
    fullPath,
    title: stringField(record, 'title') ?? name,
    query: stringMap(record.query),
    params: stringMap(record.params),
  };
}

/** The user's recent pages, most recent first; malformed entries are dropped. */
export async function fetchRecentPages(): Promise<RecentRoute[]> {
  const body = await apiFetch(RECENT_PAGES_PATH);
  if (!isRecord(body)) return [];
  return recordArrayField(body, 'pages')
    .map(parseRecent)
    .filter((page): page is RecentRoute => page !== null);
}

export async function saveRecentPages(pages: readonly RecentRoute[]): Promise<void> {
  await apiFetch(RECENT_PAGES_PATH, jsonBody('PUT', { pages }));
}
