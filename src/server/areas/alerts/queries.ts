/**
 * Reading alerts: the rows a caller may see (agency staff: their agency's, within their sub-agency or station;
 * client users: the client-visible alerts of their advertisers; superusers: all), and an alert as the calls answer
 * it (src/domain/alerts.ts rule, the message of its last evaluation, "data late" in front while its data is late).
 */
import type { AlertRule, AlertState, AlertView } from '../../../domain/alerts';
import { formatDate } from '../../../domain/format-date';
import { messageText, type MessageKey, type MessageParams } from '../../../domain/messages';
import type { SessionUser } from '../../../domain/user';
import { NO_ROWS } from '../../db/conditions';
import type { Db } from '../../db/database';
import { readCampaigns } from '../../kernel/campaigns';
import { visibleAdvertisers, type Scope } from '../../kernel/tenancy';

export const RULE_LABELS: Readonly<Record<AlertRule, MessageKey>> = {
  pacing_low: 'alertRulePacingLow',
  pacing_high: 'alertRulePacingHigh',
  delivery_drop: 'alertRuleDeliveryDrop',
  zero_delivery: 'alertRuleZeroDelivery',
  ending_under_goal: 'alertRuleEndingUnderGoal',
  connection_reauth: 'alertRuleConnectionReauth',
  token_expiring: 'alertRuleTokenExpiring',
  data_stale: 'alertRuleDataStale',
};

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The alerts joined with their advertiser, narrowed to what the scope sees. */
export function visibleAlerts(db: Db, scope: Scope, user: SessionUser) {
  const query = db
    .selectFrom('alerts')
    .leftJoin('advertisers', 'advertisers.id', 'alerts.advertiser_id')
    .innerJoin('agencies', 'agencies.id', 'alerts.agency_id');
  const seen = () => visibleAdvertisers(db, scope, user).select('advertisers.id');
  switch (scope.kind) {
    case 'all':
      return query;
    case 'none':
      return query.where(NO_ROWS);
    case 'agency':
      return query.where('alerts.agency_id', '=', scope.agencyId);
    case 'subAgency':
    case 'station':
      return query.where('alerts.agency_id', '=', scope.agencyId).where('alerts.advertiser_id', 'in', seen());
    case 'advertisers':
      return query
        .where('alerts.agency_id', '=', scope.agencyId)
        .where('alerts.client_visible', '=', 1)
        .where('alerts.advertiser_id', 'in', seen());
  }
}

export const ALERT_COLUMNS = [
  'alerts.id',
  'alerts.rule',
  'alerts.state',
  'alerts.agency_id',
  'alerts.advertiser_id',
  'advertisers.name as advertiser_name',
  'agencies.name as agency_name',
  'alerts.campaign_id',
  'alerts.object_label',
  'alerts.value',
  'alerts.data_late',
  'alerts.detail',
  'alerts.first_seen',
  'alerts.last_seen',
  'alerts.fired_at',
  'alerts.resolved_at',
  'alerts.acknowledged_by',
  'alerts.acknowledged_at',
  'alerts.snoozed_until',
  'alerts.client_visible',
  'alerts.recipients',
] as const;

export interface AlertRow {
  id: number;
  rule: string;
  state: string;
  agency_id: number;
  advertiser_id: number | null;
  advertiser_name: string | null;
  agency_name: string;
  campaign_id: number | null;
  object_label: string;
  value: number | null;
  data_late: number;
  detail: string;
  first_seen: number;
  last_seen: number;
  fired_at: number | null;
  resolved_at: number | null;
  acknowledged_by: string | null;
  acknowledged_at: number | null;
  snoozed_until: number | null;
  client_visible: number;
  recipients: string;
}

/** A stored parameter as people read it: days as the dashboards write them (M/dd/yy), figures rounded and grouped. */
function readable(value: string | number): string | number {
  if (typeof value === 'number') {
    const rounded = Number.isInteger(value) ? value : Math.round(value * 10) / 10;
    return rounded.toLocaleString('en-US', { maximumFractionDigits: 1 });
  }
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;
}

/** The text of an alert's last evaluation, "data late" in front while its data is. */
export function messageOf(row: Pick<AlertRow, 'detail' | 'data_late'>): string {
  let text = '';
  try {
    const detail = JSON.parse(row.detail) as { key: MessageKey; params: MessageParams };
    const params = Object.fromEntries(Object.entries(detail.params).map(([name, value]) => [name, readable(value)]));
    text = messageText(detail.key, params);
  } catch {
    text = '';
  }
  return row.data_late ? messageText('alertDataLatePrefix', { text }) : text;
}

/** Campaign names through the one read path (a hidden or archived campaign's name is not shown). */
export async function campaignNames(db: Db, rows: readonly Pick<AlertRow, 'campaign_id'>[]) {
  const ids = [...new Set(rows.map((row) => row.campaign_id).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map<number, string>();
  const campaigns = await readCampaigns(db)
    .select(['campaigns.id', 'campaigns.name', 'campaigns.friendly_name'])
    .where('campaigns.id', 'in', ids)
    .execute();
  return new Map(campaigns.map((c) => [c.id, c.friendly_name || c.name]));
}

export function viewOf(row: AlertRow, names: ReadonlyMap<number, string>): AlertView {
  const rule = row.rule as AlertRule;
  return {
    id: Number(row.id),
    rule,
    ruleLabel: messageText(RULE_LABELS[rule]),
    state: row.state as AlertState,
    agencyId: Number(row.agency_id),
    advertiserId: row.advertiser_id === null ? null : Number(row.advertiser_id),
    advertiserName: row.advertiser_name ?? null,
    campaignId: row.campaign_id === null ? null : Number(row.campaign_id),
    campaignName: row.campaign_id === null ? null : (names.get(Number(row.campaign_id)) ?? null),
    objectLabel: row.object_label,
    message: messageOf(row),
    value: row.value === null ? null : Number(row.value),
    dataLate: !!Number(row.data_late),
    firstSeen: iso(row.first_seen)!,
    lastSeen: iso(row.last_seen)!,
    firedAt: iso(row.fired_at),
    resolvedAt: iso(row.resolved_at),
    acknowledgedBy: row.acknowledged_by,
    acknowledgedAt: iso(row.acknowledged_at),
    snoozedUntil: iso(row.snoozed_until),
    clientVisible: !!Number(row.client_visible),
  };
}

export type { AlertView };
