import type { ReactElement } from 'react';
import type { TableData } from '../../domain/layout/dataset';
import { formatValue } from '../../domain/metric-format';
import '../visually-hidden.css';

/** Props of a chart's hidden figures. */
export interface ChartFiguresProps extends TableData {
  caption: string;
}

/**
 * The figures a chart draws as a visually hidden table: screen readers read it in place of the picture, and tests
 * query its cells by role.
 */
export function ChartFigures({ caption, columns, rows }: ChartFiguresProps): ReactElement {
  return (
    <div className="sl-sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map((column, j) =>
                j === 0 ? (
                  <th key={column.key} scope="row">
                    {formatValue(column.key, row[column.key], column.format)}
                  </th>
                ) : (
                  <td key={column.key}>{formatValue(column.key, row[column.key], column.format)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
