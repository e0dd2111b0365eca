import { Checkbox, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { Section } from '../../../admin-kit';
import { TEXTS } from '../texts';
import { FormField } from './fields';
import type { SectionProps } from './section-props';

/** Whether a run waits for the period's data, for how long, and what happens at the deadline. */
export function ReadinessSection({ draft, errors, set }: SectionProps): ReactElement {
  return (
    <Section title={TEXTS.sections.readiness}>
      <Stack gap="4">
        <Checkbox.Root checked={draft.waitForData} onCheckedChange={(e) => set({ waitForData: e.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{TEXTS.waitForData}</Checkbox.Label>
        </Checkbox.Root>
        {draft.waitForData ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={TEXTS.deadlineHours} error={errors.deadlineHours}>
              <Input
                type="number"
                min={1}
                max={72}
                value={draft.deadlineHours}
                onChange={(e) => set({ deadlineHours: e.currentTarget.value })}
              />
            </FormField>
            <FormField label={TEXTS.atDeadline}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={draft.atDeadline}
                  onChange={(e) => set({ atDeadline: e.currentTarget.value === 'hold' ? 'hold' : 'send' })}
                >
                  <option value="send">{TEXTS.atDeadlineSend}</option>
                  <option value="hold">{TEXTS.atDeadlineHold}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>
        ) : null}
      </Stack>
    </Section>
  );
}
