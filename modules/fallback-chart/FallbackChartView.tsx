import { Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { FigureGrid } from '../../src/ui/figures/FigureGrid';
import { FigureTile } from '../../src/ui/figures/FigureTile';
import type { FallbackChartOptions } from './__generated__/options';
import type { FallbackChartData } from './transform';

/** A note in place of the chart and the key figures, so the module still says something useful. */
export function FallbackChartView({
  data,
  size,
  tooltips,
}: ModuleViewProps<FallbackChartOptions, FallbackChartData>): ReactElement {
  const narrow = size.breakpoint === 'sm' || size.columns <= 4;
  return (
    <Stack gap="3" data-chart="fallback-chart" data-painted="true">
      <Text role="note" color="fg.muted" fontSize="sm">
        {data.message}
      </Text>
      {data.figures.length > 0 ? (
        <FigureGrid narrow={narrow} perRow={Math.min(4, data.figures.length)} label="Key figures">
          {data.figures.map((item) => (
            <FigureTile key={item.key} item={item} size="sm" tooltip={tooltips.find((t) => t.mapKey === item.key)} />
          ))}
        </FigureGrid>
      ) : null}
    </Stack>
  );
}
