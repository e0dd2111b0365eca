/**
 * Reference geometry served by the API: US states and counties (`us-atlas`) and the Nielsen DMAs
 * (`src/server/geo/data`). Each topology is presimplified once (Visvalingam weights: planar triangle area in
 * square degrees); a zoom level keeps the points whose weight reaches a threshold that halves per zoom step, and
 * coordinates are rounded to 3, 4 or 5 decimals by zoom. Each layer and zoom is built once per process.
 */
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import type { GeometryCollection, GeometryObject, Objects, Topology } from 'topojson-specification';
import { geoDataFile, readTvHomes } from '../../geo/sources';
import { stateCodeOfFips, STATE_CODES_BY_FIPS } from './states';

export const MIN_ZOOM = 0;
export const MAX_ZOOM = 12;
export const DEFAULT_ZOOM = 4;

/** The reference layers. */
export type ShapeLayer = 'states' | 'counties' | 'dma';

/** Minimum triangle weight (square degrees) kept at zoom 0; it halves per zoom step. */
export const ZOOM0_MIN_AREA = 0.05;

/** Threshold of a zoom level: `ZOOM0_MIN_AREA / 2^zoom`. */
export function minAreaAt(zoom: number): number {
  return ZOOM0_MIN_AREA / 2 ** zoom;
}

/** Decimals kept at a zoom: 3 (≈110 m) up to zoom 3, 4 (≈11 m) up to 7, then 5 (≈1 m). */
export function decimalsAt(zoom: number): number {
  return zoom <= 3 ? 3 : zoom <= 7 ? 4 : 5;
}

type Properties = Record<string, unknown>;
type AnyTopology = Topology<Objects<Properties>>;

const propertiesOf = (geometry: GeometryObject<Properties>): Properties => (geometry.properties ?? {}) as Properties;

interface LayerSource {
  topology: AnyTopology;
  object: string;
  /** The feature id and properties of one geometry; null leaves it out. */
  describe(geometry: GeometryObject<Properties>): { id: string; properties: Properties } | null;
}

interface DmaProperties {
  dma: number;
  dma1: string;
}

const require = createRequire(import.meta.url);

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The DMA boundary file: 206 markets, code in `dma`, market name in `dma1`. */
export function dmaTopology(): Topology<{ nielsen_dma: GeometryCollection<DmaProperties> }> {
  return readJson(geoDataFile('nielsen-dma.topo.json'));
}

const sources: Record<ShapeLayer, () => LayerSource> = {
  states: () => ({
    topology: readJson<AnyTopology>(require.resolve('us-atlas/states-10m.json')),
    object: 'states',
    describe: (geometry) => {
      const fips = String(geometry.id ?? '');
      const code = STATE_CODES_BY_FIPS[fips];
      if (!code) return null;
      return { id: code, properties: { code, name: String(propertiesOf(geometry).name ?? code), fips } };
    },
  }),
  counties: () => ({
    topology: readJson<AnyTopology>(require.resolve('us-atlas/counties-10m.json')),
    object: 'counties',
    describe: (geometry) => {
      const fips = String(geometry.id ?? '');
      if (!/^\d{5}$/.test(fips)) return null;
      return {
        id: fips,
        properties: { fips, name: String(propertiesOf(geometry).name ?? ''), state: stateCodeOfFips(fips) },
      };
    },
  }),
  dma: () => {
    const tvHomes = new Map(readTvHomes().map((d) => [d.code, d.tvHomes]));
    return {
      topology: dmaTopology() as unknown as AnyTopology,
      object: 'nielsen_dma',
      describe: (geometry) => {
        const props = propertiesOf(geometry) as Partial<DmaProperties>;
        if (props.dma === undefined) return null;
        const code = String(props.dma);
        return { id: code, properties: { code, name: props.dma1 ?? code, tvHomes: tvHomes.get(props.dma) ?? null } };
      },
    };
  },
};

const presimplified = new Map<ShapeLayer, LayerSource>();

function presimplifiedSource(layer: ShapeLayer): LayerSource {
  let source = presimplified.get(layer);
  if (!source) {
    const raw = sources[layer]();
    source = { ...raw, topology: presimplify(raw.topology) };
    presimplified.set(layer, source);
  }
  return source;
}

