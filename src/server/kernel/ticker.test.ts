import { afterEach, describe, expect, it, vi } from 'vitest';
import { Ticker } from './ticker';

afterEach(() => vi.useRealTimers());

/** A tick that waits until released, counting how many ran and how many overlapped. */
function gate() {
  const state = { runs: 0, running: 0, overlapped: 0, release: [] as (() => void)[] };
  const run = async () => {
    state.runs += 1;
    state.running += 1;
    if (state.running > 1) state.overlapped += 1;
    await new Promise<void>((resolve) => state.release.push(resolve));
    state.running -= 1;
    return state.runs;
  };
  return { state, run };
}

describe('Ticker', () => {
  it('ticks soon after start, then every pollMs, never overlapping, and stops after the tick under way', async () => {
    vi.useFakeTimers();
    const { state, run } = gate();
    const ticker = new Ticker(run, { pollMs: 1000, onError: () => undefined });
    ticker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.runs).toBe(1);
    // Intervals during a tick are skipped (no `again`).
    await vi.advanceTimersByTimeAsync(3000);
    expect(state.runs).toBe(1);
    state.release.shift()!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(state.runs).toBe(2);
    let stopped = false;
    const stopping = ticker.stop().then(() => (stopped = true));
    expect(ticker.stopping).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    state.release.shift()!();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(state.runs).toBe(2);
    expect(state.overlapped).toBe(0);
  });

  it('with again, a wake during a tick runs one more right after it; a failed tick is reported and the loop goes on', async () => {
    vi.useFakeTimers();
    const { state, run } = gate();
    const errors: unknown[] = [];
    let fail = true;
    const ticker = new Ticker(
      async () => {
        if (fail) {
          fail = false;
          throw new Error('boom');
        }
        return run();
      },
      { pollMs: 60_000, again: true, onError: (error) => errors.push(error) },
    );
    ticker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toHaveLength(1);
    ticker.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.runs).toBe(1);
    ticker.wake();
    ticker.wake();
    state.release.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.runs).toBe(2);
    state.release.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.runs).toBe(2);
    expect(state.overlapped).toBe(0);
    await ticker.stop();
  });

  it('makes concurrent tick() calls wait for each other', async () => {
    const { state, run } = gate();
    const ticker = new Ticker(run, { pollMs: 1000, onError: () => undefined });
    const first = ticker.tick();
    const second = ticker.tick();
    await Promise.resolve();
    expect(state.runs).toBe(1);
    state.release.shift()!();
    expect(await first).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    state.release.shift()!();
    expect(await second).toBe(2);
    expect(state.overlapped).toBe(0);
  });
});
