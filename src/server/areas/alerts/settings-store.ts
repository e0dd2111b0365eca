/**
 * Alert settings as stored (alert_settings): one row per level (agency, advertiser, campaign) holding the values it
 * replaces and its recipients. `layersOf` reads an agency's rows once per evaluation; `of(advertiser, campaign)` is
 * settingsFor(agency, advertiser, campaign).
 */
import { settingsFor, type AlertSettings } from '../../../domain/alerts';
import type { Db } from '../../db/database';

export interface Recipients {
  roles: string[];
  userIds: number[];
}

export interface StoredLevel {
  override: Partial<AlertSettings>;
  recipients: Recipients;
  version: number;
}

export const NO_RECIPIENTS: Recipients = { roles: [], userIds: [] };

/** The key of a level's row. */
export function scopeKey(agencyId: number, advertiserId: number | null, campaignId: number | null): string {
  if (campaignId !== null) return `campaign:${campaignId}`;
  if (advertiserId !== null) return `advertiser:${advertiserId}`;
  return `agency:${agencyId}`;
}

function parsed<T>(json: string, fallback: T): T {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

export function levelOf(row: { override: string; recipients: string; version: number }): StoredLevel {
  const recipients = parsed<Partial<Recipients>>(row.recipients, {});
  return {
    override: parsed<Partial<AlertSettings>>(row.override, {}),
    recipients: {
      roles: Array.isArray(recipients.roles) ? recipients.roles : [],
      userIds: Array.isArray(recipients.userIds) ? recipients.userIds : [],
    },
    version: Number(row.version),
  };
}

export interface SettingsLayers {
  of(advertiserId: number | null, campaignId: number | null): AlertSettings;
  level(advertiserId: number | null, campaignId: number | null): StoredLevel | null;
}

/** Every level of an agency's settings. */
export async function layersOf(db: Db, agencyId: number): Promise<SettingsLayers> {
  const rows = await db
    .selectFrom('alert_settings')
    .select(['scope_key', 'override', 'recipients', 'version'])
    .where('agency_id', '=', agencyId)
    .execute();
  const levels = new Map(rows.map((row) => [row.scope_key, levelOf(row)]));
  const level = (advertiserId: number | null, campaignId: number | null) =>
    levels.get(scopeKey(agencyId, advertiserId, campaignId)) ?? null;
  return {
    level,
    of: (advertiserId, campaignId) =>
      settingsFor(
        level(null, null)?.override,
        advertiserId === null ? null : level(advertiserId, null)?.override,
        campaignId === null ? null : level(advertiserId, campaignId)?.override,
      ),
  };
}
