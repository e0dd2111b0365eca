/** The editor's labelled fields: a Chakra Field with its hint and inline message, and a group of checkboxes. */
import { Checkbox, Field, Fieldset, Stack, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

export interface FormFieldProps {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}

export function FormField({ label, hint, error, required, children }: FormFieldProps): ReactElement {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export interface CheckGroupProps<T extends string | number> {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange(next: T[]): void;
  hint?: string;
  error?: string;
  /** Shown instead of the boxes when there are no options. */
  emptyText?: string;
}

/** A labelled group of checkboxes (fieldset and legend), laid out in a wrapping row. */
export function CheckGroup<T extends string | number>(props: CheckGroupProps<T>): ReactElement {
  const { legend, options, value, onChange, hint, error, emptyText } = props;
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
      </Fieldset.Legend>
      {hint ? <Fieldset.HelperText>{hint}</Fieldset.HelperText> : null}
      {options.length === 0 && emptyText ? (
        <Text fontSize="sm" color="fg.muted">
          {emptyText}
        </Text>
      ) : (
        <Stack direction="row" wrap="wrap" gap="3" maxH="48" overflowY="auto">
          {options.map((option) => (
            <Checkbox.Root
              key={option.value}
              size="sm"
              checked={value.includes(option.value)}
              onCheckedChange={(e) =>
                onChange(e.checked === true ? [...value, option.value] : value.filter((item) => item !== option.value))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
