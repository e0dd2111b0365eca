import { Input, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { Section } from '../../../admin-kit';
import { TEXTS } from '../texts';
import { FormField } from './fields';
import type { SectionProps } from './section-props';

/** The e-mail's subject and message, with the placeholders the delivery fills in. */
export function MessageSection({ draft, errors, set }: SectionProps): ReactElement {
  return (
    <Section title={TEXTS.sections.message}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {TEXTS.placeholders}
        </Text>
        <FormField label={TEXTS.subject} error={errors.subject} required>
          <Input value={draft.subject} onChange={(e) => set({ subject: e.currentTarget.value })} />
        </FormField>
        <FormField label={TEXTS.message}>
          <Textarea rows={4} value={draft.message} onChange={(e) => set({ message: e.currentTarget.value })} />
        </FormField>
      </Stack>
    </Section>
  );
}
