import { Field, NativeSelect } from '@chakra-ui/react';
import type { ReactElement } from 'react';

export interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string | undefined): void;
  /** The empty choice's text. */
  emptyLabel: string;
  disabled?: boolean;
  /** No empty choice: one of the options is always chosen. */
  required?: boolean;
}

/** A labelled select of a list filter or a form; the empty choice clears it. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  emptyLabel,
  disabled,
  required,
}: FilterSelectProps): ReactElement {
  return (
    <Field.Root width={{ base: 'full', sm: 'auto' }} minW="36" disabled={disabled}>
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value || undefined)}>
          {required ? null : <option value="">{emptyLabel}</option>}
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
