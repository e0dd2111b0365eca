import type { Dataset, Row } from '../../src/domain/layout/dataset';
import type { TargetingListOptions } from './__generated__/options';

const zip = (ZipCode: string, City: string, state: string, DMA: string, Metro: string, Impressions: number): Row => ({
  ZipCode,
  City,
  County: null,
  state,
  DMA,
  Metro,
  Impressions,
  Clicks: Math.round(Impressions * 0.002),
});

/** Zip rows of the breakdown call (dimension zip) with device rows of the same selection appended. */
export const geoDeviceDataset: Dataset = {
  rows: [
    zip('43215', 'Columbus', 'OH', '535', 'Columbus, OH', 18230),
    zip('43081', 'Westerville', 'OH', '535', 'Columbus, OH', 15110),
    zip('45202', 'Cincinnati', 'OH', '515', 'Cincinnati', 9800),
    zip('41011', 'Covington', 'KY', '515', 'Cincinnati', 6400),
    zip('40202', 'Louisville', 'KY', '529', 'Louisville', 7250),
    zip('47150', 'New Albany', 'IN', '529', 'Louisville', 2100),
    { ZipCode: 'Other', City: null, state: null, DMA: null, Metro: null, Impressions: 12000, Clicks: 20 },
    { Device: 'CTV', Impressions: 42100, Clicks: 0 },
    { Device: 'Mobile', Impressions: 9800, Clicks: 31 },
    { Device: 'Tablet', Impressions: 4200, Clicks: 7 },
  ],
  totals: null,
  meta: { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14' },
};

export const geoDeviceOptions: TargetingListOptions = {
  sections: [
    { field: 'state', title: 'States' },
    { field: 'Metro', title: 'DMAs' },
    { field: 'Device', title: 'Devices' },
  ],
};

/** Many audience segments with long names. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 40 }, (_, i) => ({
    AgeRange: `In-market audience segment ${i + 1}: households planning a kitchen remodel within six months`,
    Impressions: 40000 - i * 900,
  })),
  totals: null,
  meta: {},
};

export const denseOptions: TargetingListOptions = {
  sections: [{ field: 'AgeRange', title: 'Audiences' }],
  itemLimit: 15,
};

/** Every metric zero: values are still targeting, ordered alphabetically. */
export const zeroDataset: Dataset = {
  rows: geoDeviceDataset.rows.map((row) => ({ ...row, Impressions: 0, Clicks: 0 })),
  totals: null,
  meta: {},
};
