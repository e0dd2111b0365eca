import { defineModule } from '../../src/registry/define-module';
import type { TargetingListOptions } from './__generated__/options';
import { TargetingListView } from './TargetingListView';
import { transformTargeting, type TargetingListData } from './transform';

export default defineModule<TargetingListOptions, TargetingListData>({
  kind: 'targeting-list',
  View: TargetingListView,
  transform: transformTargeting,
  isEmpty: (data) => data.sections.every((section) => section.values.length === 0),
  tableData: (data) => ({
    columns: [
      { key: 'Targeting', label: 'Targeting', format: 'text' },
      { key: 'Value', label: 'Value', format: 'text' },
    ],
    rows: data.sections.flatMap((section) =>
      section.values.map((value) => ({ Targeting: section.title, Value: value })),
    ),
  }),
});
