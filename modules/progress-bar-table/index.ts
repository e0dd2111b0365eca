import { defineModule } from '../../src/registry/define-module';
import type { ProgressBarTableOptions } from './__generated__/options';
import { ProgressBarTableView } from './ProgressBarTableView';
import { transformBarTable, type ProgressBarTableData } from './transform';

export default defineModule<ProgressBarTableOptions, ProgressBarTableData>({
  kind: 'progress-bar-table',
  View: ProgressBarTableView,
  transform: transformBarTable,
  isEmpty: (data) => data.rows.length === 0,
  tableData: (data) => ({ columns: data.columns, rows: data.rows }),
});
