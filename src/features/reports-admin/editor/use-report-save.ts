import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../admin-kit';
import { isApiError } from '../../../data/api-error';
import { isRecord } from '../../../data/narrow';
import type { ScheduledReport } from '../../../domain/scheduled-reports';
import { createReport, REPORTS_KEY, updateReport } from '../api';
import { TEXTS } from '../texts';
import { draftFieldOf, inputOf, type DraftErrors, type ReportDraft } from './report-form';

export interface SaveState {
  save(draft: ReportDraft): void;
  saving: boolean;
  /** The server's refusal, as it words it (001 §8: the body's ErrorMessage). */
  refusal: string | undefined;
  /** A refusal of one field, shown beside it. */
  fieldErrors: DraftErrors;
  /** Someone else saved the report since it was loaded (409). */
  conflict: boolean;
  clear(): void;
}

function refusalOf(error: unknown): { message: string; field?: string; status: number } {
  if (!isApiError(error)) return { message: error instanceof Error ? error.message : String(error), status: 0 };
  const body = isRecord(error.body) ? error.body : {};
  const message = typeof body.ErrorMessage === 'string' && body.ErrorMessage ? body.ErrorMessage : error.message;
  return { message, field: typeof body.field === 'string' ? body.field : undefined, status: error.status };
}

/** Create or update (with the Version it was loaded at); refusals land beside their field or above the buttons. */
export function useReportSave(
  report: ScheduledReport | undefined,
  onSaved: (saved: ScheduledReport) => void,
): SaveState {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [fieldErrors, setFieldErrors] = useState<DraftErrors>({});
  const [conflict, setConflict] = useState(false);
  const mutation = useMutation({
    mutationFn: (draft: ReportDraft) =>
      report
        ? updateReport({ ...inputOf(draft), id: report.id, Version: report.Version })
        : createReport(inputOf(draft)),
    onMutate: () => {
      setRefusal(undefined);
      setFieldErrors({});
      setConflict(false);
    },
    onSuccess: async (saved) => {
      toast.success(report ? TEXTS.saved : TEXTS.created);
      await queryClient.invalidateQueries({ queryKey: [REPORTS_KEY] });
      onSaved(saved);
    },
    onError: (error) => {
      const { message, field, status } = refusalOf(error);
      setRefusal(message);
      setConflict(status === 409);
      const key = draftFieldOf(field);
      if (key) setFieldErrors({ [key]: message });
    },
  });
  return {
    save: (draft) => mutation.mutate(draft),
    saving: mutation.isPending,
    refusal,
    fieldErrors,
    conflict,
    clear: () => {
      setRefusal(undefined);
      setFieldErrors({});
      setConflict(false);
    },
  };
}
