import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  Heading,
  HStack,
  NativeSelect,
  Portal,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useMemo, useState, type ReactElement } from 'react';
import {
  LayoutDiffDocument,
  LayoutHistoryDocument,
  RestoreLayoutVersionDocument,
  type LayoutCustomizationFieldsFragment,
  type LayoutHistoryQuery,
  type LayoutScopeKind,
} from '../../data/__generated__/graphql';
import { graphErrorMessage, graphErrorStatus } from '../../data/graph-error';
import { DATE_DISPLAY_FORMAT } from '../../domain/format-date';
import { isLayoutChangeKind, type LayoutChange, type LayoutChangeKind } from '../../domain/layout/diff';
import { HistoryDiff } from './HistoryDiff';

/** Props of the layout history dialog. */
export interface HistoryDialogProps {
  open: boolean;
  onClose(): void;
  /** The agency or advertiser whose customisation this is. */
  scope: { kind: LayoutScopeKind; id: number };
  /** The tab id. */
  tactic: string;
  /** The scope's Version now: a restore is sent against it. */
  currentVersion: number;
  /** Called with the customisation after a restore. */
  onRestored(next: LayoutCustomizationFieldsFragment): void;
}

type Version = LayoutHistoryQuery['layoutHistory'][number];

/** A failure as the dialog shows it: the server's message and whether someone else saved meanwhile (409). */
function failureOf(error: unknown, fallback: string): { message: string; conflict: boolean } {
  return { message: graphErrorMessage(error) ?? fallback, conflict: graphErrorStatus(error) === 409 };
}

/** A change kind this client does not know yet is shown as a plain change of its group. */
function narrowed(change: { kind: string; path: string; text: string }): LayoutChange {
  if (isLayoutChangeKind(change.kind)) return { ...change, kind: change.kind };
  const kind: LayoutChangeKind = change.kind.startsWith('section')
    ? 'section-changed'
    : change.kind.startsWith('module')
      ? 'module-changed'
      : 'config';
  return { ...change, kind };
}

const ACTIONS: Record<Version['action'], string> = { SAVE: 'Saved', RESET: 'Reset to inherited', RESTORE: 'Restored' };

const actionText = (v: Version): string =>
  v.action === 'RESTORE' && v.restoredFrom !== null ? `Restored version ${v.restoredFrom}` : ACTIONS[v.action];

/** Local date and time of a save, e.g. 5/02/26 10:05 AM. */
const savedWhen = (iso: string): string => DateTime.fromISO(iso).toLocal().toFormat(`${DATE_DISPLAY_FORMAT} h:mm a`);

const versionName = (version: number): string => (version === 0 ? 'Inherited layout' : `Version ${version}`);

/** The version just older than `selected`, else the inherited layout. */
const versionBefore = (versions: readonly Version[], selected: number): number =>
  versions.find((v) => v.version < selected)?.version ?? 0;

