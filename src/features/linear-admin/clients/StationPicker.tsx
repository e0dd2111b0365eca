import { Button, Field, Menu, Portal } from '@chakra-ui/react';
import { useId, type ReactElement } from 'react';
import { messageText } from '../../../domain/messages';
import { LABELS } from '../labels';

export interface StationPickerProps {
  options: readonly { value: string; label: string }[];
  /** The chosen ids, in the URL's comma-separated form. */
  value: string;
  onChange(value: string | undefined): void;
}

/** The station filter: a menu of checkable stations (keyboard: Enter or Space toggles; the menu stays open). */
export function StationPicker({ options, value, onChange }: StationPickerProps): ReactElement {
  const labelId = useId();
  const chosen = value ? value.split(',') : [];
  const toggle = (id: string, on: boolean): void => {
    const next = options.map((o) => o.value).filter((v) => (v === id ? on : chosen.includes(v)));
    onChange(next.length ? next.join(',') : undefined);
  };
  const summary =
    chosen.length === 0
      ? LABELS.any
      : chosen.length === 1
        ? (options.find((o) => o.value === chosen[0])?.label ?? chosen[0])
        : messageText('laStationsChosen', { count: chosen.length });
  return (
    <Field.Root width={{ base: 'full', sm: 'auto' }} minW="36">
      <Field.Label id={labelId} fontSize="xs" color="fg.muted">
        {LABELS.stations}
      </Field.Label>
      <Menu.Root closeOnSelect={false}>
        <Menu.Trigger asChild>
          <Button
            size="sm"
            variant="outline"
            justifyContent="space-between"
            aria-labelledby={labelId}
            aria-describedby={`${labelId}-v`}
          >
            <span id={`${labelId}-v`}>{summary}</span>
            <span aria-hidden>▾</span>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content maxH="72" overflowY="auto" minW="48">
              {options.map((option) => (
                <Menu.CheckboxItem
                  key={option.value}
                  value={option.value}
                  checked={chosen.includes(option.value)}
                  onCheckedChange={(checked) => toggle(option.value, checked)}
                >
                  {option.label}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Field.Root>
  );
}
