/**
 * The pieces the sections of /connections share: the loading skeleton, the load failure with Retry, the item card,
 * the two-field form (a key's name and value, an account's id and name) and the date format of the page (the app's
 * formatter, 000 §5).
 */
import { Box, Button, Field, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { confirm, KIT_TEXTS } from '../../admin-kit';
import { formatDate } from '../../domain/format-date';
import { MESSAGES, messageText } from '../../domain/messages';

export const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A date of the page, M/dd/yy like every other screen. */
export const day = (iso: string): string => formatDate(iso) || iso;

const GRANT_ERRORS: Readonly<Record<string, string>> = {
  denied: MESSAGES.csGrantErrorDenied,
  state: MESSAGES.csGrantErrorState,
  failed: MESSAGES.csGrantErrorFailed,
};

/** Why a grant came back refused (`?grantError=denied|state|failed`), in words. */
export const grantErrorText = (code: string): string =>
  messageText('csGrantRefused', { reason: GRANT_ERRORS[code] ?? code });

export function Loading(): ReactElement {
  return (
    <Stack gap="2" aria-busy="true" aria-label={KIT_TEXTS.loading}>
      <Skeleton height="10" />
      <Skeleton height="10" />
    </Stack>
  );
}

/** A list that could not be loaded: the server's message and Retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry(): void }): ReactElement {
  return (
    <HStack role="alert" gap="3" wrap="wrap">
      <Text color="red.fg">{messageText('csSectionLoadFailed', { reason: reason(error) })}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {KIT_TEXTS.retry}
      </Button>
    </HStack>
  );
}

/** The list of a section's items. */
export function ItemList({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={label}>
      {children}
    </Stack>
  );
}

/** One item: what it is on the left, its actions on the right (below on a phone). */
export function ItemCard({ label, children, actions }: { label: string; children: ReactNode; actions: ReactNode }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" aria-label={label}>
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Box minW="0" flex="1 1 14rem">
          {children}
        </Box>
        <HStack gap="2" wrap="wrap">
          {actions}
        </HStack>
      </HStack>
    </Box>
  );
}

/** Asks before removing something; answers whether to go ahead. */
export function confirmRemove(title: string, body: string): Promise<boolean> {
  return confirm({ title, body, confirmLabel: MESSAGES.csRemoveGrant, danger: true });
}

interface PairFormProps {
  first: string;
  second: string;
  initial?: [string, string];
  secondOptional?: boolean;
  /** Saves; a failure is thrown and shown under the form with the server's own message. */
  onSubmit(first: string, second: string): Promise<void>;
  onCancel(): void;
}

/** Two text fields and Save / Cancel; the first field takes the focus, Escape cancels, Enter saves. */
export function PairForm({ first, second, initial, secondOptional, onSubmit, onCancel }: PairFormProps): ReactElement {
  const [a, setA] = useState(initial?.[0] ?? '');
  const [b, setB] = useState(secondOptional ? '' : (initial?.[1] ?? ''));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(a.trim(), b.trim());
    } catch (error) {
      setFailure(messageText('csSaveFailed', { reason: reason(error) }));
    } finally {
      setBusy(false);
    }
  };
  const escape = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    }
  };
  return (
    <Box
      as="form"
      onSubmit={(e: FormEvent) => void submit(e)}
      onKeyDown={escape}
      borderWidth="1px"
      borderRadius="md"
      p="3"
    >
      <Stack gap="3">
        <Field.Root required>
          <Field.Label>{first}</Field.Label>
          <Input value={a} autoFocus onChange={(e) => setA(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root required={!secondOptional}>
          <Field.Label>{second}</Field.Label>
          <Input value={b} onChange={(e) => setB(e.currentTarget.value)} autoComplete="off" />
        </Field.Root>
        {failure ? (
          <Text role="alert" color="red.fg">
            {failure}
          </Text>
        ) : null}
        <HStack gap="2">
          <Button type="submit" size="sm" loading={busy} disabled={!a.trim() || (!secondOptional && !b.trim())}>
            {KIT_TEXTS.save}
          </Button>
          <Button size="sm" variant="outline" onClick={onCancel}>
            {KIT_TEXTS.cancel}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
