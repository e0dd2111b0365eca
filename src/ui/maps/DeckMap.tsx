/** The WebGL picture of a map (deck.gl). Loaded lazily by MapBase, only where WebGL exists. */
import {
  Deck,
  MapView,
  WebMercatorViewport,
  type DeckProps,
  type MapViewState,
  type PickingInfo,
  type View,
} from '@deck.gl/core';
import { DeckGL } from '@deck.gl/react';
import { WebGLDevice } from '@luma.gl/webgl';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { US_BOUNDS, type LonLatBounds } from './map-bounds';
import { skipMultisampling } from './has-webgl';
import { baseGeometryReady, mapLayers, prepareBaseGeometry } from './map-layers';
import type { MapData, MapRegion } from './map-model';
import { MapTooltip } from './MapTooltip';
import type { MapStyle } from './use-map-style';

/** Props of the deck.gl picture. */
export interface DeckMapProps {
  data: MapData;
  style: MapStyle;
  width: number;
  height: number;
  onRegionClick(region: MapRegion): void;
  /** Called once, after deck.gl's first finished frame. */
  onPainted(): void;
}

const VIEW = new MapView({ repeat: false });
const NO_LAYERS: [] = [];
/** The drawing buffer is kept for the map's PNG; multisampling only where a GPU makes it cheap. */
const DEVICE_PROPS = { webgl: { preserveDrawingBuffer: true, antialias: !skipMultisampling() } };

/** A WebGL device on the canvas DeckGL rendered, with deck.gl's own defaults; null to leave it to deck.gl. */
function deviceOn(props: DeckProps<ViewOrViews>): WebGLDevice | null {
  if (!(props.canvas instanceof HTMLCanvasElement)) return null;
  try {
    return new WebGLDevice({
      // What Deck._createDevice asks of luma.gl for a device it creates. Reusing the device already on the canvas
      // is what lets a second start on it (React's StrictMode mounts twice) draw with the first one's resources.
      _reuseDevices: true,
      _cacheShaders: true,
      _cachePipelines: true,
      ...props.deviceProps,
      createCanvasContext: { canvas: props.canvas, useDevicePixels: props.useDevicePixels ?? true, autoResize: true },
    });
  } catch {
    // No context after all (too many on the page, say): deck.gl's own start tries and reports it.
    return null;
  }
}

/** deck.gl's `ViewOrViews`, which its index does not export. */
type ViewOrViews = View | View[] | null;

/**
 * deck.gl with its WebGL device created at once, on the canvas DeckGL renders. deck.gl's own start asks luma.gl
 * for a device, which first imports its device class (`import()`, even when the class is already loaded): on a
 * busy page that import settles only after every queued task, 100–150 ms after the map's frame was ready. The
 * device class is bundled here, so the context, and the map's first frame, need not wait.
 */
class EagerDeck<ViewsT extends ViewOrViews = null> extends Deck<ViewsT> {
  constructor(props: DeckProps<ViewsT>) {
    const device = props.device ? null : deviceOn(props);
    super(device ? { ...props, device } : props);
  }

  /**
   * Also lets go of the WebGL context once the canvas has left the page. deck.gl leaves a device it did not create
   * alone, and luma.gl keeps devices on their canvas for reuse, so every map a user left held its context until
   * Chromium dropped the oldest ("Too many active WebGL contexts", after about 15 tab switches). React's StrictMode
   * starts deck.gl again on the same canvas, so the context is lost only when the canvas is gone a moment later.
   */
  override finalize(): void {
    const device = this.device;
    const canvas = this.canvas;
    super.finalize();
    if (!device || !(device instanceof WebGLDevice)) return;
    setTimeout(() => {
      if (canvas?.isConnected) return;
      releaseContext(device);
    }, 0);
  }
}

/** Loses a device's WebGL context, so the browser frees it now rather than at garbage collection. */
export function releaseContext(device: Pick<WebGLDevice, 'isLost' | 'loseDevice'>): void {
  if (device.isLost) return;
  try {
    device.loseDevice();
  } catch {
    // Already gone with its canvas.
  }
}

/** A lone point or a tiny market still opens at a readable zoom. */
const MIN_SPAN_DEGREES = 1;

/** The view state that fits bounds in a width × height canvas. */
export function fitView(bounds: LonLatBounds | null, width: number, height: number): MapViewState {
  const [[west, south], [east, north]] = bounds ?? US_BOUNDS;
  const padX = Math.max(0, (MIN_SPAN_DEGREES - (east - west)) / 2);
  const padY = Math.max(0, (MIN_SPAN_DEGREES - (north - south)) / 2);
  const viewport = new WebMercatorViewport({ width, height }).fitBounds(
    [
      [west - padX, south - padY],
      [east + padX, north + padY],
    ],
    { padding: Math.min(24, Math.floor(Math.min(width, height) / 8)) },
  );
  return { longitude: viewport.longitude, latitude: viewport.latitude, zoom: viewport.zoom, pitch: 0, bearing: 0 };
}

/** The map's layers (map-layers.ts) in a deck.gl canvas; hover shows a region's figures, a click drills. */
export function DeckMap({ data, style, width, height, onRegionClick, onPainted }: DeckMapProps): ReactElement {
  const painted = useRef(false);
  const [hovered, setHovered] = useState<{ region: MapRegion; x: number; y: number } | null>(null);
  const initialViewState = useMemo(() => fitView(data.bounds, width, height), [data.bounds, width, height]);
  const { layers, regionOf } = useMemo(() => mapLayers(data, style), [data, style]);
  // deck.gl starts its WebGL device with no layers while the state base is still being cut in the worker
  // (layers/base-geometry.ts); the first frame with the layers is the one that counts as painted.
  const [baseReady, setBaseReady] = useState(baseGeometryReady);
  const drawing = useRef(baseReady);
  drawing.current = baseReady;
  useEffect(() => {
    if (baseReady) return;
    let live = true;
    void prepareBaseGeometry().then(() => live && setBaseReady(true));
    return () => {
      live = false;
    };
  }, [baseReady]);
  const regionAt = (info: PickingInfo): MapRegion | undefined =>
    info.object && typeof info.object === 'object' ? regionOf.get(info.object as object) : undefined;

  return (
    <>
      <DeckGL
        views={VIEW}
        width={width}
        height={height}
        initialViewState={initialViewState}
        controller={{ dragRotate: false, touchRotate: false }}
        layers={baseReady ? layers : NO_LAYERS}
        Deck={EagerDeck}
        deviceProps={DEVICE_PROPS}
        onHover={(info) => {
          const region = regionAt(info);
          setHovered(region ? { region, x: info.x, y: info.y } : null);
        }}
        onClick={(info) => {
          const region = regionAt(info);
          if (region) onRegionClick(region);
        }}
        onAfterRender={() => {
          if (painted.current || !drawing.current) return;
          painted.current = true;
          onPainted();
        }}
      />
      {hovered ? <MapTooltip {...hovered} columns={data.columns} width={width} height={height} /> : null}
    </>
  );
}
