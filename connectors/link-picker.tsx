/**
 * The picker every link panel is made of (issue 26): what the source can link, searched and paged, with what is
 * linked now ticked; Save makes the advertiser's links exactly the ticked ones through the source's catalogue call.
 * Sources with API keys (Site Impact) ask for the key first. A loading list shows skeleton rows.
 */
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ReactElement } from 'react';
import { toast, KIT_TEXTS } from '../src/admin-kit';
import { PICK_LIMIT, sourceAdapter, type PickItem } from '../src/data/connector-sources';
import { isApiError } from '../src/data/api-error';
import { SYNC_STATUS_KEY } from '../src/data/connectors';
import { graphErrorMessage, graphErrorStatus } from '../src/data/graph-error';
import { CONNECTION_STATE_LABELS, type ConnectorId } from '../src/domain/connectors';
import { MESSAGES, messageText } from '../src/domain/messages';

/** What the setup screen hands a source's panel. */
export interface LinkPanelProps {
  advertiserId: number;
  /** Called after a save went through. */
  onSaved?(): void;
}

const SEARCH_DELAY_MS = 250;

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

function groupsOf(items: readonly PickItem[]): [string, PickItem[]][] {
  const groups = new Map<string, PickItem[]>();
  for (const item of items) groups.set(item.group ?? '', [...(groups.get(item.group ?? '') ?? []), item]);
  return [...groups.entries()];
}

