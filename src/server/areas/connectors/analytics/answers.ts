/**
 * What the web-analytics calls answer and take (issue 26, 001 §3/§5), and the small mappers the analytics files share.
 */
import type { SessionUser } from '../../../../domain/user';
import type { AuditActor } from '../../../audit/audit-log';

export const actorOf = (user: SessionUser): AuditActor => ({ id: user.user_id, email: user.email });

/** One analytics connector (001 §3). */
export interface AnalyticsConnectorAnswer {
  id: string;
  primaryId: string;
  additional: string | null;
  ViewStatus: string;
  RequestScope: boolean;
  Healthy: boolean;
  PictureUrl: string | null;
  FirstName: string | null;
  LastName: string | null;
  Email: string | null;
  ConnectionDate: string;
}

/** Which analytics object an add or delete names (001 §5: one of them). */
export interface AnalyticsTarget {
  accountId?: string | null;
  propertyId?: string | null;
  connectorId?: string | null;
}

export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

export function optional(value: unknown): string | null {
  return value == null ? null : String(value);
}
