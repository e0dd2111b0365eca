/** Alerts shaped exactly as the contract answers them, for tests and stories. */
import { DEFAULT_ALERT_SETTINGS } from '../../domain/alerts';
import type { Alert, AlertPage, AlertSettingsAnswer } from './alert-types';

/** A fixed "now" for every dated fixture: 27 Nov 2026, noon UTC. */
export const FIXTURE_NOW = Date.parse('2026-11-27T12:00:00Z');

/** A firing pacing alert of one campaign; override what a case needs. */
export function alertFixture(overrides: Partial<Alert> = {}): Alert {
  return {
    id: 1,
    rule: 'pacing_low',
    ruleLabel: 'Pacing below target',
    state: 'firing',
    agencyId: 1,
    advertiserId: 10,
    advertiserName: 'Acme Motors',
    campaignId: 501,
    campaignName: 'Spring Sale',
    objectLabel: 'Acme Motors · Spring Sale',
    message: 'Pacing at −34 % against its flight (threshold −20 %). Check whether the campaign paused or ended.',
    value: -34,
    dataLate: false,
    firstSeen: '2026-11-25T06:00:00Z',
    lastSeen: '2026-11-27T06:00:00Z',
    firedAt: '2026-11-26T06:00:00Z',
    resolvedAt: null,
    acknowledgedBy: null,
    acknowledgedAt: null,
    snoozedUntil: null,
    clientVisible: false,
    ...overrides,
  };
}

/** Three open alerts: one wanting attention, one acknowledged, one snoozed past FIXTURE_NOW, one with late data. */
export const OPEN_ALERTS: readonly Alert[] = [
  alertFixture(),
  alertFixture({
    id: 2,
    rule: 'delivery_drop',
    ruleLabel: 'Delivery under baseline',
    campaignId: 502,
    campaignName: 'Winter Clearance',
    objectLabel: 'Acme Motors · Winter Clearance',
    message: 'Impressions 62 % under the same weekday of the last 4 weeks.',
    acknowledgedBy: 'Ada Admin',
    acknowledgedAt: '2026-11-27T08:00:00Z',
  }),
  alertFixture({
    id: 3,
    rule: 'zero_delivery',
    ruleLabel: 'No delivery',
    advertiserId: 11,
    advertiserName: 'Bell Dental',
    campaignId: 601,
    campaignName: 'Smiles',
    objectLabel: 'Bell Dental · Smiles',
    message: 'No impressions yesterday for a live campaign.',
    snoozedUntil: '2026-12-01',
  }),
  alertFixture({
    id: 4,
    rule: 'delivery_drop',
    ruleLabel: 'Delivery under baseline',
    advertiserId: 11,
    advertiserName: 'Bell Dental',
    campaignId: 602,
    campaignName: 'Geo Fence Downtown',
    objectLabel: 'Bell Dental · Geo Fence Downtown',
    message: 'Delivery not judged: the geofence data is late.',
    dataLate: true,
    clientVisible: true,
  }),
];

/** A page of alerts as GET /api/alerts answers it. */
export function alertPage(items: readonly Alert[]): AlertPage {
  return { items: [...items], total: items.length, limit: 100, offset: 0 };
}

/** An advertiser's settings: drop and hold-for overridden, the rest inherited from the agency. */
export function settingsFixture(overrides: Partial<AlertSettingsAnswer> = {}): AlertSettingsAnswer {
  const inherited = { ...DEFAULT_ALERT_SETTINGS, pacingLowPercent: -25 };
  const override = { dropPercent: 40, holdFor: 3 };
  return {
    level: 'advertiser',
    settings: { ...inherited, ...override },
    override,
    inherited,
    recipients: { roles: ['dashadmin'], userIds: [7] },
    version: 4,
    ...overrides,
  };
}