export function LinkPicker({ source, advertiserId, onSaved }: LinkPanelProps & { source: ConnectorId }): ReactElement {
  const client = useApolloClient();
  const queryClient = useQueryClient();
  const adapter = useMemo(() => sourceAdapter(source), [source]);
  const searchId = useId();
  const [search, setSearch] = useState('');
  const settled = useDebounced(search, SEARCH_DELAY_MS);
  const [offset, setOffset] = useState(0);
  const [keyId, setKeyId] = useState<string>('');
  const [selection, setSelection] = useState<Map<string, PickItem> | null>(null);
  const [saving, setSaving] = useState(false);

  const keys = useQuery({
    queryKey: ['connectors/pick-keys', source, advertiserId],
    enabled: adapter.keys !== undefined,
    queryFn: () => adapter.keys!(client, advertiserId),
  });
  const linked = useQuery({
    queryKey: ['connectors/pick-linked', source, advertiserId],
    queryFn: () => adapter.linked(client, advertiserId),
  });
  const needsKey = adapter.keys !== undefined && keyId === '';
  const list = useQuery({
    queryKey: ['connectors/pick', source, advertiserId, settled, offset, keyId],
    enabled: !needsKey,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await adapter.list(client, advertiserId, { search: settled, offset, limit: PICK_LIMIT, keyId })) ?? null,
  });

  useEffect(() => setOffset(0), [settled, keyId]);
  // One key only: it is the choice.
  useEffect(() => {
    if (keys.data?.length === 1 && keyId === '') setKeyId(keys.data[0]!.id);
  }, [keys.data, keyId]);
  useEffect(() => {
    if (linked.data && selection === null) setSelection(new Map(linked.data.map((item) => [item.id, item])));
  }, [linked.data, selection]);

  const chosen = selection ?? new Map<string, PickItem>();
  const toggle = (item: PickItem, on: boolean): void => {
    const next = new Map(chosen);
    if (on) next.set(item.id, item);
    else next.delete(item.id);
    setSelection(next);
  };

  const save = async (): Promise<void> => {
    setSaving(true);
    try {
      await adapter.save(client, advertiserId, [...chosen.values()]);
      toast.success(MESSAGES.csPickerSaved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['connectors/pick-linked', source, advertiserId] }),
        queryClient.invalidateQueries({ queryKey: ['connectors/pick', source, advertiserId] }),
        queryClient.invalidateQueries({ queryKey: [SYNC_STATUS_KEY] }),
      ]);
      setSelection(null);
      onSaved?.();
    } catch (error) {
      const reason = refusalText(error);
      toast.error(reason ? messageText('clSaveRefused', { reason }) : MESSAGES.csPickerSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  const page = list.data ?? undefined;
  const pages = page ? Math.max(1, Math.ceil(page.total / PICK_LIMIT)) : 1;
  const current = Math.floor(offset / PICK_LIMIT) + 1;
  const loading = linked.isPending || (list.isPending && list.fetchStatus !== 'idle');

  let body: ReactElement;
  if (list.isError || linked.isError || keys.isError) {
    body = (
      <HStack role="alert" gap="3" wrap="wrap">
        <Text>{refusalText(list.error ?? linked.error ?? keys.error) ?? MESSAGES.csPickerLoadFailed}</Text>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void Promise.all([list.refetch(), linked.refetch(), keys.refetch()])}
        >
          {KIT_TEXTS.retry}
        </Button>
      </HStack>
    );
  } else if (adapter.keys && keys.data?.length === 0) {
    body = <Text color="fg.muted">{MESSAGES.csPickerNoKeys}</Text>;
  } else if (needsKey) {
    body = <Text color="fg.muted">{MESSAGES.csPickerChooseKey}</Text>;
  } else if (adapter.mode === 'search' && settled.trim() === '' && page && page.items.length === 0) {
    body = <Text color="fg.muted">{MESSAGES.csPickerSearchOrders}</Text>;
  } else if (loading || !page) {
    body = (
      <Stack gap="2" aria-busy="true" aria-label={KIT_TEXTS.loading}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height="8" />
        ))}
      </Stack>
    );
  } else if (page.items.length === 0) {
    body = <Text color="fg.muted">{settled ? MESSAGES.csPickerNoMatch : MESSAGES.csPickerEmpty}</Text>;
  } else {
    body = (
      <Stack gap="4">
        {adapter.mode === 'search' && settled.trim() === '' ? (
          <Text color="fg.muted">{MESSAGES.clOrderSearchHint}</Text>
        ) : null}
        {groupsOf(page.items).map(([group, items]) => (
          <Box key={group} as="fieldset" minW="0">
            {group ? (
              <Text as="legend" fontWeight="semibold" fontSize="sm" color="fg.muted" mb="1">
                {group}
              </Text>
            ) : null}
            <Stack gap="1">
              {items.map((item) => (
                <Checkbox.Root
                  key={item.id}
                  checked={chosen.has(item.id)}
                  onCheckedChange={(e) => toggle(item, e.checked === true)}
                  alignItems="flex-start"
                  py="1"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label minW="0">
                    <Text as="span" wordBreak="break-word">
                      {item.name}
                    </Text>
                    {item.linked || linked.data?.some((l) => l.id === item.id) ? (
                      <Badge ms="2" colorPalette="green" size="sm">
                        {CONNECTION_STATE_LABELS.linked}
                      </Badge>
                    ) : null}
                    {item.detail ? (
                      <Text as="span" display="block" fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                        {item.detail}
                      </Text>
                    ) : null}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Box>
        ))}
        {pages > 1 ? (
          <HStack justify="space-between" wrap="wrap">
            <Button size="sm" variant="outline" disabled={current <= 1} onClick={() => setOffset(offset - PICK_LIMIT)}>
              {KIT_TEXTS.previous}
            </Button>
            <Text fontSize="sm">{messageText('csPickerPage', { page: current, pages })}</Text>
            <Button
              size="sm"
              variant="outline"
              disabled={current >= pages}
              onClick={() => setOffset(offset + PICK_LIMIT)}
            >
              {KIT_TEXTS.next}
            </Button>
          </HStack>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      {adapter.keys ? (
        <Field.Root>
          <Field.Label>{MESSAGES.csPickerKey}</Field.Label>
          <NativeSelect.Root size="sm" maxW="md">
            <NativeSelect.Field value={keyId} onChange={(e) => setKeyId(e.currentTarget.value)}>
              <option value="">{MESSAGES.csPickerChooseKey}</option>
              {(keys.data ?? []).map((key) => (
                <option key={key.id} value={key.id}>
                  {key.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
      <Field.Root>
        <Field.Label htmlFor={searchId}>{KIT_TEXTS.search}</Field.Label>
        <Input
          id={searchId}
          type="search"
          size="sm"
          maxW="md"
          placeholder={MESSAGES.csPickerSearch}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </Field.Root>
      {body}
      <HStack justify="space-between" wrap="wrap" gap="2" borderTopWidth="1px" pt="3">
        <Text fontSize="sm" aria-live="polite">
          {messageText('csPickerSelected', { count: chosen.size })}
        </Text>
        <Button onClick={() => void save()} loading={saving} disabled={selection === null}>
          {MESSAGES.csPickerSave}
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * The server's own words for a refused read (a 4xx: no grant yet, a grant needing re-authorisation, a source
 * that said no), which tell the user what to do; anything else keeps the generic text.
 */
function refusalText(error: unknown): string | undefined {
  if (isApiError(error)) return error.status >= 400 && error.status < 500 ? error.message : undefined;
  const status = graphErrorStatus(error);
  return status >= 400 && status < 500 ? graphErrorMessage(error) : undefined;
}
