import { defineModule } from '../../src/registry/define-module';
import type { DynamicTableListOptions } from './__generated__/options';
import { DynamicTableListView } from './DynamicTableListView';
import { exportRows, transformDynamicList, type DynamicTableListData } from './transform';

export default defineModule<DynamicTableListOptions, DynamicTableListData>({
  kind: 'dynamic-table-list',
  View: DynamicTableListView,
  transform: transformDynamicList,
  isEmpty: (data) => data.groups.every((group) => group.rows.length === 0),
  tableData: exportRows,
});
