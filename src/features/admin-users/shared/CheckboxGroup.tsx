import { Box, Checkbox, Fieldset, HStack } from '@chakra-ui/react';
import type { ReactElement } from 'react';

export interface CheckboxGroupProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  values: readonly string[];
  onChange(values: string[]): void;
}

/** A fieldset of checkboxes (rights, roles); the chosen values keep the options' order. */
export function CheckboxGroup({ legend, options, values, onChange }: CheckboxGroupProps): ReactElement {
  const toggle = (value: string, on: boolean): void =>
    onChange(options.map((o) => o.value).filter((v) => (v === value ? on : values.includes(v))));
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="semibold">
        {legend}
      </Fieldset.Legend>
      <HStack wrap="wrap" gap="3" mt="1">
        {options.map((option) => (
          <Box key={option.value} minW="0">
            <Checkbox.Root
              size="sm"
              checked={values.includes(option.value)}
              onCheckedChange={(e) => toggle(option.value, e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label wordBreak="break-all">{option.label}</Checkbox.Label>
            </Checkbox.Root>
          </Box>
        ))}
      </HStack>
    </Fieldset.Root>
  );
}
