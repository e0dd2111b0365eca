/**
 * Share links as the management calls answer them (POST /api/getShareDashboardLink, GET /api/shares, revoke,
 * rotate), read from `unknown` at the boundary: a record missing a field it needs is dropped, never cast.
 */
import type { ShareStatus, ShareSummary } from '../../domain/share';
import { isRecord, nullableNumberField, numberField, stringField, type JsonRecord } from '../../data/narrow';

export type { ShareStatus, ShareSummary };

/** A created or rotated link: the only answer that carries the `?t=` token. */
export interface IssuedShare extends ShareSummary {
  token: string;
  /** `/s/<shortId>` */
  shortUrl: string;
  /** `/shared-preview?t=<token>` */
  url: string;
}

const STATUSES: readonly ShareStatus[] = ['active', 'expired', 'revoked'];

function nullableString(record: JsonRecord, key: string): string | null {
  return stringField(record, key) ?? null;
}

/** A link summary, or null when the record is not one. */
export function parseShareSummary(value: unknown): ShareSummary | null {
  if (!isRecord(value)) return null;
  const id = numberField(value, 'id');
  const shortId = stringField(value, 'shortId');
  const advertiserId = numberField(value, 'advertiserId');
  const createdAt = numberField(value, 'createdAt');
  const status = STATUSES.find((s) => s === value.status);
  if (id === undefined || !shortId || advertiserId === undefined || createdAt === undefined || !status) return null;
  return {
    id,
    shortId,
    advertiserId,
    advertiserName: stringField(value, 'advertiserName') ?? '',
    tab: stringField(value, 'tab') ?? 'summary',
    daterange: stringField(value, 'daterange') ?? '',
    startDate: nullableString(value, 'startDate'),
    endDate: nullableString(value, 'endDate'),
    editableRange: value.editableRange === true,
    hasPassword: value.hasPassword === true,
    expiresAt: nullableNumberField(value, 'expiresAt'),
    revokedAt: nullableNumberField(value, 'revokedAt'),
    createdAt,
    createdBy: stringField(value, 'createdBy') ?? '',
    lastOpenedAt: nullableNumberField(value, 'lastOpenedAt'),
    openCount: numberField(value, 'openCount') ?? 0,
    status,
    generation: numberField(value, 'generation') ?? 1,
    thumbnailUrl: nullableString(value, 'thumbnailUrl'),
  };
}

/** An issued link (summary plus token and both paths), or null. */
export function parseIssuedShare(value: unknown): IssuedShare | null {
  const summary = parseShareSummary(value);
  if (!summary || !isRecord(value)) return null;
  const token = stringField(value, 'token');
  const shortUrl = stringField(value, 'shortUrl');
  const url = stringField(value, 'url');
  if (!token || !shortUrl?.startsWith('/') || !url?.startsWith('/')) return null;
  return { ...summary, token, shortUrl, url };
}

/** The `{ shares }` list; records that are not links are left out. */
export function parseShareList(value: unknown): ShareSummary[] {
  const shares = isRecord(value) && Array.isArray(value.shares) ? value.shares : [];
  return shares.map(parseShareSummary).filter((share): share is ShareSummary => share !== null);
}
