import { Alert, Badge, Button, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent, type ReactElement } from 'react';
import { Section, toast } from '../../../admin-kit';
import type { ScheduledReport } from '../../../domain/scheduled-reports';
import { REPORTS_KEY, runNow, sendTest, type AdvertiserOption } from '../api';
import { TEXTS } from '../texts';
import { ContentSection } from './ContentSection';
import { FormField } from './fields';
import { MessageSection } from './MessageSection';
import { ReadinessSection } from './ReadinessSection';
import { RecipientsSection } from './RecipientsSection';
import { validateDraft, type ReportDraft } from './report-form';
import { ScheduleSection } from './ScheduleSection';
import { useReportSave } from './use-report-save';

export interface ReportFormProps {
  initial: ReportDraft;
  /** The saved report being edited; none for a new one. */
  report?: ScheduledReport;
  /** An advertiser-level user's advertisers (instead of the agency's). */
  fixedAdvertisers?: readonly AdvertiserOption[];
  onSaved(saved: ScheduledReport): void;
  onDelete?(): void;
  /** After a 409: load the report again (the draft is replaced). */
  onReload?(): void;
}

function fail(error: unknown): void {
  toast.error(error instanceof Error ? error.message : String(error));
}

/** Every field of a scheduled report, its inline messages, and Save, Send test now, Run now and Delete. */
export function ReportForm({
  initial,
  report,
  fixedAdvertisers,
  onSaved,
  onDelete,
  onReload,
}: ReportFormProps): ReactElement {
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const set = useCallback((patch: Partial<ReportDraft>) => setDraft((d) => ({ ...d, ...patch })), []);
  const saving = useReportSave(report, onSaved);
  const errors = { ...(tried ? validateDraft(draft) : {}), ...saving.fieldErrors };
  const props = { draft, errors, set };
  const queryClient = useQueryClient();
  const queue = (call: (id: number) => Promise<unknown>, done: string) => (): void => {
    if (!report) return;
    void call(report.id).then(async () => {
      toast.success(done);
      await queryClient.invalidateQueries({ queryKey: [REPORTS_KEY, 'history', report.id] });
    }, fail);
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(validateDraft(draft)).length > 0) return;
    saving.save(draft);
  };

  const invalid = tried && Object.keys(validateDraft(draft)).length > 0;
  return (
    <form onSubmit={submit} noValidate aria-label={TEXTS.sections.report}>
      <Stack gap="4">
        <Section title={TEXTS.sections.report}>
          <Stack gap="4">
            {report?.state === 'stopped' ? (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>{TEXTS.stoppedBecause(report.stoppedReason ?? '')}</Alert.Title>
              </Alert.Root>
            ) : null}
            <FormField label={TEXTS.name} error={errors.name} required>
              <Input value={draft.name} onChange={(e) => set({ name: e.currentTarget.value })} />
            </FormField>
            {report ? (
              <HStack gap="2" fontSize="sm">
                <Text color="fg.muted">{TEXTS.owner}</Text>
                <Badge>{report.ownerName}</Badge>
              </HStack>
            ) : null}
            <Checkbox.Root checked={draft.enabled} onCheckedChange={(e) => set({ enabled: e.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{TEXTS.enabled}</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        </Section>
        <ContentSection {...props} fixedAdvertisers={fixedAdvertisers} />
        <RecipientsSection {...props} />
        <MessageSection {...props} />
        <ScheduleSection {...props} />
        <ReadinessSection {...props} />
        {invalid ? (
          <Text role="alert" color="fg.error">
            {TEXTS.fixErrors}
          </Text>
        ) : null}
        {saving.refusal ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{saving.refusal}</Alert.Title>
              {saving.conflict && onReload ? (
                <Button size="sm" variant="outline" mt="2" onClick={onReload}>
                  {TEXTS.conflictReload}
                </Button>
              ) : null}
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <HStack gap="2" wrap="wrap">
          <Button type="submit" loading={saving.saving}>
            {TEXTS.save}
          </Button>
          {report ? (
            <>
              <Button variant="outline" onClick={queue(sendTest, TEXTS.testQueued)}>
                {TEXTS.sendTest}
              </Button>
              <Button variant="outline" onClick={queue(runNow, TEXTS.runQueued)}>
                {TEXTS.runNow}
              </Button>
              {onDelete ? (
                <Button variant="outline" colorPalette="red" ms={{ sm: 'auto' }} onClick={onDelete}>
                  {TEXTS.delete}
                </Button>
              ) : null}
            </>
          ) : null}
        </HStack>
      </Stack>
    </form>
  );
}
