import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './deliver';
import { decideReadiness, RECHECK_MS } from './readiness';

const HOUR = 3_600_000;
const at = Date.parse('2026-06-15T12:00:00Z');
const base = {
  periodEnd: '2026-06-14',
  readiness: { waitForData: true, deadlineHours: 6, atDeadline: 'send' as const },
  scheduledFor: at,
  now: at,
  patient: true,
};

describe('decideReadiness', () => {
  it('sends whole when the data covers the period', () => {
    expect(decideReadiness({ ...base, through: '2026-06-14' })).toEqual({ action: 'send', partialThrough: null });
    expect(decideReadiness({ ...base, through: '2026-06-15' })).toEqual({ action: 'send', partialThrough: null });
  });

  it('waits until the deadline, re-checking every half hour, then sends partial or holds', () => {
    expect(decideReadiness({ ...base, through: '2026-06-13' })).toEqual({ action: 'wait', until: at + RECHECK_MS });
    expect(decideReadiness({ ...base, through: '2026-06-13', now: at + 6 * HOUR - 60_000 })).toEqual({
      action: 'wait',
      until: at + 6 * HOUR,
    });
    expect(decideReadiness({ ...base, through: '2026-06-13', now: at + 6 * HOUR })).toEqual({
      action: 'send',
      partialThrough: '2026-06-13',
    });
    const hold = { ...base.readiness, atDeadline: 'hold' as const };
    expect(decideReadiness({ ...base, readiness: hold, through: null, now: at + 7 * HOUR })).toEqual({
      action: 'hold',
    });
  });

  it('never waits for a test, an approved run, or a report that does not wait for data', () => {
    expect(decideReadiness({ ...base, through: '2026-06-13', patient: false })).toEqual({
      action: 'send',
      partialThrough: '2026-06-13',
    });
    const eager = { ...base.readiness, waitForData: false };
    expect(decideReadiness({ ...base, readiness: eager, through: '2026-06-13' })).toMatchObject({ action: 'send' });
  });
});

describe('fillPlaceholders', () => {
  it('fills the four placeholders and leaves other braces alone', () => {
    const values = {
      advertiser: 'Riverside',
      period: '2026-06-08 to 2026-06-14',
      agency: 'Compulse',
      report: 'Weekly',
    };
    expect(fillPlaceholders('{report} for {advertiser} ({period}) by {agency}, {other}', values)).toBe(
      'Weekly for Riverside (2026-06-08 to 2026-06-14) by Compulse, {other}',
    );
  });
});
