import { Checkbox, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { EXPIRY_CHOICES, expiryChoice, type ShareForm } from './share-options';
import { SHARE_TEXTS } from './texts';

/** Props of the link options: the form and how to change it. */
export interface ShareFormFieldsProps {
  form: ShareForm;
  onChange(form: ShareForm): void;
  /** yyyy-MM-dd of today, the earliest expiry day. */
  today: string;
}

/** Whether viewers may change the range, when the link expires, and an optional password. */
export function ShareFormFields({ form, onChange, today }: ShareFormFieldsProps): ReactElement {
  const set = (patch: Partial<ShareForm>): void => onChange({ ...form, ...patch });
  return (
    <Stack gap="4">
      <Checkbox.Root checked={form.editableRange} onCheckedChange={(e) => set({ editableRange: e.checked === true })}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{SHARE_TEXTS.editableRange}</Checkbox.Label>
      </Checkbox.Root>
      <Field.Root>
        <Field.Label>{SHARE_TEXTS.expiry}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={form.expiry}
            onChange={(event) => set({ expiry: expiryChoice(event.currentTarget.value) })}
          >
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {form.expiry === 'date' ? (
        <Field.Root required>
          <Field.Label>{SHARE_TEXTS.expiryDate}</Field.Label>
          <Input
            size="sm"
            type="date"
            min={today}
            value={form.expiryDate}
            onChange={(e) => set({ expiryDate: e.currentTarget.value })}
          />
        </Field.Root>
      ) : null}
      <Field.Root>
        <Field.Label>{SHARE_TEXTS.password}</Field.Label>
        <Input
          size="sm"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={(e) => set({ password: e.currentTarget.value })}
        />
        <Field.HelperText>{SHARE_TEXTS.passwordHint}</Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
