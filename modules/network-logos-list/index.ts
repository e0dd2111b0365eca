import { defineModule } from '../../src/registry/define-module';
import type { NetworkLogosListOptions } from './__generated__/options';
import { NetworkLogosListView } from './NetworkLogosListView';
import { transformNetworkLogos, type NetworkLogosData } from './transform';

export default defineModule<NetworkLogosListOptions, NetworkLogosData>({
  kind: 'network-logos-list',
  View: NetworkLogosListView,
  transform: transformNetworkLogos,
  isEmpty: (data) => data.tiles.length === 0,
  tableData: (data) => ({
    columns: [{ key: 'Publisher', label: 'Publisher', format: 'text' }, data.metric],
    rows: data.tiles.map((tile) => ({ Publisher: tile.name, [data.metric.key]: tile.value })),
  }),
});
