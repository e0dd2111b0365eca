/**
 * The themes area's request schemas, all built from the one shared file `schemas/api/system/theme.schema.json`
 * (the theme editor's form validates against the same file): create requires the code, update the version read.
 */
import { Ajv } from 'ajv';
import themeSchema from '../../../../schemas/api/system/theme.schema.json';
import type { ThemeRecord } from '../../../domain/theme';
import { listQuery } from '../../kernel/listing';
import { S } from '../../kernel/schema';

/** The shared schema without its `$id` (Fastify would register it once per route that uses it). */
const { $id: _id, $schema: _meta, ...themeBody } = themeSchema;

/** What the editor sends: a theme record without its code, plus the code (create) or the version (update). */
export type ThemeInput = Omit<ThemeRecord, 'code'> & { code?: string; version?: number };

/** Path parameter of one theme. */
export const themeParams = S.object({ code: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' } }, ['code']);

/** Body of POST /api/admin/themes. */
export const createBody = { ...themeBody, required: [...themeBody.required, 'code'] };

/** Body of PUT /api/admin/themes/{code}. */
export const updateBody = { ...themeBody, required: [...themeBody.required, 'version'] };

/** Columns the theme list sorts by. */
export const SORT_KEYS = ['code', 'name', 'companyName', 'rootDomain', 'agencies', 'updatedAt'] as const;
export type ThemeSortKey = (typeof SORT_KEYS)[number];

/** Query string of GET /api/admin/themes. */
export const listThemesQuery = listQuery(SORT_KEYS);

/** Optional form field of an upload: the version the editor holds (a stale one is refused like a stale save). */
export const UPLOAD_VERSION_FIELD = 'version';

const recordValidator = new Ajv({ strict: false, allErrors: false }).compile<Omit<ThemeRecord, 'code'>>(themeBody);

/**
 * A stored theme record (from the audit log's before/after) as a ThemeRecord of `code`, or null when it does not
 * match the shared schema.
 */
export function parseThemeRecord(value: unknown, code: string): ThemeRecord | null {
  if (!value || typeof value !== 'object') return null;
  const { code: _code, ...rest } = value as Record<string, unknown>;
  return recordValidator(rest) ? { ...rest, code } : null;
}
