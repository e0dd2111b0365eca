import type { ReactElement } from 'react';
import type { Row, TableColumn } from '../../domain/layout/dataset';
import { numberOf } from '../../domain/layout/dataset';
import { formatValue } from '../../domain/metric-format';
import type { ResolvedTooltip } from '../../registry/types';
import { InfoTip } from '../InfoTip';
import { ShareBar } from './ShareBar';
import { columnMax } from './DataTable';
import '../visually-hidden.css';
import './table.css';

/** Props of a compact two-column list: a label and one metric per row. */
export interface CompactTableProps {
  caption?: string;
  label: TableColumn;
  metric: TableColumn;
  rows: readonly Row[];
  /** Show a share bar beside the metric. */
  bars?: boolean;
  tooltips?: readonly ResolvedTooltip[];
}

/** A dense, unpaged label/metric table for top-N lists (zip codes, devices, pages…). */
export function CompactTable({ caption, label, metric, rows, bars, tooltips = [] }: CompactTableProps): ReactElement {
  const max = bars ? columnMax(rows, metric.key) : 0;
  const tip = tooltips.find((t) => t.mapKey === metric.key);
  // Plain table elements with static classes (table.css), as DataTable.
  return (
    <table className="sl-table">
      {caption ? <caption className="sl-sr-only">{caption}</caption> : null}
      <thead>
        <tr>
          <th>{label.label}</th>
          <th className="sl-table__end">
            {metric.label}
            {tip ? <InfoTip tooltip={tip} /> : null}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => {
          const text = formatValue(metric.key, row[metric.key], metric.format);
          return (
            <tr key={`${String(row[label.key])}-${i}`}>
              <td className="sl-table__wrap">{formatValue(label.key, row[label.key], label.format)}</td>
              <td className="sl-table__end sl-table__nowrap">
                {bars ? <ShareBar label={text} value={numberOf(row[metric.key])} max={max} /> : text}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
