import { geoBounds, geoContains } from 'd3-geo';
import type { Feature, GeometryObject } from 'geojson';
import fs from 'node:fs';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { geoDataFile, type DmaRecord, type ZipPoint } from './sources';

interface DmaShape {
  code: number;
  feature: Feature<GeometryObject>;
  /** [west, south, east, north] in degrees, for a cheap prefilter before the spherical test. */
  box: [number, number, number, number];
  centre: [lat: number, lon: number];
}

interface ShapeProperties {
  dma: number;
  dma1: string;
  latitude: number;
  longitude: number;
}

/** Reads the DMA boundaries; marks the markets that have one and takes their centres from the file. */
export function readShapes(dmas: DmaRecord[]): DmaShape[] {
  const topology = JSON.parse(fs.readFileSync(geoDataFile('nielsen-dma.topo.json'), 'utf8')) as Topology<{
    nielsen_dma: GeometryCollection<ShapeProperties>;
  }>;
  const byCode = new Map(dmas.map((d) => [d.code, d]));
  const shapes: DmaShape[] = [];
  for (const geometry of topology.objects.nielsen_dma.geometries) {
    const props = geometry.properties;
    if (!props || !('dma' in props)) continue;
    const dma = byCode.get(props.dma);
    if (dma) Object.assign(dma, { hasShape: true, lat: props.latitude, lon: props.longitude });
    const shape = feature(topology, geometry) as Feature<GeometryObject>;
    const [[west, south], [east, north]] = geoBounds(shape);
    shapes.push({
      code: props.dma,
      feature: shape,
      box: [west, south, east, north],
      centre: [props.latitude, props.longitude],
    });
  }
  return shapes;
}

/**
 * DMA code of every zip: the polygon that contains its point, else the market with the nearest centre (zips
 * of Alaska, Hawaii, the territories and points a little off a coastline).
 */
export function assignZipsToDmas(points: ZipPoint[], dmas: DmaRecord[], shapes: DmaShape[]): Map<string, number> {
  const centres = dmas.filter((d) => d.lat !== null && d.lon !== null);
  const result = new Map<string, number>();
  for (const point of points) {
    const { lat, lon } = point;
    const candidates = shapes.filter(({ box }) => lon >= box[0] && lon <= box[2] && lat >= box[1] && lat <= box[3]);
    // Nearest centre first: the spherical test is the expensive part, and the nearest market usually holds the point.
    if (candidates.length > 1) candidates.sort((a, b) => distance(a.centre, lat, lon) - distance(b.centre, lat, lon));
    const inside = candidates.find((shape) => geoContains(shape.feature, [lon, lat]));
    result.set(point.zip, inside?.code ?? nearest(centres, lat, lon));
  }
  return result;
}

/** Squared equirectangular distance: plenty to rank a few hundred centres. */
function distance([lat, lon]: [number, number], toLat: number, toLon: number): number {
  const dx = (lon - toLon) * Math.cos((toLat * Math.PI) / 180);
  const dy = lat - toLat;
  return dx * dx + dy * dy;
}

function nearest(centres: DmaRecord[], lat: number, lon: number): number {
  let best = centres[0]!;
  for (const dma of centres) {
    if (distance([dma.lat!, dma.lon!], lat, lon) < distance([best.lat!, best.lon!], lat, lon)) best = dma;
  }
  return best.code;
}
