import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { ChartCore, useFirstWidth } from './chart-core';
import { ChartFigures, type ChartFiguresProps } from './ChartFigures';
import { echarts, preferredRenderer, type ChartOption } from './echarts';
import { useChartColors, useChartFont } from './use-chart-colors';

/** Props of the shared ECharts base. */
export interface EChartProps {
  /** The kind or chart name, written to `data-chart` for end-to-end tests and the export pipeline. */
  name: string;
  /** The option from a pure builder (options.ts or the kind's transform); colours and animation are added here. */
  option: ChartOption;
  /** The module's `options.colors`: hex or theme names; the agency's chart colours when absent. */
  colors?: readonly string[];
  /** Height in px. @default 300 */
  height?: number;
  /** Print mode (exports): no animation, so the first frame is the final one. */
  print?: boolean;
  /** The figures drawn, as a hidden table for screen readers and tests. */
  figures: ChartFiguresProps;
}

const DEFAULT_HEIGHT = 300;
/** jsdom has no layout: a fixed size keeps ECharts from warning about a zero-sized container. */
const SVG_FALLBACK_WIDTH = 600;

/**
 * An ECharts chart in the agency's colours. The wrapper's `data-painted` turns "true" once ECharts has drawn its
 * first frame ('rendered'; right after mounting where there is no canvas). In print mode animation is off, so the
 * first frame is the final one, which is what exports capture; on screen the entry animation plays on after it.
 */
export function EChart({
  name,
  option,
  colors,
  height = DEFAULT_HEIGHT,
  print = false,
  figures,
}: EChartProps): ReactElement {
  const palette = useChartColors(colors);
  const renderer = useMemo(preferredRenderer, []);
  const [painted, setPainted] = useState(false);
  const font = useChartFont();
  const full = useMemo<ChartOption>(
    () => ({ ...option, color: palette, textStyle: { fontFamily: font }, animation: !print }),
    [option, palette, font, print],
  );
  const box = useRef<HTMLDivElement>(null);
  const width = useFirstWidth(box, renderer === 'svg' ? SVG_FALLBACK_WIDTH : null);
  // Fixed once measured: echarts-for-react creates the chart again whenever `opts` changes.
  const opts = useMemo(() => (width === null ? null : { renderer, width, height }), [renderer, width, height]);
  const onEvents = useMemo(() => ({ rendered: () => setPainted(true), finished: () => setPainted(true) }), []);
  // With animation off (print) ECharts draws inside setOption, before echarts-for-react binds the events above, so
  // the first frame's 'rendered' can be missed; once the instance is ready its frame is drawn, one frame later
  // it is on screen.
  const onChartReady = useMemo(
    () => (print ? () => requestAnimationFrame(() => requestAnimationFrame(() => setPainted(true))) : undefined),
    [print],
  );
  useEffect(() => {
    // Without a canvas (jsdom) ECharts may never report a frame; the first render is as painted as it gets.
    if (renderer === 'svg') setPainted(true);
  }, [renderer]);

  return (
    <div data-chart={name} data-painted={painted ? 'true' : 'false'} style={{ position: 'relative' }}>
      <div aria-hidden="true" ref={box} style={{ height }}>
        {opts && (
          <ChartCore
            echarts={echarts}
            option={full}
            notMerge
            opts={opts}
            onEvents={onEvents}
            onChartReady={onChartReady}
            style={{ height, width: '100%' }}
          />
        )}
      </div>
      <ChartFigures {...figures} />
    </div>
  );
}
