import { describe, expect, it } from 'vitest';
import { NO_POLYGON_RESPONSE } from '../../domain/messages';
import { featuresOf, zipFeaturesOf } from './geo-shape';

describe('geography answers', () => {
  it('keep valid features with string ids and scalar properties', () => {
    const features = featuresOf({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', id: 501, properties: { code: '501', name: 'New York' }, geometry: { type: 'Polygon', coordinates: [[[0, 0]]] } },
        { type: 'Feature', id: 'x', properties: {}, geometry: { type: 'LineString', coordinates: [] } },
      ],
    });
    expect(features).toEqual([
      { type: 'Feature', id: '501', properties: { code: '501', name: 'New York' }, geometry: { type: 'Polygon', coordinates: [[[0, 0]]] } },
    ]);
  });

  it("answer 'No polygon response' for a malformed answer", () => {
    expect(() => featuresOf({ features: 'nope' })).toThrow(NO_POLYGON_RESPONSE);
    expect(() => zipFeaturesOf(null)).toThrow(NO_POLYGON_RESPONSE);
  });

  it('turn zip centroids into point features keyed by zip', () => {
    const [zip] = zipFeaturesOf({ zips: [{ ZipCode: '10001', lat: 40.75, lon: -73.99, City: 'New York', state: 'NY', DMA: 501 }] });
    expect(zip).toEqual({
      type: 'Feature',
      id: '10001',
      properties: { ZipCode: '10001', City: 'New York', state: 'NY', DMA: 501 },
      geometry: { type: 'Point', coordinates: [-73.99, 40.75] },
    });
  });
});
