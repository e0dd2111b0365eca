import { Heading, Stack } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { FigureGrid } from '../../src/ui/figures/FigureGrid';
import { FigureTile } from '../../src/ui/figures/FigureTile';
import type { TopMetricsOptions } from './__generated__/options';
import type { TopMetricsData } from './transform';

/** Headline figure tiles, then one row per campaign type when the options ask for it. */
export function TopMetricsView({
  options,
  data,
  size,
  title,
  tooltips,
}: ModuleViewProps<TopMetricsOptions, TopMetricsData>): ReactElement {
  const narrow = size.breakpoint === 'sm' || size.columns < 6;
  const perRow = options.perRow ?? 4;
  const tipFor = (key: string): (typeof tooltips)[number] | undefined => tooltips.find((t) => t.mapKey === key);
  return (
    <Stack gap="4">
      <FigureGrid narrow={narrow} perRow={perRow} label={title ?? 'Top metrics'}>
        {data.overall.map((item) => (
          <FigureTile key={item.key} item={item} tooltip={tipFor(item.key)} />
        ))}
      </FigureGrid>
      {data.perType.map((entry) => (
        <Stack key={entry.type} gap="2">
          <Heading as="h3" size="sm">
            {entry.name}
          </Heading>
          <FigureGrid narrow={narrow} perRow={perRow} label={entry.name}>
            {entry.items.map((item) => (
              <FigureTile key={item.key} item={item} size="sm" />
            ))}
          </FigureGrid>
        </Stack>
      ))}
    </Stack>
  );
}
