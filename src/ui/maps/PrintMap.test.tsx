import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MapData, MapRegion } from './map-model';
import { PrintMap } from './PrintMap';
import { SAMPLE_DMAS } from './sample-geography';

const STYLE = {
  ramp: ['#eeeeee', '#cccccc', '#999999', '#666666', '#333333'],
  stroke: '#123456',
  highlight: '#ff0000',
  opacity: 0.8,
};

function mapData(regions: MapRegion[]): MapData {
  return {
    metric: 'Impressions',
    metricKey: 'Impressions',
    regions,
    listed: regions,
    columns: [],
    thresholds: [100, 200, 300, 400, 500],
    bounds: null,
  };
}

describe('PrintMap', () => {
  it('draws each shape coloured by its bucket and each point, over the state outlines, and reports it painted', () => {
    const [newYork, chicago] = SAMPLE_DMAS;
    const regions: MapRegion[] = [
      { id: '501', label: 'New York', row: {}, value: 450, feature: newYork },
      { id: '602', label: 'Chicago', row: {}, value: 50, feature: chicago },
      { id: '10001', label: '10001', row: {}, value: 250, position: [-73.99, 40.75] },
    ];
    const painted = vi.fn();
    const { container } = render(
      <PrintMap data={mapData(regions)} style={STYLE} width={800} height={400} onPainted={painted} />,
    );
    const [outlines, shapes, points] = container.querySelectorAll('svg > g');
    // The lower 48 and the rest: us-atlas has 56 states and territories.
    expect(outlines!.querySelectorAll('path').length).toBeGreaterThan(48);
    const fills = [...shapes!.querySelectorAll('path')].map((path) => path.getAttribute('fill'));
    expect(fills).toEqual(['#333333', '#eeeeee']);
    for (const path of shapes!.querySelectorAll('path')) expect(path.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+L/);
    const circles = points!.querySelectorAll('circle');
    expect(circles).toHaveLength(1);
    expect(circles[0]!.getAttribute('fill')).toBe('#999999');
    // New York's point lies inside the picture.
    const [cx, cy] = [Number(circles[0]!.getAttribute('cx')), Number(circles[0]!.getAttribute('cy'))];
    expect(cx).toBeGreaterThan(400);
    expect(cx).toBeLessThan(800);
    expect(cy).toBeGreaterThan(0);
    expect(cy).toBeLessThan(400);
    expect(painted).toHaveBeenCalled();
  });

  it('fits the view to the data bounds', () => {
    const [newYork] = SAMPLE_DMAS;
    const regions: MapRegion[] = [{ id: '501', label: 'New York', row: {}, value: 450, feature: newYork }];
    const { container } = render(
      <PrintMap
        data={{
          ...mapData(regions),
          bounds: [
            [-75.4, 40.0],
            [-72.0, 42.2],
          ],
        }}
        style={STYLE}
        width={600}
        height={400}
        onPainted={() => undefined}
      />,
    );
    // The market's box fills the picture (less the padding) rather than a corner of the country.
    const numbers = (container.querySelector('svg > g:nth-child(2) path')!.getAttribute('d') ?? '')
      .split(/[MLZ,]/)
      .filter(Boolean)
      .map(Number);
    const xs = numbers.filter((_, i) => i % 2 === 0);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(300);
  });
});
