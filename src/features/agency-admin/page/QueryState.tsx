import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { KIT_TEXTS } from '../../../admin-kit/texts';

export interface QueryStateProps {
  status: 'pending' | 'error' | 'success';
  empty: boolean;
  emptyText: string;
  errorText: string;
  onRetry(): void;
  children: ReactNode;
}

/** A section's list while it loads (skeleton), when it failed (one text and Retry), empty (its text), or loaded. */
export function QueryState({ status, empty, emptyText, errorText, onRetry, children }: QueryStateProps): ReactElement {
  if (status === 'pending')
    return (
      <Stack gap="2" aria-busy="true">
        <Skeleton height="6" />
        <Skeleton height="6" />
        <Skeleton height="6" />
      </Stack>
    );
  if (status === 'error')
    return (
      <Box role="alert" borderWidth="1px" borderColor="border.error" borderRadius="md" p="4">
        <Text color="fg.error" mb="3">
          {errorText}
        </Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {KIT_TEXTS.retry}
        </Button>
      </Box>
    );
  if (empty) return <Text color="fg.muted">{emptyText}</Text>;
  return <>{children}</>;
}
