/**
 * What an agency's e-mail looks like and where its links point: its sender, its theme (logo, colours, font) and
 * the portal host of the agency. Links are built on the agency's own host, chosen in this order:
 * 1. the agency theme's domain for the environment the portal runs in (from `PUBLIC_URL`'s host; without it,
 *    `local` in development and `production` with NODE_ENV=production), when the agency has a theme of its own;
 * 2. the agency's `root_domain`;
 * 3. `PUBLIC_URL`, else `http://localhost:PORT`.
 * A `*.localhost` host is addressed over http on the portal's port (browsers resolve it to this machine); any
 * other host over https.
 */
import { DEFAULT_THEME_CODE, environmentFromHost, type ThemeRecord } from '../../domain/theme';
import type { Kysely } from 'kysely';
import type { MailConfig } from '../config';
import type { Database } from '../db/schema';

/** An agency's e-mail identity. */
export interface MailBrand {
  agencyId: number | null;
  companyName: string;
  /** The From header's display name and address. */
  from: { name: string; address: string };
  /** Scheme, host and port of the agency's portal, without a trailing slash. */
  baseUrl: string;
  /** The logo as an absolute URL. */
  logoUrl: string;
  font: string;
  colors: { primary: string; toolbar: string; toolbarText: string; background: string };
}

/** The settings the brand reads. */
export interface BrandConfig {
  port: number;
  production: boolean;
  mail: MailConfig;
}

/**
 * The brand of an agency's e-mail; without an agency (or an unknown one), the default theme and sender. Read
 * through `db`, which may be the transaction the message is written in (on SQLite a read beside an open
 * transaction would wait for it, so the theme store's own connection is not used here).
 */
export async function mailBrand(
  config: BrandConfig,
  db: Kysely<Database>,
  agencyId: number | null,
): Promise<MailBrand> {
  const agency =
    agencyId === null
      ? undefined
      : await db
          .selectFrom('agencies')
          .select(['id', 'theme_code', 'root_domain', 'mail_from_name', 'mail_from_address'])
          .where('id', '=', agencyId)
          .executeTakeFirst();
  const theme = await themeOf(db, agency?.theme_code ?? DEFAULT_THEME_CODE);
  const baseUrl = portalBaseUrl(config, theme, agency?.theme_code ?? null, agency?.root_domain ?? null);
  return {
    agencyId: agency?.id ?? null,
    companyName: theme.companyName,
    from: {
      name: agency?.mail_from_name?.trim() || theme.companyName,
      address: agency?.mail_from_address?.trim() || config.mail.fromAddress,
    },
    baseUrl,
    // A raster logo: most mail clients show no SVG. It redirects to the theme's uploaded logo when it has one.
    logoUrl: absoluteUrl(`/brand/${agency?.theme_code ?? DEFAULT_THEME_CODE}/logo.png`, baseUrl),
    // The theme's fonts are one word each, so the family needs no quotes (which HTML attributes would escape).
    font: `${theme.font}, Arial, Helvetica, sans-serif`,
    colors: {
      primary: theme.colors.primary,
      toolbar: theme.colors.toolbar,
      toolbarText: theme.colors.toolbarText,
      background: theme.colors.background,
    },
  };
}

/** The agency's portal address (see the file's comment for the order). */
export function portalBaseUrl(
  config: BrandConfig,
  theme: ThemeRecord,
  themeCode: string | null,
  rootDomain: string | null,
): string {
  const fallback = config.mail.publicUrl ?? `http://localhost:${config.port}`;
  const environment = config.mail.publicUrl
    ? environmentFromHost(new URL(config.mail.publicUrl).host)
    : config.production
      ? 'production'
      : 'local';
  const ownTheme = themeCode !== null && themeCode !== DEFAULT_THEME_CODE;
  const host = (ownTheme ? theme.domains[environment]?.trim() : '') || rootDomain?.trim() || '';
  if (!host) return fallback;
  if (environmentFromHost(host) !== 'local') return `https://${host}`;
  const port = config.mail.publicUrl ? new URL(config.mail.publicUrl).port : String(config.port);
  return `http://${host}${port ? `:${port}` : ''}`;
}

/** The agency's theme record, or the default theme's (as the theme store answers an unknown code). */
async function themeOf(db: Kysely<Database>, code: string): Promise<ThemeRecord> {
  const rows = await db
    .selectFrom('themes')
    .select(['code', 'record'])
    .where('code', 'in', [code.toLowerCase(), DEFAULT_THEME_CODE])
    .execute();
  const row = rows.find((r) => r.code === code.toLowerCase()) ?? rows[0];
  if (!row) throw new Error('The default theme is missing: reference data was not seeded');
  // Theme records are written only by reference seeding and the theme editor, both from ThemeRecord values.
  return JSON.parse(row.record) as ThemeRecord;
}

function absoluteUrl(address: string, baseUrl: string): string {
  return URL.canParse(address) ? address : new URL(address, `${baseUrl}/`).toString();
}
