import { Field, NativeSelect } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LABELS } from '../labels';

export interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string | undefined): void;
  /** The empty choice's text. @default 'Any' */
  emptyLabel?: string;
  /** No empty choice: one of the options is always chosen. */
  required?: boolean;
}

/** A labelled select of a list filter or a form; the empty choice clears it. */
export function FilterSelect({ label, value, options, onChange, emptyLabel, required }: FilterSelectProps): ReactElement {
  return (
    <Field.Root width={{ base: 'full', sm: 'auto' }} minW="36">
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value || undefined)}>
          {required ? null : <option value="">{emptyLabel ?? LABELS.any}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
