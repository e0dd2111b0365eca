import { DateTime } from 'luxon';
import { parseDate } from './format-date';

/** Campaign statuses of 000 §4 with their meaning; transitions between them are not specified. */
export const CAMPAIGN_STATUSES = [
  { status: 'Live', description: 'Start date is past and end date is in the future.' },
  { status: 'Cancelled', description: 'Inactive, with no impressions.' },
  { status: 'Partially Reserved', description: 'At least one line item is reserved in the ad server.' },
  { status: 'Reserved', description: 'Sent to the ad server; all line items are reserved.' },
  { status: 'Completed', description: 'The flight has finished.' },
  { status: 'Proposal', description: 'Not approved or ordered; not active.' },
  { status: 'Paused', description: 'Temporarily not delivering.' },
] as const;

/** One campaign status. */
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]['status'];

/** Status filter options: 'All' first, then every status. */
export const CAMPAIGN_STATUS_FILTERS: readonly string[] = ['All', ...CAMPAIGN_STATUSES.map(({ status }) => status)];

/** Description of a status, or null when the status is unknown. */
export function campaignStatusDescription(status: string): string | null {
  return CAMPAIGN_STATUSES.find((entry) => entry.status === status)?.description ?? null;
}

const toDateTime = (value: Date | DateTime | string): DateTime | null =>
  value instanceof DateTime ? value : value instanceof Date ? DateTime.fromJSDate(value) : parseDate(value);

/**
 * A campaign has ended when now is strictly after the given date. An unparseable date never counts as ended,
 * so a campaign with bad data stays visible rather than being filed away.
 */
export function hasEnded(date: Date | DateTime | string, now: Date | DateTime): boolean {
  const end = toDateTime(date);
  const current = toDateTime(now);
  if (!end?.isValid || !current?.isValid) return false;
  return current.toMillis() > end.toMillis();
}
