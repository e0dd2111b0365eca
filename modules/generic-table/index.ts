import { defineModule } from '../../src/registry/define-module';
import type { GenericTableOptions } from './__generated__/options';
import { GenericTableView } from './GenericTableView';
import { transformTable, type GenericTableData } from './transform';

export default defineModule<GenericTableOptions, GenericTableData>({
  kind: 'generic-table',
  View: GenericTableView,
  transform: transformTable,
  isEmpty: (data) => data.rows.length === 0,
  tableData: (data) => ({ columns: data.columns, rows: data.rows }),
});
