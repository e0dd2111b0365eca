import { describe, expect, it } from 'vitest';
import { usageChartOption } from './usage-chart-option';

const day = (date: string, signIns: number, exports: number) => ({
  day: date,
  signIns,
  dashboardViews: 0,
  exports,
  sharesCreated: 0,
  shareOpens: 0,
  scheduledRuns: 0,
});

describe('usageChartOption', () => {
  it('stacks one bar per day, a series per kind that happened', () => {
    const option = usageChartOption([day('2026-11-23', 2, 0), day('2026-11-24', 1, 3)]);
    expect(option.xAxis).toMatchObject({ data: ['11-23', '11-24'] });
    expect(option.series).toEqual([
      { type: 'bar', name: 'Sign-ins', stack: 'usage', data: [2, 1] },
      { type: 'bar', name: 'Exports', stack: 'usage', data: [0, 3] },
    ]);
  });
});
