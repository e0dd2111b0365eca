import { defineModule } from '../../src/registry/define-module';
import { chartTable } from '../../src/ui/charts/category-data';
import type { SelfFetchingBarOptions } from './__generated__/options';
import { SelfFetchingBarView } from './SelfFetchingBarView';
import { transformSelfFetchingBar, type SelfFetchingBarData } from './transform';

export default defineModule<SelfFetchingBarOptions, SelfFetchingBarData>({
  kind: 'self-fetching-bar',
  View: SelfFetchingBarView,
  transform: transformSelfFetchingBar,
  isEmpty: (data) => data.categories.length === 0,
  tableData: (data) => chartTable(data),
});
