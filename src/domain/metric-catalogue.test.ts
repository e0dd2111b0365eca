import { describe, expect, it } from 'vitest';
import { glossaryFor } from './glossary';
import { compareOrdinal, fieldLabel, valueLabel } from './field-labels';
import { formatValue, labelFor } from './metric-format';
import {
  METRIC_CATALOGUE,
  MEASURES,
  catalogueLabel,
  measuresOf,
  metricDefinition,
  metricValue,
} from './metric-catalogue';

describe('metric catalogue', () => {
  it('aggregates a ratio as a ratio of sums, never an average of daily ratios', () => {
    // Day one: 10 clicks of 1,000 (1%); day two: 5 of 100 (5%). The average of the days would say 3%.
    const sums = { impressions: 1100, clicks: 15 };
    expect(metricValue('ClickThrough', sums)).toBe(1.36);
  });

  it('gives null for a ratio over nothing and derives differences', () => {
    expect(metricValue('CompletionRate', { completions: 3 })).toBeNull();
    expect(metricValue('MissedCalls', { calls: 40, answered_calls: 31 })).toBe(9);
    expect(metricValue('BounceRate', { sessions: 200, engaged_sessions: 130 })).toBe(35);
    expect(metricValue('AvgCallDuration', { calls: 4, call_seconds: 500 })).toBe(125);
    expect(metricValue('CostPerMille', { spend: 12.5, impressions: 5000 })).toBe(2.5);
  });

  it('names the measures a metric reads', () => {
    expect(measuresOf('ClickThrough')).toEqual(['clicks', 'impressions']);
    expect(measuresOf('Pacing')).toEqual([]);
    for (const entry of METRIC_CATALOGUE)
      for (const measure of measuresOf(entry.key)) expect(MEASURES, entry.key).toContain(measure);
  });

  it('has one entry per key and alias, each with a label and a definition', () => {
    const names = METRIC_CATALOGUE.flatMap((entry) =>
      [entry.key, ...(entry.aliases ?? [])].map((n) => n.toLowerCase()),
    );
    expect(new Set(names).size).toBe(names.length);
    for (const entry of METRIC_CATALOGUE) {
      expect(entry.label.length, entry.key).toBeGreaterThan(0);
      expect(entry.definition, entry.key).toMatch(/\.$/);
    }
  });

  it('labels per tactic and drives formatting by kind', () => {
    expect(catalogueLabel('Conversions', ['SOCIAL'])).toBe('Link Clicks');
    expect(catalogueLabel('Impressions', ['TV2OTT'])).toBe('Household Impressions');
    expect(labelFor('ctr')).toBe('CTR');
    expect(metricDefinition('VCR')?.key).toBe('CompletionRate');
    expect(formatValue('AvgSessionDuration', 95)).toBe('1:35');
    expect(formatValue('Frequency', 3.456)).toBe('3.46');
    expect(formatValue('SpendVal', 1234.5)).toBe('$1,234.50');
    expect(formatValue('ClickThrough', 0.1)).toBe('0.1%');
    expect(formatValue('Impressions', 1234567)).toBe('1,234,567');
  });
});

describe('field labels', () => {
  it('labels raw columns and enum values', () => {
    for (const raw of ['CreativeName', 'AdName', 'GeoFenceName', 'ShortDate', 'ConversionType', 'CallOutcome'])
      expect(fieldLabel(raw)).not.toBe(raw);
    expect(fieldLabel('ImpressionShare')).toBe('Imp. Share');
    expect(valueLabel('ScheduledDemo')).toBe('Scheduled Demo');
    expect(valueLabel('Hulu')).toBe('Hulu');
    expect(valueLabel('weather.com')).toBe('weather.com');
  });

  it('orders ordinal categories naturally', () => {
    expect(['Night', 'Morning', 'Overnight', 'MidDay'].sort((a, b) => compareOrdinal('Daypart', a, b))).toEqual([
      'Morning',
      'MidDay',
      'Night',
      'Overnight',
    ]);
    expect([10, 2, 0].sort((a, b) => compareOrdinal('Hour', a, b))).toEqual([0, 2, 10]);
    expect(['65+', '18-24', '35-44'].sort((a, b) => compareOrdinal('AgeRange', a, b))).toEqual([
      '18-24',
      '35-44',
      '65+',
    ]);
  });
});

describe('glossary', () => {
  it('lists each shown metric once, aliases folded, with tactic labels, then columns', () => {
    const entries = glossaryFor(['CreativeName', 'CTR', 'ClickThrough', 'Conversions', 'NotAField'], ['SOCIAL']);
    expect(entries.map((entry) => entry.term)).toEqual(['CTR', 'Link Clicks', 'Creative']);
    expect(entries[0]!.definition).toMatch(/clicks divided by impressions/);
  });
});