/** Every version of a scope's customisation, what changed between two of them, and restoring one. */
export function HistoryDialog(props: HistoryDialogProps): ReactElement {
  const { open, onClose, scope, tactic, currentVersion, onRestored } = props;
  const history = useQuery(LayoutHistoryDocument, {
    variables: { scope, tactic },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const versions = useMemo(
    () => [...(history.data?.layoutHistory ?? [])].sort((a, b) => b.version - a.version),
    [history.data],
  );
  const [picked, setPicked] = useState<number | null>(null);
  const [pickedBase, setPickedBase] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<{ message: string; conflict: boolean } | null>(null);
  const [restoredAs, setRestoredAs] = useState<string | null>(null);
  const selected = versions.find((v) => v.version === picked) ?? versions[0] ?? null;
  const base = selected ? (pickedBase ?? versionBefore(versions, selected.version)) : null;

  const diff = useQuery(LayoutDiffDocument, {
    variables: { scope, tactic, from: base ?? 0, to: selected?.version ?? 0 },
    skip: !open || !selected || base === null,
  });
  const changes = useMemo(() => (diff.data?.layoutDiff ?? []).map(narrowed), [diff.data]);
  const [restore, restoring] = useMutation(RestoreLayoutVersionDocument, {
    refetchQueries: [LayoutHistoryDocument],
    awaitRefetchQueries: true,
  });

  const pick = (version: number | null, nextBase: number | null = null): void => {
    setPicked(version);
    setPickedBase(nextBase);
    setConfirming(false);
    setFailure(null);
    setRestoredAs(null);
  };
  const close = (): void => {
    pick(null);
    onClose();
  };
  const confirmRestore = async (version: number): Promise<void> => {
    setFailure(null);
    try {
      const result = await restore({ variables: { scope, tactic, version, Version: currentVersion } });
      const next = result.data?.restoreLayoutVersion;
      if (!next) throw new Error('No answer');
      pick(null);
      setRestoredAs(`Version ${version} restored as version ${next.Version}.`);
      onRestored(next);
    } catch (error) {
      setConfirming(false);
      setFailure(failureOf(error, 'The version could not be restored.'));
    }
  };
  const restorable = selected !== null && selected.action !== 'RESET' && selected.version !== currentVersion;

  const body = history.error ? (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>The history could not be loaded.</Alert.Title>
        <Alert.Description>{failureOf(history.error, 'Try again later.').message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  ) : history.loading && !history.data ? (
    <Stack gap="3" aria-label="Loading versions" aria-busy="true">
      <Skeleton height="12" />
      <Skeleton height="12" />
      <Skeleton height="12" />
    </Stack>
  ) : versions.length === 0 || !selected || base === null ? (
    <Text color="fg.muted">No saved versions yet.</Text>
  ) : (
    <Stack gap="5">
      {restoredAs ? (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{restoredAs}</Alert.Title>
        </Alert.Root>
      ) : null}
      <VersionList
        versions={versions}
        selected={selected.version}
        currentVersion={currentVersion}
        onSelect={(v) => pick(v)}
      />
      <Field.Root>
        <Field.Label>Compare with</Field.Label>
        <NativeSelect.Root size="sm" maxW="sm">
          <NativeSelect.Field
            value={String(base)}
            onChange={(event) => pick(selected.version, Number(event.currentTarget.value))}
          >
            {[...versions.filter((v) => v.version !== selected.version).map((v) => v.version), 0].map((v) => (
              <option key={v} value={v}>
                {versionName(v)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Box as="section" aria-label="Changes">
        <Heading as="h3" size="md" mb="3">
          Changes from {base === 0 ? 'the inherited layout' : `version ${base}`} to version {selected.version}
        </Heading>
        {diff.error ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failureOf(diff.error, 'The changes could not be loaded.').message}</Alert.Title>
          </Alert.Root>
        ) : diff.loading && !diff.data ? (
          <Skeleton height="16" aria-label="Loading changes" />
        ) : (
          <HistoryDiff changes={changes} />
        )}
      </Box>
      {failure ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{failure.message}</Alert.Title>
            {failure.conflict ? (
              <Alert.Description>
                Someone else changed this layout since it was opened; reload it to see their change before restoring.
              </Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {restorable ? (
        confirming ? (
          <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" role="group" aria-label="Confirm restore">
            <Text>
              Restore version {selected.version}? It becomes a new version; the versions after it stay in the history.
            </Text>
            <HStack gap="2">
              <Button
                size="sm"
                colorPalette="brand"
                loading={restoring.loading}
                onClick={() => void confirmRestore(selected.version)}
              >
                Confirm restore
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} disabled={restoring.loading}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Box>
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              Restore this version
            </Button>
          </Box>
        )
      ) : null}
    </Stack>
  );

  return (
    <Dialog.Root open={open} size="lg" scrollBehavior="inside" onOpenChange={(details) => !details.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Layout history</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close history" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Props of the list of versions, one of them selected. */
interface VersionListProps {
  versions: readonly Version[];
  selected: number;
  currentVersion: number;
  onSelect(version: number): void;
}

/** The versions newest first as radio choices: number, action, who, when and what changed. */
function VersionList({ versions, selected, currentVersion, onSelect }: VersionListProps): ReactElement {
  return (
    <RadioGroup.Root size="sm" value={String(selected)} onValueChange={(e) => e.value && onSelect(Number(e.value))}>
      <RadioGroup.Label>Versions</RadioGroup.Label>
      <Stack as="ul" gap="2" mt="2" listStyleType="none">
        {versions.map((v) => (
          <Box as="li" key={v.version} borderWidth="1px" borderRadius="md" p="2" aria-label={versionName(v.version)}>
            <RadioGroup.Item value={String(v.version)} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{versionName(v.version)}</RadioGroup.ItemText>
            </RadioGroup.Item>
            <HStack gap="2" mt="1" flexWrap="wrap" fontSize="sm">
              {v.version === currentVersion ? <Badge colorPalette="green">Current</Badge> : null}
              <Text fontWeight="medium">{actionText(v)}</Text>
              <Text color="fg.muted">
                by {v.savedBy} on {savedWhen(v.savedAt)}
              </Text>
            </HStack>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {v.summary}
            </Text>
          </Box>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
