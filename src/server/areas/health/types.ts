/** Health checks (issue 27): the answer of the calls (docs: the issue-27 contract) and what a check function gives. */
import type { FreshnessStatus } from '../../../domain/freshness';
import type { AgencyFreshness } from './freshness';

export type HealthStatus = FreshnessStatus;

/** The checks, in the page's order. */
export const CHECK_NAMES = [
  'database',
  'disk',
  'migrations',
  'chromium',
  'mail',
  'scheduler',
  'queue',
  'freshness',
] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

/** What one check found. */
export interface CheckResult {
  status: HealthStatus;
  detail: string;
  /** Freshness only: the tree behind the status. */
  freshness?: AgencyFreshness[];
}

/** One check as the calls answer it. */
export interface HealthCheck {
  name: CheckName;
  title: string;
  status: HealthStatus;
  detail: string;
  lastRun: string | null;
  durationMs: number | null;
  history: { at: string; status: HealthStatus; durationMs: number }[];
  freshness?: AgencyFreshness[];
}

const RANK: Readonly<Record<HealthStatus, number>> = { ok: 0, warning: 1, failing: 2 };

/** The worse of two statuses. */
export function worse(a: HealthStatus, b: HealthStatus): HealthStatus {
  return RANK[b] > RANK[a] ? b : a;
}
