import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { ORDER_LIST_DEFAULTS } from '../../src/domain/constants';
import { PACING_BEHIND_HINT } from '../../src/domain/metric-format';
import type { ModuleViewProps } from '../../src/registry/types';
import { RowLinkButton } from '../../src/ui/table/RowLinkButton';
import { StatusBadge } from '../../src/ui/figures/StatusBadge';
import type { OrderControllerOptions } from './__generated__/options';
import { StatusChips } from './StatusChips';
import type { OrderControllerData } from './transform';

/** Orders with status chips (view state only) and paging; an order's name button or row opens its summary. */
export function OrderControllerView({
  options,
  data,
  size,
  title,
  context,
  onNavigate,
}: ModuleViewProps<OrderControllerOptions, OrderControllerData>): ReactElement {
  const first = options.initialStatus ?? ORDER_LIST_DEFAULTS.orderStatus;
  const [status, setStatus] = useState<string>(data.statuses.includes(first) ? first : 'All');
  const [page, setPage] = useState(0);
  const filtered = status === 'All' ? data.rows : data.rows.filter((row) => row.status === status);
  const perPage = context.print ? filtered.length || 1 : (options.perPage ?? ORDER_LIST_DEFAULTS.limit);
  const pages = Math.max(1, Math.ceil(filtered.length / perPage));
  const current = Math.min(page, pages - 1);
  const visible = filtered.slice(current * perPage, (current + 1) * perPage);
  const narrow = size.breakpoint === 'sm';
  const select = (next: string): void => {
    setStatus(next);
    setPage(0);
  };
  return (
    <Stack gap="2">
      <StatusChips statuses={data.statuses} selected={status} onSelect={select} />
      <Box overflowX="auto">
        <Table.Root size="sm" striped interactive>
          <Table.Caption srOnly>{title ?? 'Orders'}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Order</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              {narrow ? null : <Table.ColumnHeader>Flight</Table.ColumnHeader>}
              {narrow ? null : <Table.ColumnHeader textAlign="end">Campaigns</Table.ColumnHeader>}
              <Table.ColumnHeader textAlign="end">{data.impressionsLabel}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Pacing</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {visible.map((row) => (
              <Table.Row key={row.id} cursor="pointer" onClick={() => onNavigate?.({ kind: 'path', path: row.path })}>
                <Table.Cell>
                  <RowLinkButton>{row.name}</RowLinkButton>
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge status={row.status} />
                </Table.Cell>
                {narrow ? null : <Table.Cell whiteSpace="nowrap">{row.flight}</Table.Cell>}
                {narrow ? null : <Table.Cell textAlign="end">{row.campaigns}</Table.Cell>}
                <Table.Cell textAlign="end">{row.impressions}</Table.Cell>
                <Table.Cell
                  textAlign="end"
                  color={row.behind ? 'fg.error' : undefined}
                  title={row.behind ? PACING_BEHIND_HINT : undefined}
                >
                  {row.pacing}
                  {row.behind ? <Text srOnly>{` ${PACING_BEHIND_HINT}`}</Text> : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {visible.length === 0 ? <Text color="fg.muted">No {status} orders.</Text> : null}
      {pages > 1 ? (
        <HStack gap="1" justify="end" aria-label="Pages">
          <Button size="xs" variant="outline" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous
          </Button>
          <Text fontSize="xs" aria-live="polite">
            Page {current + 1} of {pages}
          </Text>
          <Button size="xs" variant="outline" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            Next
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
