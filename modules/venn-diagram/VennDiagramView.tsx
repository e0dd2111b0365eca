import { Box, List, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { formatCompact, formatValue } from '../../src/domain/metric-format';
import type { ModuleViewProps } from '../../src/registry/types';
import { ChartFigures } from '../../src/ui/charts/ChartFigures';
import { useChartColors } from '../../src/ui/charts/use-chart-colors';
import type { VennDiagramOptions } from './__generated__/options';
import { VIEW_WIDTH, viewHeight } from './layout';
import { vennTable, type VennData } from './transform';

const DEFAULT_HEIGHT = 260;

/** Circles per tactic sized by reach, the shared audiences listed under them; plain SVG, no chart library. */
export function VennDiagramView({ options, data, title }: ModuleViewProps<VennDiagramOptions, VennData>): ReactElement {
  const palette = useChartColors(options.colors);
  const height = viewHeight(data.circles);
  const caption = title ?? 'Audience overlap';
  return (
    <Box data-chart="venn-diagram" data-painted="true">
      <svg
        viewBox={`0 0 ${VIEW_WIDTH} ${height}`}
        width="100%"
        height={options.height ?? DEFAULT_HEIGHT}
        aria-hidden="true"
        preserveAspectRatio="xMidYMid meet"
      >
        {data.circles.map((circle, i) => (
          <circle
            key={circle.type}
            cx={circle.cx}
            cy={circle.cy}
            r={circle.r}
            fill={palette[i % palette.length]}
            fillOpacity={0.35}
            stroke={palette[i % palette.length]}
            strokeWidth={0.4}
          />
        ))}
        {data.circles.map((circle) => (
          <text
            key={circle.type}
            x={circle.cx}
            y={circle.cy}
            textAnchor="middle"
            fill="currentColor"
            // A style, not the attribute: the page's CSS would otherwise size the text in CSS pixels.
            style={{ fontSize: '3.2px' }}
          >
            <tspan x={circle.cx} fontWeight="bold">
              {circle.label}
            </tspan>
            <tspan x={circle.cx} dy={4}>
              {formatCompact('Reach', circle.reach)}
            </tspan>
          </text>
        ))}
      </svg>
      {data.overlaps.length > 0 ? (
        <List.Root fontSize="sm" gap="1" mt="2" listStyle="none" aria-label="Shared audiences">
          {data.overlaps.map((pair) => {
            const smaller = Math.min(...data.sets.filter((s) => pair.types.includes(s.type)).map((s) => s.reach));
            const share = smaller > 0 ? (pair.reach / smaller) * 100 : null;
            return (
              <List.Item key={pair.types.join('|')}>
                <Text as="span" fontWeight="semibold">
                  {pair.label}
                </Text>{' '}
                share {formatValue('Reach', pair.reach)} people
                {share !== null ? ` (${formatValue('Share', share, 'percent')} of the smaller audience)` : ''}
              </List.Item>
            );
          })}
        </List.Root>
      ) : null}
      <ChartFigures caption={caption} {...vennTable(data)} />
    </Box>
  );
}
