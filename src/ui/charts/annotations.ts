/**
 * Campaign notes on a category chart whose x axis is days: a dashed vertical line at each noted day on the axis,
 * labelled with the note's title (several notes on one day share a line). Other axes get no marks.
 */
import { formatDate } from '../../domain/format-date';
import type { CategoryChart } from './category-data';
import type { ChartOption } from './echarts';

/** A day to mark: yyyy-MM-dd and the title shown beside the line. */
export interface DateMark {
  date: string;
  title: string;
}

/** The category a yyyy-MM-dd day has on the chart's axis, or null when the axis is not one of days. */
function categoryOfDay(chart: CategoryChart, date: string): string | null {
  if (chart.dimension === 'Day') return date;
  if (chart.dimension === 'ShortDate') return formatDate(date) || null;
  return null;
}

/** One line per noted day on the axis, in axis order, its name the titles of that day's notes. */
export function markedDays(chart: CategoryChart, marks: readonly DateMark[]): { category: string; name: string }[] {
  const titles = new Map<string, string[]>();
  for (const mark of marks) {
    const category = categoryOfDay(chart, mark.date);
    if (category === null || !chart.categories.includes(category)) continue;
    titles.set(category, [...(titles.get(category) ?? []), mark.title]);
  }
  return chart.categories.flatMap((category) => {
    const names = titles.get(category);
    return names ? [{ category, name: names.join(' · ') }] : [];
  });
}

/** The option with the marks as a markLine on its first series; unchanged when no mark falls on the axis. */
export function withAnnotations(
  option: ChartOption,
  chart: CategoryChart,
  marks: readonly DateMark[] = [],
): ChartOption {
  const days = markedDays(chart, marks);
  const series = Array.isArray(option.series) ? option.series : [];
  const [first, ...rest] = series;
  if (days.length === 0 || !first) return option;
  const markLine = {
    symbol: 'none',
    silent: false,
    lineStyle: { type: 'dashed' as const, color: '#7a7a7a', width: 1 },
    label: {
      show: true,
      formatter: '{b}',
      position: 'insideEndTop' as const,
      width: 120,
      overflow: 'truncate' as const,
      fontSize: 11,
    },
    tooltip: { show: true, formatter: '{b}' },
    emphasis: { label: { show: true } },
    data: days.map((day) => ({ name: day.name, xAxis: day.category })),
  };
  return { ...option, series: [{ ...first, markLine }, ...rest] as ChartOption['series'] };
}
