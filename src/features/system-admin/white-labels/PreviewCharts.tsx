/** Small SVG charts for the theme preview: bars and a pie in the theme's chart colours and pie settings. */
import type { ReactElement } from 'react';
import type { ThemeRecord } from '../../../domain/theme';

const BARS = [62, 80, 45, 92, 70, 55];
const SLICES = [
  { label: 'CTV', value: 42 },
  { label: 'Display', value: 28 },
  { label: 'Video', value: 18 },
  { label: 'Audio', value: 12 },
];

/** The colour of series `index`, cycling through the theme's list. */
export function seriesColor(theme: ThemeRecord, index: number): string {
  const colors = theme.chartColors.length ? theme.chartColors : [theme.colors.primary];
  return colors[index % colors.length] ?? theme.colors.primary;
}

export interface PreviewChartProps {
  theme: ThemeRecord;
  /** Pixel height. @default 120 */
  height?: number;
}

/** Six bars, one per chart colour in order. */
export function PreviewBars({ theme, height = 120 }: PreviewChartProps): ReactElement {
  const width = BARS.length * 28;
  return (
    <svg
      viewBox={`0 0 ${width} 100`}
      width="100%"
      height={height}
      role="img"
      aria-label="Bar chart in the chart colours"
    >
      {BARS.map((value, index) => (
        <rect
          key={index}
          x={index * 28 + 4}
          y={100 - value}
          width={20}
          height={value}
          rx={2}
          fill={seriesColor(theme, index)}
        />
      ))}
    </svg>
  );
}

function arc(cx: number, cy: number, inner: number, outer: number, start: number, end: number): string {
  const point = (radius: number, angle: number): string =>
    `${cx + radius * Math.sin(angle)} ${cy - radius * Math.cos(angle)}`;
  const large = end - start > Math.PI ? 1 : 0;
  return [
    `M ${point(outer, start)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(outer, end)}`,
    `L ${point(inner, end)}`,
    inner > 0 ? `A ${inner} ${inner} 0 ${large} 0 ${point(inner, start)}` : '',
    'Z',
  ].join(' ');
}

/** A pie (a ring when the inner radius is above 0) with the theme's radii, labels when the theme shows them. */
export function PreviewPie({ theme, height = 120 }: PreviewChartProps): ReactElement {
  const total = SLICES.reduce((sum, slice) => sum + slice.value, 0);
  const outer = (Math.max(10, Math.min(100, theme.pieChart.outerRadius)) / 100) * 50;
  const inner = (Math.max(0, Math.min(95, theme.pieChart.innerRadius)) / 100) * outer;
  let angle = 0;
  return (
    <svg viewBox="-40 -5 180 110" width="100%" height={height} role="img" aria-label="Pie chart in the chart colours">
      {SLICES.map((slice, index) => {
        const start = angle;
        angle += (slice.value / total) * 2 * Math.PI;
        const middle = (start + angle) / 2;
        return (
          <g key={slice.label}>
            <path
              d={arc(50, 50, inner, outer, start, angle - 0.0001)}
              fill={seriesColor(theme, index)}
              stroke="#ffffff"
            />
            {theme.pieChart.showLabels && (
              <text
                x={50 + (outer + 8) * Math.sin(middle)}
                y={50 - (outer + 8) * Math.cos(middle)}
                fontSize="7"
                textAnchor={Math.sin(middle) >= 0 ? 'start' : 'end'}
                fill="currentColor"
              >
                {slice.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