/** The layer's features at a zoom level: simplified, rounded, one feature per geometry (in file order). */
export function layerFeatures(layer: ShapeLayer, zoom: number): FeatureCollection<Geometry | null> {
  const source = presimplifiedSource(layer);
  const topology = simplify(source.topology, minAreaAt(zoom));
  const collection = topology.objects[source.object] as GeometryCollection<Properties>;
  const decimals = decimalsAt(zoom);
  const features: Feature<Geometry | null>[] = [];
  for (const geometry of collection.geometries) {
    const described = source.describe(geometry);
    if (!described) continue;
    const shape = feature(topology, geometry) as Feature<Geometry | null>;
    const rounded = shape.geometry ? quantiseGeometry(shape.geometry, decimals) : null;
    features.push({ type: 'Feature', id: described.id, properties: described.properties, geometry: rounded });
  }
  return { type: 'FeatureCollection', features };
}

/** Rounds every position to `decimals` and drops the repeats that rounding makes; keeps every ring valid. */
export function quantiseGeometry(geometry: Geometry, decimals: number): Geometry | null {
  const factor = 10 ** decimals;
  const round = (value: number): number => Math.round(value * factor) / factor;
  const line = (positions: Position[]): Position[] => {
    const out: Position[] = [];
    for (const [x, y] of positions) {
      const point = [round(x!), round(y!)];
      const last = out[out.length - 1];
      if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
    }
    return out;
  };
  const polygon = (rings: Position[][]): Position[][] | null => {
    const kept = rings.map(line);
    // A closed ring needs four positions; a hole that collapses is dropped, an outer ring that collapses drops
    // its polygon (the caller keeps one polygon per feature).
    if ((kept[0]?.length ?? 0) < 4) return null;
    return [kept[0]!, ...kept.slice(1).filter((ring) => ring.length >= 4)];
  };
  switch (geometry.type) {
    case 'Polygon': {
      const rings = polygon(geometry.coordinates);
      return { type: 'Polygon', coordinates: rings ?? geometry.coordinates.map((ring) => padRing(line(ring))) };
    }
    case 'MultiPolygon': {
      const polygons = geometry.coordinates.map(polygon).filter((p): p is Position[][] => p !== null);
      if (polygons.length > 0) return { type: 'MultiPolygon', coordinates: polygons };
      const first = geometry.coordinates[0];
      return first ? { type: 'Polygon', coordinates: first.map((ring) => padRing(line(ring))) } : null;
    }
    case 'Point':
      return { type: 'Point', coordinates: geometry.coordinates.map(round) };
    case 'MultiPoint':
    case 'LineString':
      return { ...geometry, coordinates: line(geometry.coordinates) } as Geometry;
    case 'MultiLineString':
      return { type: 'MultiLineString', coordinates: geometry.coordinates.map(line) };
    case 'GeometryCollection':
      return {
        type: 'GeometryCollection',
        geometries: geometry.geometries
          .map((g) => quantiseGeometry(g, decimals))
          .filter((g): g is Geometry => g !== null),
      };
  }
}

/** A ring that rounding collapsed to fewer than four positions, repeated up to four (a degenerate but valid ring). */
function padRing(ring: Position[]): Position[] {
  const out = [...ring];
  while (out.length < 4) out.push(out[0] ?? [0, 0]);
  return out;
}

/** One entry of the DMA list: every market of the TV-homes file, with or without a boundary. */
export interface DmaListEntry {
  code: string;
  name: string;
  tvHomes: number | null;
  hasShape: boolean;
}

/**
 * The 210 markets by code. A market with a boundary carries the boundary file's name (`dma1`, with its state, as
 * on the map); the four without one (Anchorage, Honolulu, Fairbanks, Juneau) carry the TV-homes file's name.
 */
export function dmaList(): DmaListEntry[] {
  const shapeNames = new Map(
    dmaTopology().objects.nielsen_dma.geometries.map((g) => {
      const props = g.properties as DmaProperties;
      return [props.dma, props.dma1] as const;
    }),
  );
  return readTvHomes().map((d) => ({
    code: String(d.code),
    name: shapeNames.get(d.code) ?? d.name,
    tvHomes: d.tvHomes,
    hasShape: shapeNames.has(d.code),
  }));
}
