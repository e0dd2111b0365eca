import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { echarts } from '../../src/ui/charts/echarts';
import { renderWithProviders } from '../../tests/render-with-providers';
import { dailyDataset, dailyOptions } from './fixtures';
import definition from './index';

/** The option ECharts holds for the chart drawn in `container`. */
function drawnOption(container: HTMLElement): Record<string, unknown> | undefined {
  const element = container.querySelector<HTMLElement>('[data-chart="line-chart"] .echarts-for-react');
  return element ? (echarts.getInstanceByDom(element)?.getOption() as Record<string, unknown>) : undefined;
}

describe('LineChartView with campaign notes', () => {
  it('draws a dashed markLine labelled with the note title at the note date', async () => {
    const { container } = renderWithProviders(
      <ModulePreview
        definition={definition}
        options={dailyOptions}
        dataset={dailyDataset}
        context={{ annotations: [{ date: '2026-05-20', title: 'Creative swap' }] }}
      />,
    );
    await waitFor(() => expect(drawnOption(container)).toBeDefined());
    const series = drawnOption(container)?.series as { markLine?: Record<string, unknown> }[];
    expect(series[0]?.markLine).toMatchObject({
      lineStyle: { type: 'dashed' },
      data: [{ name: 'Creative swap', xAxis: '5/20/26' }],
    });
    expect(series[1]?.markLine).toBeUndefined();
  });
});
