/**
 * Automated alerts (issue 27): settings per agency with advertiser and campaign overrides, one live alert per rule
 * and object, every state change, and the claims that make an agency's evaluation and digest happen once per window
 * across instances. Times are epoch ms.
 */
import type { Generated } from 'kysely';

export interface AlertSettingsTable {
  id: Generated<number>;
  /** 'agency:<id>', 'advertiser:<id>' or 'campaign:<id>': one row per level and object. */
  scope_key: string;
  agency_id: number;
  advertiser_id: number | null;
  campaign_id: number | null;
  /** JSON Partial<AlertSettings>: the values this level replaces. */
  override: string;
  /** JSON { roles: string[]; userIds: number[] }. */
  recipients: string;
  version: number;
  updated_at: number;
  updated_by: number | null;
}

export interface AlertsTable {
  id: Generated<number>;
  agency_id: number;
  advertiser_id: number | null;
  campaign_id: number | null;
  rule: string;
  /** 'agency:1', 'campaign:12', 'credential:3', 'source:5:ads': with the rule, what the alert is about. */
  object_key: string;
  object_label: string;
  state: string;
  streak: number;
  first_seen: number;
  last_seen: number;
  fired_at: number | null;
  resolved_at: number | null;
  acknowledged_by: string | null;
  acknowledged_at: number | null;
  snoozed_until: number | null;
  snoozed_by: string | null;
  client_visible: number;
  data_late: number;
  value: number | null;
  /** JSON: the message's key and parameters of the last evaluation. */
  detail: string;
  /** The window of the last digest that listed it (null: never mailed; "new" in the next one). */
  digested_in: string | null;
  /** JSON string[]: the addresses digests listing it went to. */
  recipients: Generated<string>;
}

export interface AlertEventsTable {
  id: Generated<number>;
  alert_id: number;
  at: number;
  /** fired, resolved, acknowledged, snoozed, unsnoozed, clientVisibleOn, clientVisibleOff. */
  change: string;
  by: string | null;
}

export interface AlertClaimsTable {
  /** 'evaluate:<agency>:<window>' or 'digest:<agency>:<window>'. */
  key: string;
  claimed_by: string;
  claimed_at: number;
}
