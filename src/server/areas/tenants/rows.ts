/** The tenant tree's answers (contract of issue 22) built from its records, and the audit snapshots. */
import { effectiveEmailDomains } from '../../../domain/email-domains';
import type { AgencyCounts, AgencyRecord, SubAgencyRecord } from './queries';
import type { StationRow } from './tree-queries';

export type TenantStatus = 'active' | 'inactive';

/** 1 active, 0 inactive (migration 0018). */
export const statusOf = (status: number): TenantStatus => (status === 1 ? 'active' : 'inactive');

/** A stored allow-list (JSON array text, null = inherit / any). */
export function domainsOf(stored: string | null): string[] | null {
  if (stored === null) return null;
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : null;
}

export const storedDomains = (list: readonly string[] | null): string | null =>
  list === null ? null : JSON.stringify(list);

export type TreeSubAgency = {
  id: number;
  name: string;
};
export type TreeStation = {
  id: number;
  name: string;
  sub_agency_id: number | null;
};

/** GET /api/getAgency/{originId} and every agency write. */
export type Agency = {
  id: number;
  originId: number;
  name: string;
  theme_code: string;
  time_zone: string;
  root_domain: string | null;
  status: TenantStatus;
  mail_from_name: string | null;
  mail_from_address: string | null;
  allowed_email_domains: string[] | null;
  default_spend_type: string | null;
  default_markup: number | null;
  products: string[];
  sub_agencies: TreeSubAgency[];
  stations: TreeStation[];
  counts: AgencyCounts;
};

export function agencyOf(
  record: AgencyRecord,
  products: string[],
  counts: AgencyCounts,
  tree: { sub_agencies: TreeSubAgency[]; stations: TreeStation[] },
): Agency {
  return {
    id: record.id,
    originId: record.id,
    name: record.name,
    theme_code: record.theme_code,
    time_zone: record.time_zone,
    root_domain: record.root_domain,
    status: statusOf(record.status),
    mail_from_name: record.mail_from_name,
    mail_from_address: record.mail_from_address,
    allowed_email_domains: domainsOf(record.allowed_email_domains),
    default_spend_type: record.default_spend_type,
    default_markup: record.default_markup === null ? null : Number(record.default_markup),
    products,
    sub_agencies: tree.sub_agencies,
    stations: tree.stations,
    counts,
  };
}

/** A row of the agency search. */
export type AgencyListItem = {
  id: number;
  originId: number;
  name: string;
  theme_code: string;
  time_zone: string;
  status: TenantStatus;
  created_at: number;
  counts: AgencyCounts;
};

export function agencyItemOf(record: AgencyRecord & { counts: AgencyCounts }): AgencyListItem {
  const { id, name, theme_code, time_zone, status, created_at, counts } = record;
  return {
    id,
    originId: id,
    name,
    theme_code,
    time_zone,
    status: statusOf(status),
    created_at: Number(created_at),
    counts,
  };
}

export type SubAgencyItem = {
  id: number;
  agency_id: number;
  name: string;
  status: TenantStatus;
  allowed_email_domains: string[] | null;
  effective_email_domains: string[] | null;
  stations: { id: number; name: string; call_sign: string; status: TenantStatus }[];
  counts: { stations: number; advertisers: number; users: number };
};

export function subAgencyItemOf(
  record: SubAgencyRecord,
  agencyDomains: string[] | null,
  stations: StationRow[],
  counts: SubAgencyItem['counts'],
): SubAgencyItem {
  const own = domainsOf(record.allowed_email_domains);
  return {
    id: record.id,
    agency_id: record.agency_id,
    name: record.name,
    status: statusOf(record.status),
    allowed_email_domains: own,
    effective_email_domains: effectiveEmailDomains(agencyDomains, own),
    stations: stations.map((s) => ({ id: s.id, name: s.name, call_sign: s.call_sign, status: statusOf(s.status) })),
    counts,
  };
}

export type StationItem = {
  id: number;
  agency_id: number;
  sub_agency_id: number | null;
  sub_agency_name: string | null;
  name: string;
  call_sign: string;
  status: TenantStatus;
  allowed_email_domains: string[] | null;
  effective_email_domains: string[] | null;
  counts: { advertisers: number; users: number };
};

export function stationItemOf(
  row: StationRow,
  agencyDomains: string[] | null,
  subAgencyDomains: string[] | null,
  counts: StationItem['counts'],
): StationItem {
  const own = domainsOf(row.allowed_email_domains);
  return {
    id: row.id,
    agency_id: row.agency_id,
    sub_agency_id: row.sub_agency_id,
    sub_agency_name: row.sub_agency_name,
    name: row.name,
    call_sign: row.call_sign,
    status: statusOf(row.status),
    allowed_email_domains: own,
    effective_email_domains: effectiveEmailDomains(agencyDomains, subAgencyDomains, own),
    counts,
  };
}

/** What an agency's audit entry records (and its revert puts back). */
export interface AgencySnapshot {
  name: string;
  time_zone: string;
  theme_code: string;
  root_domain: string | null;
  mail_from_name: string | null;
  mail_from_address: string | null;
  allowed_email_domains: string[] | null;
  default_spend_type: string | null;
  default_markup: number | null;
  products: string[];
  status: TenantStatus;
}

export function agencySnapshot(record: AgencyRecord, products: string[]): AgencySnapshot {
  return {
    name: record.name,
    time_zone: record.time_zone,
    theme_code: record.theme_code,
    root_domain: record.root_domain,
    mail_from_name: record.mail_from_name,
    mail_from_address: record.mail_from_address,
    allowed_email_domains: domainsOf(record.allowed_email_domains),
    default_spend_type: record.default_spend_type,
    default_markup: record.default_markup === null ? null : Number(record.default_markup),
    products,
    status: statusOf(record.status),
  };
}

export interface SubAgencySnapshot {
  name: string;
  allowed_email_domains: string[] | null;
  status: TenantStatus;
}

export const subAgencySnapshot = (record: SubAgencyRecord): SubAgencySnapshot => ({
  name: record.name,
  allowed_email_domains: domainsOf(record.allowed_email_domains),
  status: statusOf(record.status),
});

export interface StationSnapshot {
  name: string;
  call_sign: string;
  sub_agency_id: number | null;
  allowed_email_domains: string[] | null;
  status: TenantStatus;
}

export const stationSnapshot = (record: StationRow): StationSnapshot => ({
  name: record.name,
  call_sign: record.call_sign,
  sub_agency_id: record.sub_agency_id,
  allowed_email_domains: domainsOf(record.allowed_email_domains),
  status: statusOf(record.status),
});

/** "2 stations, 1 user": what still depends on an object, for the delete refusal. */
export function dependents(counts: Record<string, number>): string | null {
  const NOUNS: Record<string, [string, string]> = {
    subAgencies: ['sub-agency', 'sub-agencies'],
    stations: ['station', 'stations'],
    advertisers: ['advertiser', 'advertisers'],
    users: ['user', 'users'],
    groups: ['group', 'groups'],
  };
  const parts = Object.entries(counts)
    .filter(([key, n]) => n > 0 && NOUNS[key])
    .map(([key, n]) => `${n} ${NOUNS[key]![n === 1 ? 0 : 1]}`);
  return parts.length ? parts.join(', ') : null;
}
