/** The WebGL picture of a map (deck.gl). Loaded lazily by MapBase, only where WebGL exists. */
import { MapView, WebMercatorViewport, type MapViewState, type PickingInfo } from '@deck.gl/core';
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
// deck.gl's WebGL adapter imports its device class when the first map starts: a chunk of its own, fetched only
// after the map's data has arrived. Using it here bundles it with this chunk, which loads with the layout.
if (typeof WebGLDevice !== 'function') throw new Error('luma.gl did not load its WebGL device.');
/** The drawing buffer is kept for the map's PNG; multisampling only where a GPU makes it cheap. */
const DEVICE_PROPS = { webgl: { preserveDrawingBuffer: true, antialias: !skipMultisampling() } };
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
