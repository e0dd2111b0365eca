import { describe, expect, it } from 'vitest';
import { compactHistory } from './history';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const HOUR = 3_600_000;

describe('compactHistory', () => {
  it('keeps the last day run by run and older days as the worst run of each hour, newest first', () => {
    const runs = [
      { status: 'ok' as const, durationMs: 5, ranAt: NOW - 10 * 60_000 },
      { status: 'warning' as const, durationMs: 6, ranAt: NOW - 20 * 60_000 },
      // Two days ago, one hour: an ok, a failing and an ok run → the failing one.
      { status: 'ok' as const, durationMs: 7, ranAt: NOW - 48 * HOUR + 50 * 60_000 },
      { status: 'failing' as const, durationMs: 8, ranAt: NOW - 48 * HOUR + 30 * 60_000 },
      { status: 'ok' as const, durationMs: 9, ranAt: NOW - 48 * HOUR + 10 * 60_000 },
      // The hour before: one run.
      { status: 'ok' as const, durationMs: 10, ranAt: NOW - 49 * HOUR + 10 * 60_000 },
    ];
    expect(compactHistory(runs, NOW)).toEqual([
      { at: new Date(NOW - 10 * 60_000).toISOString(), status: 'ok', durationMs: 5 },
      { at: new Date(NOW - 20 * 60_000).toISOString(), status: 'warning', durationMs: 6 },
      { at: new Date(NOW - 48 * HOUR + 30 * 60_000).toISOString(), status: 'failing', durationMs: 8 },
      { at: new Date(NOW - 49 * HOUR + 10 * 60_000).toISOString(), status: 'ok', durationMs: 10 },
    ]);
  });
});
