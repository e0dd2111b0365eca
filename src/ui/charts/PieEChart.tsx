import { useMemo, type ReactElement } from 'react';
import { EChart } from './EChart';
import { pieOption, type LegendSetting } from './options';
import { pieTable, type PieChartData } from './pie-data';
import { usePieSettings } from './use-pie-settings';

/** Props of a pie in the agency's pie style. */
export interface PieEChartProps {
  /** The kind, written to `data-chart`. */
  name: string;
  pie: PieChartData;
  caption: string;
  legend?: LegendSetting;
  colors?: readonly string[];
  height?: number;
  print?: boolean;
  /** Slice labels; the theme decides when absent. */
  showLabels?: boolean;
}

/** A pie (or donut, as the theme's inner radius says) of slices, with the slices as a hidden table. */
export function PieEChart({
  name,
  pie,
  caption,
  legend,
  colors,
  height,
  print,
  showLabels,
}: PieEChartProps): ReactElement {
  const theme = usePieSettings();
  const labels = showLabels ?? theme.showLabels;
  const option = useMemo(
    () => pieOption(pie, { legend, radius: theme.radius, showLabels: labels }),
    [pie, legend, theme.radius.inner, theme.radius.outer, labels], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return (
    <EChart
      name={name}
      option={option}
      colors={colors}
      height={height}
      print={print}
      figures={{ caption, ...pieTable(pie) }}
    />
  );
}
