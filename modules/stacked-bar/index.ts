import { defineModule } from '../../src/registry/define-module';
import { chartTable } from '../../src/ui/charts/category-data';
import type { StackedBarOptions } from './__generated__/options';
import { StackedBarView } from './StackedBarView';
import { transformStackedBar, type StackedBarData } from './transform';

export default defineModule<StackedBarOptions, StackedBarData>({
  kind: 'stacked-bar',
  View: StackedBarView,
  transform: transformStackedBar,
  isEmpty: (data) => data.categories.length === 0,
  tableData: (data) => chartTable(data),
});
