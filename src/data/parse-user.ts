/** Narrows a user object received from the server into a SessionUser, field by field. */
import type { AvailableAgency, AvailableStation, AvailableSubAgency, SessionUser } from '../domain/user';
import {
  isRecord,
  nullableNumberField,
  numberField,
  recordArrayField,
  stringArrayField,
  stringField,
  type JsonRecord,
} from './narrow';

function parseSubAgency(record: JsonRecord): AvailableSubAgency | null {
  const id = numberField(record, 'id');
  return id === undefined ? null : { id, name: stringField(record, 'name') ?? String(id) };
}

function parseStation(record: JsonRecord): AvailableStation | null {
  const id = numberField(record, 'id');
  if (id === undefined) return null;
  return { id, name: stringField(record, 'name') ?? String(id), sub_agency_id: nullableNumberField(record, 'sub_agency_id') };
}

function present<T>(value: T | null): value is T {
  return value !== null;
}

function parseAgency(record: JsonRecord): AvailableAgency | null {
  const id = numberField(record, 'id');
  if (id === undefined) return null;
  return {
    id,
    name: stringField(record, 'name') ?? String(id),
    theme_code: stringField(record, 'theme_code') ?? '',
    sub_agencies: recordArrayField(record, 'sub_agencies').map(parseSubAgency).filter(present),
    stations: recordArrayField(record, 'stations').map(parseStation).filter(present),
  };
}

/** A SessionUser, or null when the value lacks an email or a numeric user id. */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const email = stringField(value, 'email');
  const userId = numberField(value, 'user_id');
  if (email === undefined || userId === undefined) return null;
  const user: SessionUser = {
    email,
    full_name: stringField(value, 'full_name') ?? email,
    user_id: userId,
    is_superuser: value.is_superuser === true,
    permissions: stringArrayField(value, 'permissions'),
    AgencyRight: stringArrayField(value, 'AgencyRight'),
    roles: stringArrayField(value, 'roles'),
    products: stringArrayField(value, 'products'),
    portalTheme: stringField(value, 'portalTheme') ?? '',
    active_agency_id: nullableNumberField(value, 'active_agency_id'),
    active_sub_agency_id: nullableNumberField(value, 'active_sub_agency_id'),
    active_station_id: nullableNumberField(value, 'active_station_id'),
    active_agency_name: stringField(value, 'active_agency_name') ?? null,
    AvailableAgencies: recordArrayField(value, 'AvailableAgencies').map(parseAgency).filter(present),
  };
  const accessToken = stringField(value, 'accessToken');
  const refreshToken = stringField(value, 'refreshToken');
  if (accessToken) user.accessToken = accessToken;
  if (refreshToken) user.refreshToken = refreshToken;
  return user;
}
