import { Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { PERIOD_CHOICES, type PeriodChoice } from './usage-period';

/** Props of the period picker. */
export interface PeriodPickerProps {
  choice: PeriodChoice;
  from: string;
  to: string;
  /** Why the custom period cannot be reported, shown under the dates. */
  problem?: string | null;
  onChoice: (choice: PeriodChoice) => void;
  /** A custom date changed. */
  onRange: (from: string, to: string) => void;
}

/** A preset (last 7, 30 or 90 days) or a custom from/to (two date fields, shown only for a custom period). */
export function PeriodPicker({ choice, from, to, problem, onChoice, onRange }: PeriodPickerProps): ReactElement {
  return (
    <Stack gap="1">
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label fontSize="sm">Period</Field.Label>
          <NativeSelect.Root size="sm" width="44">
            <NativeSelect.Field
              value={choice}
              onChange={(event) => onChoice(event.currentTarget.value as PeriodChoice)}
            >
              {PERIOD_CHOICES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {choice === 'custom' ? (
          <>
            <Field.Root width="auto" invalid={Boolean(problem)}>
              <Field.Label fontSize="sm">From</Field.Label>
              <Input size="sm" type="date" value={from} max={to} onChange={(e) => onRange(e.currentTarget.value, to)} />
            </Field.Root>
            <Field.Root width="auto" invalid={Boolean(problem)}>
              <Field.Label fontSize="sm">To</Field.Label>
              <Input
                size="sm"
                type="date"
                value={to}
                min={from}
                onChange={(e) => onRange(from, e.currentTarget.value)}
              />
            </Field.Root>
          </>
        ) : (
          <Text fontSize="sm" color="fg.muted" pb="1.5">
            {from} to {to}
          </Text>
        )}
      </HStack>
      {problem ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
