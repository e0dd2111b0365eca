/**
 * The offline base of every map: US state outlines bundled from `us-atlas` (no tile service; the portal works
 * without internet). Imported only by the lazily loaded deck.gl picture.
 */
import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import states from 'us-atlas/states-10m.json';

// A bundled, known file (not data from outside): its shape is us-atlas' documented topology.
const topology = states as unknown as Topology;

/** State outlines as GeoJSON, in longitude/latitude. */
export const STATE_OUTLINES: FeatureCollection = feature(topology, topology.objects.states!) as FeatureCollection;
