import { describe, expect, it } from 'vitest';
import { isSummaryMetricHidden } from './summary-metrics';

describe('isSummaryMetricHidden', () => {
  it('hides Reach under 1 and shows it at 1', () => {
    expect(isSummaryMetricHidden('Reach', { value: 0.9 })).toBe(true);
    expect(isSummaryMetricHidden('Reach', { value: 1 })).toBe(false);
  });

  it('hides Frequency for Amazon feeds', () => {
    expect(isSummaryMetricHidden('Frequency', { value: 3, feedSource: ['DV360', 'Amazon'] })).toBe(true);
  });

  it('hides VCR and VC100 at zero only', () => {
    expect(isSummaryMetricHidden('VCR', { value: 0 })).toBe(true);
    expect(isSummaryMetricHidden('VC100', { value: 12 })).toBe(false);
  });

  it('hides spend metrics when HideSpend is set', () => {
    expect(isSummaryMetricHidden('CostPerClick', { value: 2, spend: 100, hideSpend: true })).toBe(true);
  });

  it("hides spend metrics when spend is missing or 'NA'", () => {
    expect(isSummaryMetricHidden('SpendVal', { value: 'NA', spend: 'NA' })).toBe(true);
    expect(isSummaryMetricHidden('SpendVal', { value: null })).toBe(true);
    expect(isSummaryMetricHidden('SpendVal', { value: 100, spend: 100 })).toBe(false);
  });

  it('hides Pacing without an impression goal', () => {
    expect(isSummaryMetricHidden('Pacing', { value: 95 })).toBe(true);
    expect(isSummaryMetricHidden('Pacing', { value: 95, impressionGoal: 10_000 })).toBe(false);
  });

  it('shows other metrics', () => {
    expect(isSummaryMetricHidden('Impressions', { value: 0 })).toBe(false);
  });
});
