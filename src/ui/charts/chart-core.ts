/**
 * How a chart is created: echarts-for-react's core (as the layout issue asks), without its double start, and the
 * container's width from the browser's own layout.
 */
import type { ECharts } from 'echarts/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * echarts-for-react's core, creating each chart once, at the size its container was measured at. Its own start
 * draws a throw-away chart, waits a frame for it to finish, reads the container's size and creates the chart
 * again: two charts and up to three forced page layouts per chart (about 90 ms for the five charts of a display
 * dashboard on a slow machine). Later size changes still go through its resize sensor (`resize` to 'auto').
 */
export class ChartCore extends ReactEChartsCore {
  override initEchartsInstance(): Promise<ECharts> {
    return Promise.resolve(this.echarts.init(this.ele, this.props.theme, this.props.opts) as ECharts);
  }
}

/**
 * The width of `box` from its first ResizeObserver report, which comes with the layout the browser makes anyway;
 * reading `clientWidth` while rendering would force one. Null until the box has a width (a hidden tab has none).
 */
export function useFirstWidth(box: RefObject<HTMLDivElement | null>, known: number | null): number | null {
  const [width, setWidth] = useState(known);
  useLayoutEffect(() => {
    const element = box.current;
    if (width !== null || !element) return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured <= 0) return;
      observer.disconnect();
      setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, width]);
  return width;
}
