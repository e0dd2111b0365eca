/** The agency settings form's value and what a save sends: only the fields that changed (PUT /api/updateAgency). */
import type agencySchema from '../../../../schemas/api/tenants/agency.schema.json';
import type { Agency, AgencyUpdate } from '../types';

/** The settings the form edits (products have their own checkboxes; the root domain is the superuser's). */
export const SETTINGS_FIELDS = [
  'name',
  'time_zone',
  'theme_code',
  'root_domain',
  'mail_from_name',
  'mail_from_address',
  'allowed_email_domains',
  'default_spend_type',
  'default_markup',
] as const satisfies readonly (keyof AgencyUpdate & keyof typeof agencySchema.properties)[];

type SettingsField = (typeof SETTINGS_FIELDS)[number];

/** The form's starting value: the agency's settings, nulls left out (an empty field). */
export function settingsValue(agency: Agency): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const name of SETTINGS_FIELDS) if (agency[name] !== null) value[name] = agency[name];
  return value;
}

/** An emptied field is null on the wire (the schema's nullable fields); an emptied domain list too. */
function wire(value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (Array.isArray(value) && value.length === 0) return null;
  return value;
}

/** The fields of `draft` that differ from the agency; the root domain only for a superuser. */
export function changedSettings(agency: Agency, draft: Record<string, unknown>, superuser: boolean): AgencyUpdate {
  const changes: Record<string, unknown> = {};
  for (const name of SETTINGS_FIELDS as readonly SettingsField[]) {
    if (name === 'root_domain' && !superuser) continue;
    const next = wire(draft[name]);
    if (JSON.stringify(next) !== JSON.stringify(agency[name] ?? null)) changes[name] = next;
  }
  return changes as AgencyUpdate;
}
