/** Scheduled reports, their runs and files (migration 0021). Times are epoch ms; periods yyyy-MM-dd text. */
import type { Generated } from 'kysely';
import type { ReportKind, RunStatus, RunTrigger } from '../../domain/scheduled-reports';

export interface ScheduledReportsTable {
  id: Generated<number>;
  agency_id: number;
  /** The advertiser of an advertiser's report; null for an agency report. */
  advertiser_id: number | null;
  kind: ReportKind;
  name: string;
  /** Whose access decides the report's data. */
  owner_user_id: number;
  created_by: number;
  /** JSON: ScheduledReportInput without name, kind, agencyId, advertiserId, schedule, enabled, ownerUserId. */
  definition: string;
  /** JSON: ReportSchedule. */
  schedule: string;
  timezone: string;
  enabled: Generated<number>;
  state: Generated<'active' | 'stopped'>;
  stopped_reason: string | null;
  next_run_at: number | null;
  last_run_at: number | null;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

export interface ScheduledReportAdvertisersTable {
  report_id: number;
  advertiser_id: number;
}

export interface ReportRunsTable {
  id: Generated<number>;
  report_id: number;
  trigger: RunTrigger;
  /** The slot the run is for (a scheduled time, or when "run now"/"send test"/"resend" was asked). */
  scheduled_for: number;
  status: RunStatus;
  attempts: Generated<number>;
  /** When the run is next due (first try, a retry, or the next data-readiness check); null once finished. */
  next_attempt_at: number | null;
  /** The instance working it and until when (a lease: a run past it is stuck and taken over). */
  claimed_by: string | null;
  claimed_until: number | null;
  period_start: string;
  period_end: string;
  timezone: string;
  /** The last day the data covered when the run rendered. */
  data_through: string | null;
  error_cause: string | null;
  /** JSON array of the addresses it went (or goes) to. */
  recipients: Generated<string>;
  /** JSON object: details for the log (files, delivery, partial data, attempts' errors). */
  additional: Generated<string>;
  requested_by: number | null;
  /** A resend: the run whose files it sends again. */
  source_run_id: number | null;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  updated_at: number;
}

export interface ReportFilesTable {
  id: Generated<number>;
  run_id: number;
  advertiser_id: number | null;
  tab: string | null;
  format: string;
  file_name: string;
  mime: string;
  size: number;
  sha256: string;
  /** Relative to the data folder. */
  path: string;
  created_at: number;
  expires_at: number;
  deleted_at: number | null;
}

export interface ReportUnsubscribesTable {
  id: Generated<number>;
  report_id: number;
  email: string;
  created_at: number;
}

export interface SchedulerHeartbeatsTable {
  instance: string;
  beat_at: number;
  /** Runs this instance claimed in its last tick. */
  claimed: Generated<number>;
}
