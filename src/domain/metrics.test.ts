import { describe, expect, it } from 'vitest';
import {
  GEO_TYPES,
  MAP_METRICS,
  SORTABLE_COLUMNS,
  YOUTUBE_AGE_RANGES,
  isIntegerMetric,
  isPercentMetric,
  metricLabel,
} from './metrics';

describe('metricLabel', () => {
  it('uses the short labels of the spec', () => {
    expect(['impressions', 'clickthrough', 'completionrate', 'spendval'].map(metricLabel)).toEqual([
      'Imps',
      'CTR',
      'VCR',
      'Spend',
    ]);
  });

  it('looks keys up in any case', () => {
    expect(metricLabel('Impressions')).toBe('Imps');
    expect(metricLabel('StoreVisits')).toBe('Store Visits');
  });

  it('echoes a key without a label', () => {
    expect(metricLabel('Frequency')).toBe('Frequency');
  });
});

describe('metric kinds', () => {
  it('treats the listed counts as integers', () => {
    for (const metric of ['Impressions', 'Conversions', 'Aired', 'Visits', 'Views', 'Clicks', 'Sessions', 'PageViews'])
      expect(isIntegerMetric(metric)).toBe(true);
  });

  it('treats the four rates as percentages', () => {
    for (const metric of ['ClickThrough', 'ImpressionPercent', 'VCR', 'CompletionRate'])
      expect(isPercentMetric(metric)).toBe(true);
  });

  it('compares metric names case-insensitively', () => {
    expect(isIntegerMetric('pageviews')).toBe(true);
    expect(isPercentMetric('vcr')).toBe(true);
  });

  it('keeps money out of both kinds', () => {
    expect(isIntegerMetric('SpendVal')).toBe(false);
    expect(isPercentMetric('SpendVal')).toBe(false);
  });
});

describe('metric lists', () => {
  it('lists the geo types, map metrics and age ranges of the spec', () => {
    expect(GEO_TYPES).toEqual(['ZIPCODE', 'CITY', 'STATE', 'DMA', 'ALL']);
    expect(MAP_METRICS).toEqual(['Impressions', 'Clicks', 'CTR']);
    expect(YOUTUBE_AGE_RANGES).toEqual(['18-24', '25-34', '35-44', '45-54', '55-64', '65+', 'Other']);
  });

  it('keeps the lower-case state column', () => {
    expect(SORTABLE_COLUMNS).toContain('state');
    expect(SORTABLE_COLUMNS).toHaveLength(19);
  });
});
