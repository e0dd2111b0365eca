/**
 * The export buttons of a dashboard (layout flags pdfExport, pptExport, xlsExport and their DevOnly/LocalOnly
 * variants). An export runs on the server; its progress shows here by export key while the user keeps working,
 * and the file downloads under the layout's fileNameTemplate name when ready.
 */
import { Box, Button, HStack, Progress, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactElement } from 'react';
import { apiFetch, jsonBody } from '../../data/rest-client';
import { downloadFile } from '../../data/download';
import { isRecord, numberField, stringField } from '../../data/narrow';
import type { ExportFormat } from './export-config';

/** What the menu exports: the dashboard in front of the user. */
export interface ExportSubject {
  advertiserId: number;
  tab: string;
  campaignIds: number[];
  daterange: string;
  startDate?: string;
  endDate?: string;
  fileName: string;
  /** The order on screen (tab `ordersummary`): the export shows that order and its file names it. */
  orderId?: number;
}

interface JobState {
  exportKey: string;
  format: ExportFormat;
  status: 'queued' | 'rendering' | 'done' | 'failed' | 'saved';
  progress: number;
  step: string;
  error: string | null;
}

const SERVER_FORMAT: Record<ExportFormat, 'pdf' | 'pptx' | 'xlsx'> = { pdf: 'pdf', ppt: 'pptx', xls: 'xlsx' };
const LABEL: Record<ExportFormat, string> = { pdf: 'PDF', ppt: 'PPT', xls: 'XLS' };
/** How often a running export is asked for its progress. */
const POLL_MS = 1_000;

function readJob(body: unknown, format: ExportFormat): JobState {
  const record = isRecord(body) ? body : {};
  const status = stringField(record, 'status');
  return {
    exportKey: stringField(record, 'exportKey') ?? '',
    format,
    status: status === 'done' || status === 'failed' || status === 'rendering' ? status : 'queued',
    progress: numberField(record, 'progress') ?? 0,
    step: stringField(record, 'step') ?? '',
    error: stringField(record, 'error') ?? null,
  };
}

/** Downloads the finished file (a blob link), named as the server says. */
async function download(job: JobState, fallbackName: string): Promise<void> {
  await downloadFile(`/api/export/jobs/${job.exportKey}/file`, {
    failure: 'The export file could not be downloaded.',
    fallbackName,
  });
}

export function ExportMenu({
  formats,
  subject,
}: {
  formats: ExportFormat[];
  subject: ExportSubject;
}): ReactElement | null {
  const [jobs, setJobs] = useState<JobState[]>([]);

  const running = jobs.filter((job) => job.status === 'queued' || job.status === 'rendering');
  useEffect(() => {
    if (running.length === 0) return;
    const timer = setTimeout(() => {
      for (const job of running)
        apiFetch(`/api/export/jobs/${job.exportKey}`)
          .then(async (body) => {
            const next = readJob(body, job.format);
            if (next.status === 'done') {
              await download(next, `${subject.fileName}.${SERVER_FORMAT[job.format]}`);
              next.status = 'saved';
            }
            setJobs((all) => all.map((j) => (j.exportKey === job.exportKey ? next : j)));
          })
          .catch((error: unknown) =>
            setJobs((all) =>
              all.map((j) =>
                j.exportKey === job.exportKey
                  ? { ...j, status: 'failed', error: error instanceof Error ? error.message : 'Export failed.' }
                  : j,
              ),
            ),
          );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, subject.fileName]);

  if (formats.length === 0) return null;
  const start = (format: ExportFormat): void => {
    apiFetch('/api/export/dashboard', jsonBody('POST', { ...subject, format: SERVER_FORMAT[format] }))
      .then((body) => setJobs((all) => [...all, readJob(body, format)]))
      .catch((error: unknown) =>
        setJobs((all) => [
          ...all,
          {
            exportKey: `failed-${Date.now()}`,
            format,
            status: 'failed',
            progress: 0,
            step: '',
            error: error instanceof Error ? error.message : 'Export failed.',
          },
        ]),
      );
  };

  return (
    <Box>
      <HStack gap="1" role="group" aria-label="Export">
        {formats.map((format) => (
          <Button
            key={format}
            size="sm"
            variant="outline"
            onClick={() => start(format)}
            disabled={running.some((job) => job.format === format)}
          >
            {LABEL[format]}
          </Button>
        ))}
      </HStack>
      {jobs.slice(-3).map((job) => (
        <Box key={job.exportKey} mt="1" minW="56" aria-live="polite" data-export-job={job.status}>
          {job.status === 'failed' ? (
            <Text fontSize="xs" color="fg.error">
              {LABEL[job.format]} export failed: {job.error}
            </Text>
          ) : job.status === 'saved' ? (
            <Text fontSize="xs" color="fg.muted">
              {LABEL[job.format]} export downloaded.
            </Text>
          ) : (
            <Progress.Root value={job.progress} size="xs" colorPalette="brand">
              <Progress.Label fontSize="xs">
                {LABEL[job.format]}: {job.step || 'Starting'} ({job.progress}%)
              </Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
        </Box>
      ))}
    </Box>
  );
}
