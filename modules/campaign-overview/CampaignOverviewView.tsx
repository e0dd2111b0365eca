import { Box, Table, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { PACING_BEHIND_HINT } from '../../src/domain/metric-format';
import type { ModuleViewProps } from '../../src/registry/types';
import { RowLinkButton } from '../../src/ui/table/RowLinkButton';
import { StatusBadge } from '../../src/ui/figures/StatusBadge';
import type { CampaignOverviewOptions } from './__generated__/options';
import type { CampaignOverviewData, OverviewRow } from './transform';

/**
 * Campaign rows. The name is a button, so Enter or Space opens the campaign from the keyboard; its click bubbles
 * to the row, where a click anywhere opens it too, through the frame's navigation.
 */
export function CampaignOverviewView({
  data,
  title,
  size,
  onNavigate,
}: ModuleViewProps<CampaignOverviewOptions, CampaignOverviewData>): ReactElement {
  const open = (row: OverviewRow): void =>
    onNavigate?.({ kind: 'campaign', campaignId: row.campaignId, campaignType: row.campaignType });
  const narrow = size.breakpoint === 'sm';
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" striped interactive>
        <Table.Caption srOnly>{title ?? 'Campaigns'}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Campaign</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            {narrow ? null : <Table.ColumnHeader>Flight</Table.ColumnHeader>}
            {data.metrics.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign="end">
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.rows.map((row) => (
            <Table.Row key={row.campaignId} cursor="pointer" onClick={() => open(row)}>
              <Table.Cell>
                <RowLinkButton>{row.name}</RowLinkButton>
              </Table.Cell>
              <Table.Cell>{row.tactic}</Table.Cell>
              <Table.Cell>{row.status ? <StatusBadge status={row.status} /> : null}</Table.Cell>
              {narrow ? null : <Table.Cell whiteSpace="nowrap">{row.flight}</Table.Cell>}
              {data.metrics.map((column) => {
                const warn = column.key === 'Pacing' && row.behind;
                return (
                  <Table.Cell
                    key={column.key}
                    textAlign="end"
                    color={warn ? 'fg.error' : undefined}
                    title={warn ? PACING_BEHIND_HINT : undefined}
                  >
                    {row.cells[column.key]}
                    {warn ? <Text srOnly>{` ${PACING_BEHIND_HINT}`}</Text> : null}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
