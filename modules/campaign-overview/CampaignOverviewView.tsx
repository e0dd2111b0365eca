import { Box } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { PACING_BEHIND_HINT } from '../../src/domain/metric-format';
import type { ModuleViewProps } from '../../src/registry/types';
import { RowLinkButton } from '../../src/ui/table/RowLinkButton';
import { StatusBadge } from '../../src/ui/figures/StatusBadge';
import '../../src/ui/table/table.css';
import '../../src/ui/visually-hidden.css';
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
  // A one-tactic tab would repeat its own name on every row: the column is kept for mixed tabs only.
  const mixed = new Set(data.rows.map((row) => row.tactic)).size > 1;
  return (
    <Box overflowX="auto">
      {/* Plain table elements with static classes (ui/table/table.css), as the shared tables. */}
      <table className="sl-table sl-table--striped sl-table--interactive">
        <caption className="sl-sr-only">{title ?? 'Campaigns'}</caption>
        <thead>
          <tr>
            <th>Campaign</th>
            {mixed ? <th>Type</th> : null}
            <th>Status</th>
            {narrow ? null : <th>Flight</th>}
            {data.metrics.map((column) => (
              <th key={column.key} className="sl-table__end">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.campaignId} className="sl-table__pointer" onClick={() => open(row)}>
              <td>
                <RowLinkButton>{row.name}</RowLinkButton>
              </td>
              {mixed ? <td>{row.tactic}</td> : null}
              <td>{row.status ? <StatusBadge status={row.status} /> : null}</td>
              {narrow ? null : <td className="sl-table__nowrap">{row.flight}</td>}
              {data.metrics.map((column) => {
                const warn = column.key === 'Pacing' && row.behind;
                return (
                  <td
                    key={column.key}
                    className={warn ? 'sl-table__end sl-table__warn' : 'sl-table__end'}
                    title={warn ? PACING_BEHIND_HINT : undefined}
                  >
                    {row.cells[column.key]}
                    {warn ? <span className="sl-sr-only">{` ${PACING_BEHIND_HINT}`}</span> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
