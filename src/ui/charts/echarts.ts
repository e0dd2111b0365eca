/**
 * ECharts through `echarts/core` with only what the chart kinds draw registered, so the bundle carries three
 * chart types and three components instead of the whole library.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
} from 'echarts/components';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  CanvasRenderer,
  SVGRenderer,
]);

/** The option shape of every chart the kinds build. */
export type ChartOption = echarts.ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | MarkLineComponentOption
  | TooltipComponentOption
>;

export type { BarSeriesOption, LineSeriesOption, PieSeriesOption };

/** The registered core, for `ReactEChartsCore`. */
export { echarts };

/**
 * Canvas where the browser has it; SVG where it does not (jsdom in component tests and stories), so charts still
 * mount instead of failing on a missing 2D context.
 */
export function preferredRenderer(): 'canvas' | 'svg' {
  const noCanvas =
    typeof HTMLCanvasElement === 'undefined' ||
    typeof HTMLCanvasElement.prototype.getContext !== 'function' ||
    // jsdom defines getContext only to report "not implemented".
    (typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent));
  if (!noCanvas) return 'canvas';
  measureTextWithoutCanvas();
  return 'svg';
}

let estimating = false;

/** zrender measures label text on a canvas; without one, an estimate from the font size is close enough. */
function measureTextWithoutCanvas(): void {
  if (estimating) return;
  estimating = true;
  echarts.setPlatformAPI({
    measureText: (text: string, font?: string) => {
      const size = Number(/(\d+)px/.exec(font ?? '')?.[1] ?? 12);
      return { width: text.length * size * 0.6 };
    },
  });
}
