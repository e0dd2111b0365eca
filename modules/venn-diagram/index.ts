import { defineModule } from '../../src/registry/define-module';
import type { VennDiagramOptions } from './__generated__/options';
import { VennDiagramView } from './VennDiagramView';
import { transformVenn, vennTable, type VennData } from './transform';

export default defineModule<VennDiagramOptions, VennData>({
  kind: 'venn-diagram',
  View: VennDiagramView,
  transform: transformVenn,
  isEmpty: (data) => data.sets.length === 0,
  tableData: (data) => vennTable(data),
});
