/** The CSV import of /admin/feed-tools: through the existing importer; a refused file lists its refused lines. */
import { Box, Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type ReactElement } from 'react';
import { Section, toast, uploadFile } from '../../../admin-kit';
import { ApiError } from '../../../data/api-error';
import { readImportResult, type FeedImportResult, type FeedRefusal } from '../../../data/connectors';
import { MESSAGES, messageText } from '../../../domain/messages';
import { LOADS_KEY } from './feed-kit';

/** The refused lines of a file: line number and reason. */
export function RefusalsTable({ refusals }: { refusals: readonly FeedRefusal[] }): ReactElement {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={MESSAGES.csFeedRefusalsCaption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="1%">{MESSAGES.csFeedLine}</Table.ColumnHeader>
            <Table.ColumnHeader>{MESSAGES.csFeedReason}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {refusals.map((r) => (
            <Table.Row key={`${r.line}-${r.message}`}>
              <Table.Cell textAlign="end">{r.line}</Table.Cell>
              <Table.Cell>{r.message}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export function ImportSection(): ReactElement {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<FeedImportResult | null>(null);
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setResult(null);
    try {
      setResult(readImportResult(await uploadFile('/api/feed/import', file)));
    } catch (error) {
      // A refused file answers its refusals with a failing status.
      const refused = error instanceof ApiError ? readImportResult(error.body) : null;
      if (refused && refused.refusals.length > 0) setResult(refused);
      else toast.error(messageText('csFeedUploadFailed', { reason: error instanceof Error ? error.message : '' }));
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: [LOADS_KEY] });
    }
  };
  return (
    <Section title={MESSAGES.csFeedImportTitle}>
      <Text color="fg.muted">{MESSAGES.csFeedImportIntro}</Text>
      <Box as="form" onSubmit={(e: FormEvent) => void submit(e)}>
        <HStack gap="3" wrap="wrap" align="end">
          <Field.Root maxW="sm">
            <Field.Label>{MESSAGES.csFeedChooseFile}</Field.Label>
            <Input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              p="1"
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            />
          </Field.Root>
          <Button type="submit" disabled={!file} loading={busy} loadingText={MESSAGES.csFeedUploading}>
            {MESSAGES.csFeedUpload}
          </Button>
        </HStack>
      </Box>
      {result ? (
        result.status === 'loaded' ? (
          <Text role="status" color="green.fg">
            {messageText('csFeedLoaded', { loaded: result.rowsLoaded, total: result.rowsTotal })}
          </Text>
        ) : (
          <Stack gap="2">
            <Text role="alert" color="red.fg">
              {messageText('csFeedRefused', { count: result.refusals.length })}
            </Text>
            <RefusalsTable refusals={result.refusals} />
          </Stack>
        )
      ) : null}
    </Section>
  );
}
