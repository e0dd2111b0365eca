import { describe, expect, it } from 'vitest';
import type { GeoFeature } from '../../domain/layout/dataset';
import { DotLayer } from './layers/dot-layer';
import { fillGeometry, FillLayer } from './layers/fill-layer';
import { hairlineGeometry, HairlineLayer } from './layers/hairline-layer';
import { colorRamp } from './map-colors';
import { mapLayers, warmBaseGeometry } from './map-layers';
import { STATE_OUTLINES } from './state-outlines';
import type { MapData, MapRegion } from './map-model';

const style = { ramp: colorRamp('#336699'), stroke: '#ffffff', highlight: '#ffcc00', opacity: 0.8 };
const shape = (id: string): GeoFeature => ({
  type: 'Feature',
  id,
  properties: { name: id },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-90, 40],
        [-89, 40],
        [-89, 41],
        [-90, 40],
      ],
    ],
  },
});
const mapData = (regions: MapRegion[]): MapData => ({
  metric: 'Impressions',
  metricKey: 'Impressions',
  regions,
  listed: regions,
  columns: [],
  thresholds: [10, 20],
  bounds: null,
});
const ids = (data: MapData): string[] => mapLayers(data, style).layers.map((layer) => layer.id);

describe('map layers', () => {
  it('cuts the state base ahead of the first map, into the cache the base layers read', () => {
    warmBaseGeometry();
    const fill = fillGeometry(STATE_OUTLINES.features);
    const outline = hairlineGeometry(STATE_OUTLINES.features);
    expect(fill.triangles.indices.length).toBeGreaterThan(3 * 10_000);
    expect(outline.values.length).toBeGreaterThan(2 * 10_000);
    // Warming again, or a map's layers asking, finds the same arrays: nothing is cut twice.
    warmBaseGeometry();
    expect(fillGeometry(STATE_OUTLINES.features)).toBe(fill);
    expect(hairlineGeometry(STATE_OUTLINES.features)).toBe(outline);
    const [stateFill] = mapLayers(mapData([]), style).layers;
    expect(stateFill?.props.data).toBe(STATE_OUTLINES.features);
  });

  it('draws only the state base when there is nothing to show', () => {
    expect(ids(mapData([]))).toEqual(['state-fill', 'state-outlines']);
  });

  it('gives each map its own layer instances (deck.gl cannot share one between two maps)', () => {
    const [first, second] = [mapLayers(mapData([]), style).layers, mapLayers(mapData([]), style).layers];
    first.forEach((layer, i) => expect(layer).not.toBe(second[i]));
    // The same base data, so its triangles are cut once per page.
    expect(first[0]!.props.data).toBe(second[0]!.props.data);
  });

  it('fills and outlines shapes, and picks the region behind a filled feature', () => {
    const region: MapRegion = { id: '501', label: 'New York', row: {}, value: 15, feature: shape('501') };
    const { layers, regionOf } = mapLayers(mapData([region]), style);
    expect(layers.map((layer) => layer.id)).toEqual(['state-fill', 'state-outlines', 'regions', 'region-outlines']);
    const fill = layers[2] as FillLayer<GeoFeature>;
    expect(fill).toBeInstanceOf(FillLayer);
    expect(fill.props.pickable).toBe(true);
    expect(fill.props.autoHighlight).toBe(true);
    expect(layers[3]).toBeInstanceOf(HairlineLayer);
    // The picked object is the drawn feature; the map resolves it back to its region.
    const drawn = fill.props.data[0]!;
    expect(regionOf.get(drawn)).toBe(region);
    // Coloured by the bucket of its value: 15 is in the second bucket of the ramp, at the theme's opacity.
    const colour = (fill.props.getFillColor as (item: GeoFeature, index: number) => number[])(drawn, 0);
    expect(colour).toEqual([...colorRampRgb(1), Math.round(0.8 * 255)]);
  });

  it('draws zips and stations as dots, and geofences with a radius in metres as circles', () => {
    const zip: MapRegion = { id: '10001', label: '10001', row: {}, value: 5, position: [-74, 40.75] };
    const fence: MapRegion = { id: 'f', label: 'Store', row: {}, value: 5, position: [-89.7, 39.8], radius: 400 };
    const { layers, regionOf } = mapLayers(mapData([zip, fence]), style);
    expect(layers.map((layer) => layer.id)).toEqual(['state-fill', 'state-outlines', 'circles', 'points']);
    const dots = layers[3] as DotLayer<MapRegion>;
    expect(dots).toBeInstanceOf(DotLayer);
    expect(dots.props.data).toEqual([zip]);
    expect(dots.props.getPosition(zip)).toEqual([-74, 40.75]);
    expect(regionOf.get(zip)).toBe(zip);
    expect((layers[2]!.props.data as MapRegion[]).map((r) => r.id)).toEqual(['f']);
  });
});

function colorRampRgb(bucket: number): number[] {
  const hex = colorRamp('#336699')[bucket]!;
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
}
