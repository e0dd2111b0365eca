import { Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { FigureGrid } from '../../src/ui/figures/FigureGrid';
import { FigureTile } from '../../src/ui/figures/FigureTile';
import type { OrderDetailsMetricsOptions } from './__generated__/options';
import type { OrderDetailsData } from './transform';

/** The order's name, then its figure tiles. */
export function OrderDetailsMetricsView({
  options,
  data,
  size,
  title,
  tooltips,
}: ModuleViewProps<OrderDetailsMetricsOptions, OrderDetailsData>): ReactElement {
  const narrow = size.breakpoint === 'sm' || size.columns < 6;
  return (
    <Stack gap="3">
      {data.orderName ? (
        <Text fontWeight="semibold" wordBreak="break-word">
          {data.orderName}
        </Text>
      ) : null}
      <FigureGrid narrow={narrow} perRow={options.perRow ?? 4} label={title ?? 'Order details'}>
        {data.items.map((item) => (
          <FigureTile key={item.key} item={item} tooltip={tooltips.find((t) => t.mapKey === item.key)} />
        ))}
      </FigureGrid>
    </Stack>
  );
}
