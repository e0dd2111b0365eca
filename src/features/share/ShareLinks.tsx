import { Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { CopyLinkButton } from './CopyLinkButton';
import type { IssuedShare } from './share-records';
import { absoluteLink } from './share-options';
import { SHARE_TEXTS } from './texts';

function LinkField({ label, link }: { label: string; link: string }): ReactElement {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <HStack width="full">
        <Input size="sm" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <CopyLinkButton link={link} label={label} />
      </HStack>
    </Field.Root>
  );
}

/** Both links of a created or rotated share, absolute, with copy buttons and the once-only warning. */
export function ShareLinks({ share, origin }: { share: IssuedShare; origin?: string }): ReactElement {
  return (
    <Stack gap="3">
      <LinkField label={SHARE_TEXTS.shortLink} link={absoluteLink(share.shortUrl, origin)} />
      <LinkField label={SHARE_TEXTS.fullLink} link={absoluteLink(share.url, origin)} />
      <Text fontSize="sm" color="fg.muted">
        {SHARE_TEXTS.shownOnce}
      </Text>
    </Stack>
  );
}
