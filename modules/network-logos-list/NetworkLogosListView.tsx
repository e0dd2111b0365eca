import { Grid } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import type { NetworkLogosListOptions } from './__generated__/options';
import { PublisherTileView } from './PublisherTileView';
import type { NetworkLogosData } from './transform';

/** A grid of the publishers that ran the ads, largest first. */
export function NetworkLogosListView({
  options,
  data,
  size,
  title,
}: ModuleViewProps<NetworkLogosListOptions, NetworkLogosData>): ReactElement {
  return (
    <Grid
      as="ul"
      aria-label={title ?? 'Networks'}
      listStyleType="none"
      m="0"
      p="0"
      gap="2"
      templateColumns={size.breakpoint === 'sm' ? 'repeat(2, minmax(0, 1fr))' : 'repeat(auto-fill, minmax(8rem, 1fr))'}
    >
      {data.tiles.map((tile) => (
        <PublisherTileView key={tile.name} tile={tile} metric={data.metric} showMetric={options.showMetric ?? false} />
      ))}
    </Grid>
  );
}
