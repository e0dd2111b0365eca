import { Badge, CloseButton, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { messageText } from '../../../domain/messages';

export interface GrantListItem {
  id: number;
  name: string;
  /** yyyy-MM-dd or ''. */
  expires: string;
}

export interface GrantListProps {
  label: string;
  items: readonly GrantListItem[];
  onExpires(id: number, expires: string): void;
  onRemove(id: number): void;
  emptyText: string;
}

/** Granted advertisers or advertiser groups as chips, each with its end date and a remove button. */
export function GrantList({ label, items, onExpires, onRemove, emptyText }: GrantListProps): ReactElement {
  if (items.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        {emptyText}
      </Text>
    );
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label={label}>
      {items.map((item) => (
        <HStack as="li" key={item.id} gap="2" wrap="wrap">
          <Badge variant="outline" size="lg" maxW="full" whiteSpace="normal">
            {item.name}
          </Badge>
          <Input
            type="date"
            size="xs"
            width="auto"
            aria-label={messageText('muExpiryOf', { name: item.name })}
            value={item.expires}
            onChange={(e) => onExpires(item.id, e.currentTarget.value)}
          />
          <CloseButton
            size="2xs"
            aria-label={messageText('muRemoveGrant', { name: item.name })}
            onClick={() => onRemove(item.id)}
          />
        </HStack>
      ))}
    </Stack>
  );
}
