import { defineModule } from '../../src/registry/define-module';
import { mapTableData, type MapData } from '../../src/ui/maps/map-model';
import type { ConversionMapOptions } from './__generated__/options';
import { ConversionMapView } from './ConversionMapView';
import { transformConversionMap } from './transform';

export default defineModule<ConversionMapOptions, MapData>({
  kind: 'conversion-map',
  View: ConversionMapView,
  transform: transformConversionMap,
  isEmpty: (data) => data.listed.length === 0,
  tableData: (data) => mapTableData(data),
});
