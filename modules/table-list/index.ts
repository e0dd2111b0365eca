import { defineModule } from '../../src/registry/define-module';
import type { TableListOptions } from './__generated__/options';
import { TableListView } from './TableListView';
import { transformTableList, type TableListData } from './transform';

export default defineModule<TableListOptions, TableListData>({
  kind: 'table-list',
  View: TableListView,
  transform: transformTableList,
  isEmpty: (data) => data.rows.length === 0,
  tableData: (data) => ({ columns: [data.label, data.metric], rows: data.rows }),
});
