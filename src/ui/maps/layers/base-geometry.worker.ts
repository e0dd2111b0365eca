/** Cuts the state base off the main thread (base-geometry.ts) and transfers the result. */
import { STATE_OUTLINES } from '../state-outlines';
import { buffersOf, cutGeometry } from './cut-geometry';

const cut = cutGeometry(STATE_OUTLINES.features);
self.postMessage(cut, { transfer: buffersOf(cut) });
