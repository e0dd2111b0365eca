import { defineModule } from '../../src/registry/define-module';
import type { SummaryControllerOptions } from './__generated__/options';
import { SummaryControllerView } from './SummaryControllerView';
import { transformSummaryController, type SummaryControllerData } from './transform';

export default defineModule<SummaryControllerOptions, SummaryControllerData>({
  kind: 'summary-controller',
  View: SummaryControllerView,
  transform: transformSummaryController,
  isEmpty: (data) => data.tiles.length === 0,
  tableData: (data) => ({
    columns: [
      { key: 'Product', label: 'Product', format: 'text' },
      { key: 'Group', label: 'Group', format: 'text' },
      { key: 'Metric', label: 'Metric', format: 'text' },
      { key: 'Value', label: 'Value', format: 'text' },
    ],
    rows: data.tiles.flatMap((tile) =>
      tile.items.map((item) => ({ Product: tile.name, Group: tile.group, Metric: item.label, Value: item.value })),
    ),
  }),
});
