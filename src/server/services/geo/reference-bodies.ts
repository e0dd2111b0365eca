/** Reference geometry answers, each serialised, gzipped and tagged once per layer and zoom for the process. */
import { prepareBody, type PreparedBody } from './cached-body';
import { dmaList, layerFeatures, type ShapeLayer } from './shapes';

const bodies = new Map<string, PreparedBody>();

/** The FeatureCollection of a layer at a zoom, prepared on first use. */
export function layerBody(layer: ShapeLayer, zoom: number): PreparedBody {
  const key = `${layer}:${zoom}`;
  let body = bodies.get(key);
  if (!body) bodies.set(key, (body = prepareBody(layerFeatures(layer, zoom))));
  return body;
}

/** `{ markets }`: the 210 markets of the DMA list, prepared on first use. */
export function dmaListBody(): PreparedBody {
  let body = bodies.get('dma-list');
  if (!body) bodies.set('dma-list', (body = prepareBody({ markets: dmaList() })));
  return body;
}
