import { describe, expect, it } from 'vitest';
import { fill, runUpdateFor } from './outcomes';
import { RETRY_DELAYS_MS } from './scheduler';

const NOW = Date.parse('2026-11-27T08:00:00Z');
const MINUTE = 60_000;

describe('retry delays', () => {
  it('give five tries, the last an hour after the first', () => {
    expect(RETRY_DELAYS_MS).toHaveLength(4);
    expect(RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0)).toBe(60 * MINUTE);
  });
});

describe('runUpdateFor', () => {
  const run = (attempts: number) => ({ trigger: 'schedule' as const, attempts });

  it('finishes a sent run with its details', () => {
    const update = runUpdateFor(
      run(2),
      { status: 'sent', recipients: ['a@example.com'], additional: { files: [{ name: 'r.pdf' }] } },
      { errors: [{ attempt: 1, cause: 'x' }] },
      NOW,
      RETRY_DELAYS_MS,
    );
    expect(update).toMatchObject({
      status: 'sent',
      next_attempt_at: null,
      error_cause: null,
      finished_at: NOW,
      recipients: '["a@example.com"]',
    });
    expect(JSON.parse(update.additional)).toEqual({
      trigger: 'schedule',
      attempts: 2,
      errors: [{ attempt: 1, cause: 'x' }],
      files: [{ name: 'r.pdf' }],
    });
  });

  it('schedules a retry after the delay of the attempt, then fails after the last', () => {
    const failed = { status: 'failed' as const, cause: 'SMTP 451', retry: true };
    expect(runUpdateFor(run(1), failed, {}, NOW, RETRY_DELAYS_MS)).toMatchObject({
      status: 'scheduled',
      next_attempt_at: NOW + 5 * MINUTE,
      error_cause: 'SMTP 451',
      finished_at: null,
    });
    expect(runUpdateFor(run(4), failed, {}, NOW, RETRY_DELAYS_MS).next_attempt_at).toBe(NOW + 30 * MINUTE);
    const last = runUpdateFor(run(5), failed, { errors: [1, 2, 3, 4] }, NOW, RETRY_DELAYS_MS);
    expect(last).toMatchObject({
      status: 'failed',
      next_attempt_at: null,
      error_cause: 'Failed after 5 tries: SMTP 451',
      finished_at: NOW,
    });
    expect(JSON.parse(last.additional).errors).toHaveLength(5);
  });

  it('fails at once when the worker says not to retry', () => {
    expect(
      runUpdateFor(run(1), { status: 'failed', cause: 'Files expired', retry: false }, {}, NOW, RETRY_DELAYS_MS),
    ).toMatchObject({ status: 'failed', error_cause: 'Files expired', finished_at: NOW });
  });

  it('gives a waiting attempt back and checks again at its time', () => {
    const until = NOW + 60 * MINUTE;
    expect(
      runUpdateFor(run(1), { status: 'waiting', cause: 'Data through 2026-11-25', until }, {}, NOW, RETRY_DELAYS_MS),
    ).toMatchObject({ status: 'waiting', next_attempt_at: until, attempts: 0, finished_at: null });
    expect(
      runUpdateFor(run(1), { status: 'waiting', cause: 'x', until: Number.NaN }, {}, NOW, RETRY_DELAYS_MS)
        .next_attempt_at,
    ).toBe(NOW + 5 * MINUTE);
  });
});

describe('fill', () => {
  it('fills known placeholders and leaves others', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
