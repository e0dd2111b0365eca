import { describe, expect, it } from 'vitest';
import { mapDataset, mapOptions } from './fixtures';
import { transformOrderSummaryMap } from './transform';

const context = { campaignTypes: ['DISPLAY', 'OTT'], print: false };

describe('order-summary-map transform', () => {
  it("joins the order's DMAs to their shapes without drill targets", () => {
    const data = transformOrderSummaryMap(mapDataset, mapOptions, context);
    expect(data.regions.map((r) => r.label)).toEqual(['Dallas-Ft. Worth', 'Los Angeles', 'Chicago']);
    expect(data.regions.every((r) => r.drill === undefined)).toBe(true);
  });

  it('fits the view to the markets holding the top N % of impressions', () => {
    const data = transformOrderSummaryMap(mapDataset, { ...mapOptions, zoomToTopNPercents: 90 }, context);
    expect(data.bounds).toEqual([
      [-120.6, 31.6],
      [-95.2, 35.8],
    ]);
    expect(transformOrderSummaryMap(mapDataset, mapOptions, context).bounds?.[1]).toEqual([-87, 42.5]);
  });
});
