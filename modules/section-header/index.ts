import { defineModule } from '../../src/registry/define-module';
import type { SectionHeaderOptions } from './__generated__/options';
import { SectionHeaderView } from './SectionHeaderView';
import { transformSectionHeader, type SectionHeaderData } from './transform';

export default defineModule<SectionHeaderOptions, SectionHeaderData>({
  kind: 'section-header',
  View: SectionHeaderView,
  transform: transformSectionHeader,
  // A header has no data to miss: it always renders, whatever the data method answered.
  isEmpty: () => false,
});
