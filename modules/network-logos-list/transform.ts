import type { Dataset, TableColumn } from '../../src/domain/layout/dataset';
import { numberOf } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import { publisherInitial, publisherLogoOf } from '../../src/ui/figures/publisher-logo';
import { columnFor, sortByMetric, withoutZeroRows } from '../../src/ui/table/columns';
import type { NetworkLogosListOptions } from './__generated__/options';

/** Tiles shown by default. */
export const DEFAULT_TILES = 12;

/** One publisher tile: the logo when one matches (the data method's `PublisherLogo`), else the badge letter. */
export interface PublisherTile {
  name: string;
  logoUrl: string | null;
  initial: string;
  value: number | null;
}

/** What the view draws: the tiles and the metric they are ordered by. */
export interface NetworkLogosData {
  metric: TableColumn;
  tiles: readonly PublisherTile[];
}

/** Dataset (publisher breakdown) → tiles, largest first, without the 'Other' bucket or unnamed rows. */
export function transformNetworkLogos(
  dataset: Dataset,
  options: NetworkLogosListOptions,
  context: ViewContext,
): NetworkLogosData {
  const metric = columnFor(options.metric ?? 'Impressions', context.campaignTypes);
  const named = dataset.rows.filter((row) => {
    const name = row.Publisher;
    return typeof name === 'string' && name.trim() !== '' && name !== 'Other' && name !== 'Unknown';
  });
  const kept = options.hideZeros ? withoutZeroRows(named, [metric.key]) : named;
  const tiles = sortByMetric(kept, metric.key)
    .slice(0, options.itemLimit ?? DEFAULT_TILES)
    .map((row): PublisherTile => {
      const name = String(row.Publisher);
      return {
        name,
        logoUrl: publisherLogoOf(row),
        initial: publisherInitial(name),
        value: numberOf(row[metric.key]),
      };
    });
  return { metric, tiles };
}
