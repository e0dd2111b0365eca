import { defineModule } from '../../src/registry/define-module';
import { pieTable } from '../../src/ui/charts/pie-data';
import type { SelfFetchingPieOptions } from './__generated__/options';
import { SelfFetchingPieView } from './SelfFetchingPieView';
import { transformSelfFetchingPie, type SelfFetchingPieData } from './transform';

export default defineModule<SelfFetchingPieOptions, SelfFetchingPieData>({
  kind: 'self-fetching-pie',
  View: SelfFetchingPieView,
  transform: transformSelfFetchingPie,
  isEmpty: (data) => data.slices.length === 0,
  tableData: (data) => pieTable(data),
});
