/** The chart's option (pure): one stacked bar per day, a series per kind of event, days labelled MM-dd. */
import { USAGE_DAY_SERIES, type UsageDay } from '../../../domain/usage';
import type { ChartOption } from '../../../ui/charts/echarts';

/** Stacked bars of the days' counts; kinds with no event in the whole period are left out of the legend. */
export function usageChartOption(days: readonly UsageDay[]): ChartOption {
  const series = USAGE_DAY_SERIES.filter((s) => days.some((day) => day[s.key] > 0));
  return {
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, type: 'scroll' },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: days.map((day) => day.day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) => ({
      type: 'bar',
      name: s.label,
      stack: 'usage',
      data: days.map((day) => day[s.key]),
    })),
  };
}
