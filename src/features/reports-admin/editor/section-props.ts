import type { DraftErrors, ReportDraft } from './report-form';

/** What every editor section gets: the draft, its messages, and a way to change some fields. */
export interface SectionProps {
  draft: ReportDraft;
  errors: DraftErrors;
  set(patch: Partial<ReportDraft>): void;
}
