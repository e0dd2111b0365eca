/**
 * The alerts API's answers enter as `unknown` and leave here typed (STYLE: validate at the boundary): an alert
 * missing what the screens draw is dropped, an answer that is not a page or settings is an error the panel shows.
 */
import { ALERT_RULES, DEFAULT_ALERT_SETTINGS, type AlertRule, type AlertSettings } from '../../domain/alerts';
import { messageText } from '../../domain/messages';
import { isRecord, numberField, stringField, type JsonRecord } from '../../data/narrow';
import type { Alert, AlertPage, AlertSettingsAnswer } from './alert-types';

const STATES = ['pending', 'firing', 'resolved'] as const;

const text = (record: JsonRecord, key: string): string | null => stringField(record, key) ?? null;

/** One alert, or null when the answer lacks what the screens need. */
export function readAlert(value: unknown): Alert | null {
  if (!isRecord(value)) return null;
  const id = numberField(value, 'id');
  const state = STATES.find((s) => s === value.state);
  const rule = ALERT_RULES.find((r) => r === value.rule) ?? (stringField(value, 'rule') as AlertRule | undefined);
  const ruleLabel = stringField(value, 'ruleLabel');
  const firstSeen = stringField(value, 'firstSeen');
  if (id === undefined || !state || !rule || !ruleLabel || !firstSeen) return null;
  return {
    id,
    rule,
    ruleLabel,
    state,
    agencyId: numberField(value, 'agencyId') ?? 0,
    advertiserId: numberField(value, 'advertiserId') ?? null,
    advertiserName: text(value, 'advertiserName'),
    campaignId: numberField(value, 'campaignId') ?? null,
    campaignName: text(value, 'campaignName'),
    objectLabel: stringField(value, 'objectLabel') ?? '',
    message: stringField(value, 'message') ?? '',
    value: numberField(value, 'value') ?? null,
    dataLate: value.dataLate === true,
    firstSeen,
    lastSeen: stringField(value, 'lastSeen') ?? firstSeen,
    firedAt: text(value, 'firedAt'),
    resolvedAt: text(value, 'resolvedAt'),
    acknowledgedBy: text(value, 'acknowledgedBy'),
    acknowledgedAt: text(value, 'acknowledgedAt'),
    snoozedUntil: text(value, 'snoozedUntil'),
    clientVisible: value.clientVisible === true,
  };
}

/** A page of alerts; throws the catalogue's text when the answer is not one. */
export function readAlertPage(body: unknown): AlertPage {
  if (!isRecord(body) || !Array.isArray(body.items)) throw new Error(messageText('alertsBadAnswer'));
  const items = body.items.map(readAlert).filter((alert): alert is Alert => alert !== null);
  return {
    items,
    total: numberField(body, 'total') ?? items.length,
    limit: numberField(body, 'limit') ?? items.length,
    offset: numberField(body, 'offset') ?? 0,
  };
}

function readSettings(value: unknown, fallback: AlertSettings): AlertSettings {
  const record = isRecord(value) ? value : {};
  return Object.fromEntries(
    Object.keys(DEFAULT_ALERT_SETTINGS).map((key) => [
      key,
      numberField(record, key) ?? fallback[key as keyof AlertSettings],
    ]),
  ) as unknown as AlertSettings;
}

function readOverride(value: unknown): Partial<AlertSettings> {
  if (!isRecord(value)) return {};
  const override: Partial<AlertSettings> = {};
  for (const key of Object.keys(DEFAULT_ALERT_SETTINGS) as (keyof AlertSettings)[]) {
    const number = numberField(value, key);
    if (number !== undefined) override[key] = number;
  }
  return override;
}

/** A level's settings; throws the catalogue's text when the answer is not one. */
export function readSettingsAnswer(body: unknown): AlertSettingsAnswer {
  const version = isRecord(body) ? numberField(body, 'version') : undefined;
  if (!isRecord(body) || version === undefined) throw new Error(messageText('alertsBadAnswer'));
  const inherited = readSettings(body.inherited, DEFAULT_ALERT_SETTINGS);
  const recipients = isRecord(body.recipients) ? body.recipients : {};
  const level = body.level === 'advertiser' || body.level === 'campaign' ? body.level : 'agency';
  return {
    level,
    inherited,
    override: readOverride(body.override),
    settings: readSettings(body.settings, inherited),
    recipients: {
      roles: Array.isArray(recipients.roles) ? recipients.roles.filter((r): r is string => typeof r === 'string') : [],
      userIds: Array.isArray(recipients.userIds)
        ? recipients.userIds.filter((id): id is number => typeof id === 'number')
        : [],
    },
    version,
  };
}
