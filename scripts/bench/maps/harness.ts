/**
 * The page side of `npm run bench:maps`, bundled by esbuild into one script: `window.runMap(kind, data)` draws one
 * geography with deck.gl on a MapView fitted to the lower 48 states and sets `window.__painted` at the first
 * finished frame; `window.pan(ms)` then moves the longitude every animation frame and answers the frames drawn
 * per second.
 */
import { Deck, MapView, WebMercatorViewport, type MapViewState } from '@deck.gl/core';
import { GeoJsonLayer, ScatterplotLayer } from '@deck.gl/layers';
import type { FeatureCollection } from 'geojson';

export type MapKind = 'polygons' | 'points';
/** A zip centroid as the points are handed to the page. */
export type MapPoint = [lon: number, lat: number];

interface BenchWindow {
  runMap(kind: MapKind, data: FeatureCollection | MapPoint[]): void;
  pan(ms: number): Promise<{ frames: number; fps: number }>;
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
  const layer =
    kind === 'points'
      ? new ScatterplotLayer<MapPoint>({
          id: 'points',
          data: data as MapPoint[],
          getPosition: (p) => p,
          getRadius: 0,
          radiusMinPixels: 2,
          getFillColor: [31, 119, 180, 200],
          stroked: true,
          getLineColor: [255, 255, 255, 255],
          lineWidthMinPixels: 0.5,
        })
      : new GeoJsonLayer({
          id: 'regions',
          data: data as FeatureCollection,
          filled: true,
          getFillColor: (_f, { index }) => [40 + ((index * 37) % 180), 120, 200 - ((index * 53) % 150), 200],
          getLineColor: [255, 255, 255, 255],
          lineWidthMinPixels: 0.5,
        });
  const parent = document.createElement('div');
  parent.style.cssText = `position:relative;width:${WIDTH}px;height:${HEIGHT}px`;
  document.body.appendChild(parent);
  deck = new Deck<MapView>({
    parent,
    width: WIDTH,
    height: HEIGHT,
    views: new MapView({ repeat: false }),
    viewState,
    layers: [layer],
    deviceProps: { type: 'webgl', webgl: { preserveDrawingBuffer: true } },
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
