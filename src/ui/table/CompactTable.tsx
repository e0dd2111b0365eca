import { Table } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { Row, TableColumn } from '../../domain/layout/dataset';
import { numberOf } from '../../domain/layout/dataset';
import { formatValue } from '../../domain/metric-format';
import type { ResolvedTooltip } from '../../registry/types';
import { InfoTip } from '../InfoTip';
import { ShareBar } from './ShareBar';
import { columnMax } from './DataTable';

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
  return (
    <Table.Root size="sm" variant="line">
      {caption ? <Table.Caption srOnly>{caption}</Table.Caption> : null}
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{label.label}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            {metric.label}
            {tip ? <InfoTip tooltip={tip} /> : null}
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row, i) => {
          const text = formatValue(metric.key, row[metric.key], metric.format);
          return (
            <Table.Row key={`${String(row[label.key])}-${i}`}>
              <Table.Cell wordBreak="break-word">{formatValue(label.key, row[label.key], label.format)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {bars ? <ShareBar label={text} value={numberOf(row[metric.key])} max={max} /> : text}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
