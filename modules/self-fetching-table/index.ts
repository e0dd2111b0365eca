import { defineModule } from '../../src/registry/define-module';
import type { SelfFetchingTableOptions } from './__generated__/options';
import { SelfFetchingTableView } from './SelfFetchingTableView';
import { transformPage, type SelfFetchingTableData } from './transform';

export default defineModule<SelfFetchingTableOptions, SelfFetchingTableData>({
  kind: 'self-fetching-table',
  View: SelfFetchingTableView,
  transform: transformPage,
  isEmpty: (data) => data.rows.length === 0,
  tableData: (data) => ({ columns: data.columns, rows: data.rows }),
});
