/** The themes area's REST calls (src/server/areas/themes), their answers narrowed at the boundary. */
import { apiFetch, jsonBody } from '../../../data/rest-client';
import { isRecord, numberField, recordArrayField, stringField, type JsonRecord } from '../../../data/narrow';
import { parseTheme } from '../../../data/parse-theme';
import type { ThemeRecord } from '../../../domain/theme';
import type { ThemeAgency, ThemeDetail, ThemeListItem } from '../../../domain/theme-admin';

export type { ThemeAgency, ThemeDetail, ThemeListItem };

const BASE = '/api/admin/themes';

/** What the editor edits and sends: the record without its code, plus the code (create) or version (update). */
export type ThemeFormValue = Omit<ThemeRecord, 'code'> & { code?: string; version?: number };

/** A page of a list, as every admin list answers. */
export interface ThemePage {
  items: ThemeListItem[];
  total: number;
  limit: number;
  offset: number;
}

function agenciesOf(record: JsonRecord): ThemeAgency[] {
  return recordArrayField(record, 'agencies').map((a) => ({
    id: numberField(a, 'id') ?? 0,
    name: stringField(a, 'name') ?? '',
  }));
}

function itemOf(value: JsonRecord): ThemeListItem {
  return {
    code: stringField(value, 'code') ?? '',
    name: stringField(value, 'name') ?? '',
    companyName: stringField(value, 'companyName') ?? '',
    rootDomain: stringField(value, 'rootDomain') ?? '',
    primary: stringField(value, 'primary') ?? '',
    logo: stringField(value, 'logo') ?? '',
    agencies: agenciesOf(value),
    version: numberField(value, 'version') ?? 1,
    updatedAt: stringField(value, 'updatedAt') ?? null,
    updatedBy: stringField(value, 'updatedBy') ?? null,
  };
}

/** A page of themes from the server's answer. */
export function parseThemePage(body: unknown): ThemePage {
  const value = isRecord(body) ? body : {};
  return {
    items: recordArrayField(value, 'items').map(itemOf),
    total: numberField(value, 'total') ?? 0,
    limit: numberField(value, 'limit') ?? 0,
    offset: numberField(value, 'offset') ?? 0,
  };
}

/** A theme detail from the server's answer; throws when it holds no theme. */
export function parseThemeDetail(body: unknown): ThemeDetail {
  const value = isRecord(body) ? body : {};
  const theme = parseTheme(value.theme);
  if (!theme) throw new Error('The server answered without a theme');
  return {
    theme,
    version: numberField(value, 'version') ?? 1,
    updatedAt: stringField(value, 'updatedAt') ?? null,
    updatedBy: stringField(value, 'updatedBy') ?? null,
    agencies: agenciesOf(value),
  };
}

export async function listThemes(query: Record<string, string>): Promise<ThemePage> {
  return parseThemePage(await apiFetch(`${BASE}?${new URLSearchParams(query).toString()}`));
}

export async function getTheme(code: string): Promise<ThemeDetail> {
  return parseThemeDetail(await apiFetch(`${BASE}/${encodeURIComponent(code)}`));
}

export async function createTheme(input: ThemeFormValue): Promise<ThemeDetail> {
  return parseThemeDetail(await apiFetch(BASE, jsonBody('POST', input)));
}

export async function updateTheme(code: string, input: ThemeFormValue): Promise<ThemeDetail> {
  return parseThemeDetail(await apiFetch(`${BASE}/${encodeURIComponent(code)}`, jsonBody('PUT', input)));
}

export async function deleteTheme(code: string): Promise<unknown> {
  return apiFetch(`${BASE}/${encodeURIComponent(code)}`, { method: 'DELETE' });
}

/** The path of a theme's logo or favicon upload (multipart, the file and the version held). */
export function themeImagePath(code: string, which: 'logo' | 'favicon'): string {
  return `${BASE}/${encodeURIComponent(code)}/${which}`;
}

/** The editable value of a theme: its record without the code, and the version it was read at. */
export function formValueOf(detail: ThemeDetail): ThemeFormValue {
  const { code: _code, ...rest } = detail.theme;
  return { ...rest, version: detail.version };
}

/** The theme a form value describes, for the preview. */
export function themeOfForm(value: ThemeFormValue, code: string): ThemeRecord {
  const { code: _code, version: _version, ...rest } = value;
  return { ...rest, code };
}
