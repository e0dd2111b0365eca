import { defineModule } from '../../src/registry/define-module';
import type { SideSummaryOptions } from './__generated__/options';
import { SideSummaryView } from './SideSummaryView';
import { transformSideSummary, type SideSummaryData } from './transform';

export default defineModule<SideSummaryOptions, SideSummaryData>({
  kind: 'side-summary',
  View: SideSummaryView,
  transform: transformSideSummary,
  isEmpty: (data) => data.items.length === 0,
  tableData: (data) => ({
    columns: [
      { key: 'Metric', label: 'Metric', format: 'text' },
      { key: 'Value', label: 'Value', format: 'text' },
    ],
    rows: data.items.map((item) => ({ Metric: item.label, Value: item.value })),
  }),
});
