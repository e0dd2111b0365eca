/**
 * The shared Google grant link of /connections (getGoogleCredentialsLink, 000 §2): valid 7 days, opened signed out
 * it reaches /grant-access (`?gct=`) or /grant-google-access-new (`?gctnew=`); both links with a copy button.
 */
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Section, toast } from '../../admin-kit';
import { createSharedGoogleLink } from '../../data/connectors';
import { MESSAGES, messageText } from '../../domain/messages';
import { day, reason } from './connections-kit';

async function copy(link: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    toast.success(MESSAGES.csSharedLinkCopied);
  } catch (error) {
    toast.error(messageText('csSaveFailed', { reason: reason(error) }));
  }
}

function LinkField({ label, copyLabel, link }: { label: string; copyLabel: string; link: string }): ReactElement {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" w="full" wrap={{ base: 'wrap', md: 'nowrap' }}>
        <Input readOnly value={link} fontFamily="mono" fontSize="sm" onFocus={(e) => e.currentTarget.select()} />
        <Button size="sm" flexShrink={0} onClick={() => void copy(link)}>
          {copyLabel}
        </Button>
      </HStack>
    </Field.Root>
  );
}

export function SharedLinkSection({ agencyId }: { agencyId: number }): ReactElement {
  const create = useMutation({
    mutationFn: () => createSharedGoogleLink(agencyId),
    onError: (error) => toast.error(messageText('csSaveFailed', { reason: reason(error) })),
  });
  const made = create.data;
  return (
    <Section title={MESSAGES.csSharedLinkTitle}>
      <Text color="fg.muted">{MESSAGES.csSharedLinkIntro}</Text>
      {made ? (
        <Stack gap="3">
          <LinkField label={MESSAGES.csSharedLinkLabel} copyLabel={MESSAGES.csSharedLinkCopy} link={made.link} />
          {made.linkNew ? (
            <LinkField
              label={MESSAGES.csSharedLinkNewLabel}
              copyLabel={MESSAGES.csSharedLinkCopyNew}
              link={made.linkNew}
            />
          ) : null}
          {made.expiresAt ? (
            <Text fontSize="sm" color="fg.muted">
              {messageText('csSharedLinkExpires', { date: day(made.expiresAt) })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <Box>
        <Button size="sm" variant="outline" loading={create.isPending} onClick={() => create.mutate()}>
          {made ? MESSAGES.csSharedLinkAnother : MESSAGES.csSharedLinkCreate}
        </Button>
      </Box>
    </Section>
  );
}
