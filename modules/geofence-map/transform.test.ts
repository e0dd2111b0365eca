import { describe, expect, it } from 'vitest';
import { mapDataset, mapOptions } from './fixtures';
import { fenceKey, transformGeofenceMap } from './transform';

const context = { campaignTypes: ['SIMPGEOFENCE'], print: false };

describe('geofence-map transform', () => {
  it('keys fences by name and address, as the breakdown does', () => {
    expect(fenceKey({ GeoFenceName: 'A', AddressName: 'B' })).toBe('A|B');
    expect(fenceKey({ AddressName: 'B' })).toBeNull();
  });

  it('joins rows to a polygon and to a point with its radius in metres', () => {
    const data = transformGeofenceMap(mapDataset, mapOptions, context);
    expect(data.regions[0]?.feature?.geometry.type).toBe('Polygon');
    expect(data.regions[0]?.position).toEqual([-89.649, 39.8005]);
    expect(data.regions[1]).toMatchObject({ position: [-89.7, 39.76], radius: 400 });
    expect(data.regions[0]?.label).toBe('Main Street Store — 120 Main St, Springfield, IL');
  });

  it('fits the view around the fences and offers no drill', () => {
    const data = transformGeofenceMap(mapDataset, mapOptions, context);
    expect(data.bounds).toEqual([
      [-89.7, 39.76],
      [-89.646, 39.803],
    ]);
    expect(data.regions.some((r) => r.drill)).toBe(false);
  });
});
