import { act, render } from '@testing-library/react';
import { useRef, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartCore, useFirstWidth } from './chart-core';

/** An ECharts stand-in that records the charts created (the library is the edge here, not our code). */
function fakeEcharts() {
  const charts: { opts: unknown; setOption: ReturnType<typeof vi.fn> }[] = [];
  const byDom = new Map<Element, unknown>();
  return {
    charts,
    init: vi.fn((dom: Element, _theme: unknown, opts: unknown) => {
      const chart = {
        opts,
        setOption: vi.fn(),
        on: vi.fn(),
        off: vi.fn(),
        hideLoading: vi.fn(),
        showLoading: vi.fn(),
        resize: vi.fn(),
        isDisposed: () => false,
      };
      charts.push(chart);
      byDom.set(dom, chart);
      return chart;
    }),
    getInstanceByDom: (dom: Element) => byDom.get(dom),
    dispose: (dom: Element) => byDom.delete(dom),
  };
}

describe('ChartCore', () => {
  it('creates the chart once, at the size it is given, and draws the option into it', async () => {
    const echarts = fakeEcharts();
    const option = { series: [{ type: 'bar', data: [1, 2] }] };
    const onChartReady = vi.fn();
    render(
      <ChartCore
        echarts={echarts}
        option={option}
        notMerge
        opts={{ width: 640, height: 300 }}
        onChartReady={onChartReady}
      />,
    );
    await vi.waitFor(() => expect(onChartReady).toHaveBeenCalled());
    // echarts-for-react 3.0.6 alone creates a throw-away chart first and waits for it to finish.
    expect(echarts.init).toHaveBeenCalledTimes(1);
    expect(echarts.charts[0]?.opts).toEqual({ width: 640, height: 300 });
    expect(echarts.charts[0]?.setOption).toHaveBeenCalledWith(option, expect.objectContaining({ notMerge: true }));
  });
});

describe('useFirstWidth', () => {
  const observers: { callback: ResizeObserverCallback; disconnected: boolean }[] = [];
  class RecordingObserver {
    private readonly entry: { callback: ResizeObserverCallback; disconnected: boolean };
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {
      this.entry.disconnected = true;
    }
  }
  const report = (width: number): void =>
    act(() => {
      for (const o of observers.filter((x) => !x.disconnected))
        o.callback([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver);
    });

  function Probe({ known }: { known: number | null }): ReactElement {
    const box = useRef<HTMLDivElement>(null);
    const width = useFirstWidth(box, known);
    return <div ref={box}>{width === null ? 'unmeasured' : `width ${width}`}</div>;
  }

  afterEach(() => {
    observers.length = 0;
    vi.unstubAllGlobals();
  });

  it('waits for the first report with a width, without reading the layout, then stops observing', () => {
    vi.stubGlobal('ResizeObserver', RecordingObserver);
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
    const { container } = render(<Probe known={null} />);
    expect(container.textContent).toBe('unmeasured');
    // A hidden tab reports no width: the chart waits.
    report(0);
    expect(container.textContent).toBe('unmeasured');
    report(812.6);
    expect(container.textContent).toBe('width 812');
    expect(observers.every((o) => o.disconnected)).toBe(true);
    // Later sizes are the chart's resize sensor's business: the first width stays.
    report(400);
    expect(container.textContent).toBe('width 812');
    expect(clientWidth).not.toHaveBeenCalled();
    clientWidth.mockRestore();
  });

  it('uses a known width at once (jsdom draws SVG at a fixed width)', () => {
    vi.stubGlobal('ResizeObserver', RecordingObserver);
    const { container } = render(<Probe known={600} />);
    expect(container.textContent).toBe('width 600');
    expect(observers).toHaveLength(0);
  });
});
