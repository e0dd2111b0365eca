/**
 * Who may do what with alerts, and which alerts want attention: pure, so the panel, the header badge and their
 * tests read one rule.
 */
import { hasPermissions } from '../../domain/permissions';
import { RIGHTS } from '../../domain/rights';
import type { SessionUser } from '../../domain/user';
import type { Alert } from './alert-types';

/** What the signed-in user may do with the alerts the server shows them. */
export interface AlertAudience {
  /** Acknowledge, snooze, show to or hide from the client: agency staff. */
  act: boolean;
  /** Open the settings drawer, and show an alert to the client or hide it: agency admins (the server's rule). */
  configure: boolean;
}

/**
 * Client (advertiser-level) users see what the server gives them (client-visible alerts) and act on none; the
 * rule is the dashboard's viewer rule (a client role and no superuser), written here since features do not import
 * each other.
 */
export function alertAudience(user: SessionUser | null): AlertAudience {
  if (!user) return { act: false, configure: false };
  const client = user.roles.includes('client') && !user.is_superuser;
  return { act: !client, configure: !client && hasPermissions(user, [RIGHTS.AGENCY_ADMIN]) };
}

/** Whether a snooze is still running at `now` (a date without a time runs to the end of that day, UTC). */
export function isSnoozed(alert: Pick<Alert, 'snoozedUntil'>, now: number): boolean {
  if (!alert.snoozedUntil) return false;
  const until = /^\d{4}-\d{2}-\d{2}$/.test(alert.snoozedUntil)
    ? Date.parse(`${alert.snoozedUntil}T23:59:59.999Z`)
    : Date.parse(alert.snoozedUntil);
  return Number.isFinite(until) && until > now;
}

/** A firing alert nobody has acknowledged and no snooze keeps quiet (the domain's wantsAttention, on the wire). */
export function wantsAttentionNow(alert: Alert, now: number): boolean {
  return alert.state === 'firing' && alert.acknowledgedBy === null && !isSnoozed(alert, now);
}

/** The alerts a panel lists: those wanting attention, or every open one when handled ones are asked for too. */
export function alertsToShow(alerts: readonly Alert[], showHandled: boolean, now: number): Alert[] {
  return showHandled ? [...alerts] : alerts.filter((alert) => wantsAttentionNow(alert, now));
}

/** The advertiser to name beside an alert's object, when its label does not name it already. */
export function advertiserBeside(alert: Pick<Alert, 'advertiserName' | 'objectLabel'>): string | null {
  const name = alert.advertiserName;
  return name && !alert.objectLabel.includes(name) ? name : null;
}

/** Tomorrow as 'yyyy-MM-dd' (UTC): the earliest a snooze may run to, and the date input's first value. */
export function tomorrow(now: number): string {
  return new Date(now + 86_400_000).toISOString().slice(0, 10);
}
