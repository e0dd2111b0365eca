import { HStack, IconButton, Input, Tag, Wrap } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactElement } from 'react';

/** Props of a logo's aliases or prefixes. */
export interface LogoChipsProps {
  logoName: string;
  /** 'alias' or 'prefix', as the labels name it. */
  noun: string;
  values: readonly string[];
  onAdd(value: string): Promise<unknown>;
  onRemove(value: string): Promise<unknown>;
}

/** The chips of a logo's aliases (or prefixes), each removable, and an inline field to add one. */
export function LogoChips({ logoName, noun, values, onAdd, onRemove }: LogoChipsProps): ReactElement {
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!draft.trim()) return;
    setBusy(true);
    try {
      await onAdd(draft);
      setDraft('');
    } catch {
      // The screen's toast has said why; the draft stays for a correction.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Wrap gap="1" align="center" minW="48">
      {values.map((value) => (
        <Tag.Root key={value} size="md" variant="subtle">
          <Tag.Label>{value}</Tag.Label>
          <Tag.EndElement>
            <Tag.CloseTrigger
              aria-label={`Remove ${noun} ${value} from ${logoName}`}
              onClick={() => void onRemove(value).catch(() => undefined)}
            />
          </Tag.EndElement>
        </Tag.Root>
      ))}
      <HStack as="form" gap="1" onSubmit={(event: FormEvent) => void add(event)}>
        <Input
          size="xs"
          w="28"
          value={draft}
          placeholder={`Add ${noun}`}
          aria-label={`New ${noun} for ${logoName}`}
          onChange={(event) => setDraft(event.target.value)}
        />
        <IconButton
          type="submit"
          size="xs"
          variant="outline"
          aria-label={`Add ${noun} to ${logoName}`}
          loading={busy}
          disabled={!draft.trim()}
        >
          +
        </IconButton>
      </HStack>
    </Wrap>
  );
}
