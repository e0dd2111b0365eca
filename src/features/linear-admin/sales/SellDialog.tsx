import { Alert, Button, Dialog, Field, Input, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactElement } from 'react';
import { KIT_TEXTS } from '../../../admin-kit';
import { MESSAGES, messageText } from '../../../domain/messages';
import { FilterSelect } from '../shared/FilterSelect';
import { useAdvertiserMatches } from './api';
import { SALES_LABELS } from './labels';

export interface SellDialogProps {
  open: boolean;
  name: string;
  /** Sends the sale (`advertiserId` to link one); throws the server's refusal, which the dialog shows. */
  onSell(body: { advertiserId?: number }): Promise<void>;
  onClose(): void;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** `value` once typing has paused (the search asks the server once per pause, not per key). */
function useDebounced(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Mark sold: confirm, creating a new advertiser (the default) or linking one of the caller's, found by name. */
export function SellDialog({ open, name, onSell, onClose }: SellDialogProps): ReactElement {
  const [mode, setMode] = useState<'create' | 'link'>('create');
  const [search, setSearch] = useState('');
  const [advertiserId, setAdvertiserId] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const matches = useAdvertiserMatches(useDebounced(mode === 'link' ? search : ''));
  const sell = async (): Promise<void> => {
    if (mode === 'link' && !advertiserId) return setProblem(MESSAGES.spSellPickOne);
    setBusy(true);
    setProblem(null);
    try {
      await onSell(mode === 'link' ? { advertiserId: Number(advertiserId) } : {});
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{messageText('spSellTitle', { name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{MESSAGES.spSellBody}</Text>
                {problem ? (
                  <Alert.Root status="error" size="sm" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{problem}</Alert.Title>
                  </Alert.Root>
                ) : null}
                <RadioGroup.Root
                  aria-label={SALES_LABELS.advertiser}
                  size="sm"
                  value={mode}
                  onValueChange={(e) => e.value && setMode(e.value === 'link' ? 'link' : 'create')}
                >
                  <Stack gap="2">
                    <RadioGroup.Item value="create">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{MESSAGES.spSellCreate}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                    <RadioGroup.Item value="link">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{MESSAGES.spSellLink}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  </Stack>
                </RadioGroup.Root>
                {mode === 'link' ? (
                  <Stack gap="2">
                    <Field.Root>
                      <Field.Label>{SALES_LABELS.advertiserSearch}</Field.Label>
                      <Input
                        type="search"
                        size="sm"
                        value={search}
                        onChange={(e) => {
                          setSearch(e.currentTarget.value);
                          setAdvertiserId(undefined);
                        }}
                      />
                      <Field.HelperText>{MESSAGES.spSellSearchHelp}</Field.HelperText>
                    </Field.Root>
                    {search.trim() && matches.data?.length === 0 ? (
                      <Text fontSize="sm" color="fg.muted">
                        {MESSAGES.spSellNoMatch}
                      </Text>
                    ) : (
                      <FilterSelect
                        label={SALES_LABELS.advertiser}
                        value={advertiserId ?? ''}
                        emptyLabel="—"
                        options={(matches.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                        onChange={setAdvertiserId}
                      />
                    )}
                  </Stack>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {KIT_TEXTS.cancel}
              </Button>
              <Button colorPalette="brand" loading={busy} onClick={() => void sell()}>
                {SALES_LABELS.sell}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
