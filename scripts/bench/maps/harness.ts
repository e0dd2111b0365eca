/**
 * The page side of `npm run bench:maps`, bundled by esbuild into one script: `window.runMap(kind, data)` draws one
 * geography with the portal's own map layers (`src/ui/maps/map-layers.ts`: the state base, fills, outlines and
 * points) on a MapView fitted to the lower 48 states and sets `window.__painted` at the first finished frame;
 * `window.pan(ms)` then moves the longitude every animation frame and answers the frames drawn per second.
 */
import { Deck, MapView, WebMercatorViewport, type MapViewState } from '@deck.gl/core';
import type { FeatureCollection } from 'geojson';
import type { GeoFeature } from '../../../src/domain/layout/dataset';
import { skipMultisampling } from '../../../src/ui/maps/has-webgl';
import { colorRamp } from '../../../src/ui/maps/map-colors';
import { mapLayers } from '../../../src/ui/maps/map-layers';
import type { MapData, MapRegion } from '../../../src/ui/maps/map-model';

export type MapKind = 'polygons' | 'points';
/** A zip centroid as the points are handed to the page. */
export type MapPoint = [lon: number, lat: number];

interface BenchWindow {
  runMap(kind: MapKind, data: FeatureCollection | MapPoint[]): void;
  pan(ms: number): Promise<{ frames: number; fps: number }>;
  inkedShare(): number;
  __painted: boolean;
}
const win = window as unknown as BenchWindow;

const WIDTH = 1200;
const HEIGHT = 800;
let deck: Deck<MapView> | null = null;
let frames = 0;
let viewState: MapViewState;

win.__painted = false;
win.runMap = (kind, data) => {
  const fitted = new WebMercatorViewport({ width: WIDTH, height: HEIGHT }).fitBounds(
    [
      [-124.8, 24.5],
      [-66.9, 49.4],
    ],
    { padding: 24 },
  );
  viewState = { longitude: fitted.longitude, latitude: fitted.latitude, zoom: fitted.zoom, pitch: 0, bearing: 0 };
  // Values spread over the five colour buckets, as a choropleth of real figures would be.
  const regions: MapRegion[] =
    kind === 'points'
      ? (data as MapPoint[]).map((position, index) => ({
          id: String(index),
          label: '',
          row: {},
          value: index % 100,
          position,
        }))
      : (data as FeatureCollection).features.map((feature, index) => ({
          id: String(feature.id ?? index),
          label: '',
          row: {},
          value: index % 100,
          feature: feature as unknown as GeoFeature,
        }));
  const mapData: MapData = {
    metric: 'Impressions',
    metricKey: 'Impressions',
    regions,
    listed: [],
    columns: [],
    thresholds: [20, 40, 60, 80, 100],
    bounds: null,
  };
  const style = { ramp: colorRamp('#1f77b4'), stroke: '#ffffff', highlight: '#ffcc00', opacity: 0.8 };
  const { layers } = mapLayers(mapData, style);
  const parent = document.createElement('div');
  parent.style.cssText = `position:relative;width:${WIDTH}px;height:${HEIGHT}px`;
  document.body.appendChild(parent);
  deck = new Deck<MapView>({
    parent,
    width: WIDTH,
    height: HEIGHT,
    views: new MapView({ repeat: false }),
    viewState,
    layers,
    // As the portal's DeckMap does.
    deviceProps: { type: 'webgl', webgl: { preserveDrawingBuffer: true, antialias: !skipMultisampling() } },
    onAfterRender: () => {
      frames++;
      win.__painted = true;
    },
  });
};

win.pan = (ms) =>
  new Promise((resolve) => {
    const start = performance.now();
    const startFrames = frames;
    const step = (now: number): void => {
      const elapsed = now - start;
      if (elapsed >= ms) {
        const drawn = frames - startFrames;
        resolve({ frames: drawn, fps: (drawn * 1000) / elapsed });
        return;
      }
      // Eastward and back, 20 degrees a second: the whole country stays in and out of view.
      const offset = 20 * Math.sin((elapsed / 1000) * Math.PI * 0.5);
      deck?.setProps({ viewState: { ...viewState, longitude: viewState.longitude + offset } });
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });

/** The share of the canvas's pixels that are drawn (not transparent): a blank map reads 0. */
win.inkedShare = () => {
  const canvas = document.querySelector('canvas');
  if (!canvas) return 0;
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  const context = copy.getContext('2d')!;
  context.drawImage(canvas, 0, 0);
  const pixels = context.getImageData(0, 0, copy.width, copy.height).data;
  let inked = 0;
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) inked++;
  return inked / (copy.width * copy.height);
};
