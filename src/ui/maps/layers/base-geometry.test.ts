import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATE_OUTLINES } from '../state-outlines';
import { buffersOf, cutGeometry, type CutGeometry } from './cut-geometry';
import { fillTriangles } from './fill-triangles';
import { projectPositions } from './flat-projection';
import { outlineSegments } from './outline-segments';

/** Fresh modules: the worker's answer and the layers' caches are kept per page. */
async function freshMapLayers() {
  vi.resetModules();
  const layers = await import('../map-layers');
  const fill = await import('./fill-layer');
  const hairline = await import('./hairline-layer');
  const outlines = await import('../state-outlines');
  return { ...layers, ...fill, ...hairline, features: outlines.STATE_OUTLINES.features };
}

/** A Worker stand-in that answers like base-geometry.worker.ts, or fails. */
function fakeWorker(answer: () => CutGeometry | 'fail') {
  const created: string[] = [];
  class FakeWorker {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    terminated = false;
    constructor(url: URL | string) {
      created.push(String(url));
      setTimeout(() => {
        const result = answer();
        if (result === 'fail') this.onerror?.(new Event('error'));
        else this.onmessage?.(new MessageEvent('message', { data: result }));
      }, 0);
    }
    terminate(): void {
      this.terminated = true;
    }
  }
  return { FakeWorker, created };
}

describe('the state base cut in a worker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('cuts the same triangles and segments the layers would cut themselves', () => {
    const cut = cutGeometry(STATE_OUTLINES.features);
    const triangles = fillTriangles(STATE_OUTLINES.features);
    expect(cut.fill.triangles.indices).toEqual(triangles.indices);
    expect(cut.fill.values).toEqual(projectPositions(triangles.positions, 2).values);
    expect(cut.hairline.values).toEqual(projectPositions(outlineSegments(STATE_OUTLINES.features), 2).values);
    // Everything the worker sends is transferred, not copied.
    expect(buffersOf(cut)).toHaveLength(5);
    expect(new Set(buffersOf(cut)).size).toBe(5);
  });

  it("puts the worker's cut into the layers' caches, so the main thread cuts nothing", async () => {
    const answer = cutGeometry(STATE_OUTLINES.features);
    const { FakeWorker, created } = fakeWorker(() => answer);
    vi.stubGlobal('Worker', FakeWorker);
    const map = await freshMapLayers();
    expect(map.baseGeometryReady()).toBe(false);
    await map.prepareBaseGeometry();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatch(/base-geometry\.worker/);
    expect(map.baseGeometryReady()).toBe(true);
    // The layers read the worker's arrays themselves: nothing was cut again on this thread.
    expect(map.fillGeometry(map.features)).toBe(answer.fill);
    expect(map.hairlineGeometry(map.features)).toBe(answer.hairline);
    // A second map asks again: one worker per page.
    await map.prepareBaseGeometry();
    expect(created).toHaveLength(1);
  });

  it('cuts on the main thread when the worker fails, or where there are no workers', async () => {
    const { FakeWorker } = fakeWorker(() => 'fail');
    vi.stubGlobal('Worker', FakeWorker);
    const failing = await freshMapLayers();
    await failing.prepareBaseGeometry();
    expect(failing.baseGeometryReady()).toBe(true);

    vi.stubGlobal('Worker', undefined);
    const without = await freshMapLayers();
    await without.prepareBaseGeometry();
    expect(without.baseGeometryReady()).toBe(true);
  });
});
