import { Button, HStack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { PagingControl } from '../../registry/types';

/** Props of the pager under a self-fetching chart. */
export interface ChartPagerProps {
  paging: PagingControl;
  /** What a page holds, for the accessible name ("Slices", "Bars"). */
  label: string;
}

/** Previous/Next over the frame's pages; nothing when everything fits on one page. */
export function ChartPager({ paging, label }: ChartPagerProps): ReactElement | null {
  const pages = Math.max(1, Math.ceil(paging.total / paging.perPage));
  if (paging.total <= paging.perPage) return null;
  return (
    <HStack gap="1" justify="flex-end" mt="2" role="group" aria-label={`${label} pages`}>
      <Button size="xs" variant="outline" disabled={paging.page === 0} onClick={() => paging.onPage(paging.page - 1)}>
        Previous
      </Button>
      <Text fontSize="xs" aria-live="polite">
        Page {paging.page + 1} of {pages}
      </Text>
      <Button
        size="xs"
        variant="outline"
        disabled={paging.page >= pages - 1}
        onClick={() => paging.onPage(paging.page + 1)}
      >
        Next
      </Button>
    </HStack>
  );
}
