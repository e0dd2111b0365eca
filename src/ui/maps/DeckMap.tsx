/** The WebGL picture of a map (deck.gl). Loaded lazily by MapBase, only where WebGL exists. */
import { MapView, WebMercatorViewport, type MapViewState, type PickingInfo } from '@deck.gl/core';
import { GeoJsonLayer, ScatterplotLayer } from '@deck.gl/layers';
import { DeckGL } from '@deck.gl/react';
import type { Feature } from 'geojson';
import { useMemo, useRef, useState, type ReactElement } from 'react';
import { STATE_OUTLINES } from './state-outlines';
import { US_BOUNDS, type LonLatBounds } from './map-bounds';
import { rgbaOf } from './map-colors';
import { bucketOf, type MapData, type MapRegion } from './map-model';
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

/** Base outlines, choropleth polygons and points; hover shows a region's figures, a click drills. */
export function DeckMap({ data, style, width, height, onRegionClick, onPainted }: DeckMapProps): ReactElement {
  const painted = useRef(false);
  const [hovered, setHovered] = useState<{ region: MapRegion; x: number; y: number } | null>(null);
  const initialViewState = useMemo(() => fitView(data.bounds, width, height), [data.bounds, width, height]);
  const { layers, regionOf } = useMemo(() => {
    const byObject = new Map<object, MapRegion>();
    const fill = (region: MapRegion | undefined): [number, number, number, number] =>
      rgbaOf(style.ramp[Math.max(0, bucketOf(region?.value ?? null, data.thresholds))] ?? '#cccccc', style.opacity);
    // A region with both a shape and a position draws both: the position is a marker that stays visible when
    // the shape is smaller than a pixel (a 300 m geofence on a state-wide view).
    const shapes = data.regions.flatMap((region) => (region.feature ? [region] : []));
    const features = shapes.map((region) => {
      const feature = { ...region.feature!, properties: { ...region.feature!.properties } };
      byObject.set(feature, region);
      return feature;
    });
    const points = data.regions.filter((region) => region.position);
    points.forEach((region) => byObject.set(region, region));
    const common = { pickable: true, autoHighlight: true, highlightColor: rgbaOf(style.highlight, 0.5) };
    return {
      regionOf: byObject,
      layers: [
        new GeoJsonLayer({
          id: 'state-outlines',
          data: STATE_OUTLINES,
          filled: true,
          getFillColor: [244, 244, 244, 255],
          getLineColor: [160, 160, 160, 255],
          lineWidthMinPixels: 0.5,
        }),
        new GeoJsonLayer({
          id: 'regions',
          // The data method checked each geometry's type and nesting; deck.gl reads coordinates as GeoJSON.
          data: features as unknown as Feature[],
          ...common,
          getFillColor: (f: object) => fill(byObject.get(f)),
          getLineColor: rgbaOf(style.stroke),
          lineWidthMinPixels: 0.5,
        }),
        new ScatterplotLayer<MapRegion>({
          id: 'points',
          data: points,
          ...common,
          getPosition: (r) => [r.position![0], r.position![1]],
          getRadius: (r) => r.radius ?? 0,
          radiusUnits: 'meters',
          radiusMinPixels: 4,
          getFillColor: (r) => fill(r),
          getLineColor: rgbaOf(style.stroke),
          stroked: true,
          lineWidthMinPixels: 1,
        }),
      ],
    };
  }, [data, style]);
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
        layers={layers}
        deviceProps={{ webgl: { preserveDrawingBuffer: true } }}
        onHover={(info) => {
          const region = regionAt(info);
          setHovered(region ? { region, x: info.x, y: info.y } : null);
        }}
        onClick={(info) => {
          const region = regionAt(info);
          if (region) onRegionClick(region);
        }}
        onAfterRender={() => {
          if (painted.current) return;
          painted.current = true;
          onPainted();
        }}
      />
      {hovered ? <MapTooltip {...hovered} columns={data.columns} width={width} height={height} /> : null}
    </>
  );
}
