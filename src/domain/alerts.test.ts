import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ALERT_SETTINGS,
  deliveryDrop,
  pacingCondition,
  settingsFor,
  stepAlert,
  wantsAttention,
  type AlertRecord,
} from './alerts';

const HOUR = 3_600_000;

/** Runs a series of evaluations (true: the condition holds) and collects the changes logged. */
function run(series: boolean[], settings = DEFAULT_ALERT_SETTINGS) {
  let record: AlertRecord | null = null;
  const changes: string[] = [];
  series.forEach((holds, i) => {
    const step = stepAlert(record, holds, i * HOUR, settings);
    record = step.record;
    if (step.change) changes.push(`${i}:${step.change}`);
  });
  return { record: record as AlertRecord | null, changes };
}

describe('alert rules', () => {
  it('uses the spec’s pacing band by default and lets overrides replace only what they name', () => {
    expect(DEFAULT_ALERT_SETTINGS).toMatchObject({ pacingLowPercent: -20, pacingHighPercent: 20 });
    const settings = settingsFor({ holdFor: 3 }, null, { pacingLowPercent: -10 });
    expect(settings).toMatchObject({ holdFor: 3, pacingLowPercent: -10, pacingHighPercent: 20, clearFor: 2 });
  });

  it('tests pacing against the band; no pacing yet never alerts', () => {
    expect(pacingCondition(-20.01, DEFAULT_ALERT_SETTINGS)).toBe('low');
    expect(pacingCondition(-20, DEFAULT_ALERT_SETTINGS)).toBeNull();
    expect(pacingCondition(20.5, DEFAULT_ALERT_SETTINGS)).toBe('high');
    expect(pacingCondition(null, DEFAULT_ALERT_SETTINGS)).toBeNull();
  });

  it('compares a day with the same weekday of recent weeks, above a volume floor only', () => {
    expect(deliveryDrop(400, [1000, 1200, 800, 1000, 5000], DEFAULT_ALERT_SETTINGS)).toEqual({
      baseline: 1000,
      dropPercent: 60,
      fires: true,
    });
    expect(deliveryDrop(700, [1000, 1000], DEFAULT_ALERT_SETTINGS)?.fires).toBe(false);
    // A small campaign: 0 against a baseline of 90 is noise.
    expect(deliveryDrop(0, [100, 80, 90], DEFAULT_ALERT_SETTINGS)).toBeNull();
    expect(deliveryDrop(0, [], DEFAULT_ALERT_SETTINGS)).toBeNull();
  });
});

describe('the life of an alert', () => {
  it('fires after holding for N evaluations and resolves after clearing for N', () => {
    const { changes, record } = run([true, true, true, false, false]);
    expect(changes).toEqual(['1:fired', '4:resolved']);
    expect(record).toMatchObject({ state: 'resolved', firstSeen: 0, lastSeen: 2 * HOUR });
  });

  it('turns a flapping series into one alert', () => {
    const { changes } = run([true, false, true, true, false, true, false, true, true, false, false]);
    expect(changes).toEqual(['3:fired', '10:resolved']);
  });

  it('drops a pending alert whose condition clears before it fired: nothing logged', () => {
    expect(run([true, false, false])).toEqual({ record: null, changes: [] });
  });

  it('fires at once with holdFor 1, and a resolved alert can fire again', () => {
    const settings = settingsFor({ holdFor: 1, clearFor: 1 });
    expect(run([true, false, true], settings).changes).toEqual(['0:fired', '1:resolved', '2:fired']);
  });

  it('keeps acknowledged and snoozed alerts out of the digest until the snooze ends, and forgets both on resolve', () => {
    const firing: AlertRecord = {
      state: 'firing',
      streak: 0,
      firstSeen: 0,
      lastSeen: 0,
      acknowledgedBy: null,
      snoozedUntil: null,
    };
    expect(wantsAttention(firing, 0)).toBe(true);
    expect(wantsAttention({ ...firing, acknowledgedBy: 'avery@example.com' }, 0)).toBe(false);
    expect(wantsAttention({ ...firing, snoozedUntil: 10 * HOUR }, 9 * HOUR)).toBe(false);
    expect(wantsAttention({ ...firing, snoozedUntil: 10 * HOUR }, 10 * HOUR)).toBe(true);
    let record: AlertRecord | null = { ...firing, acknowledgedBy: 'avery@example.com', snoozedUntil: 99 * HOUR };
    for (let i = 1; i <= 2; i += 1) record = stepAlert(record, false, i * HOUR, DEFAULT_ALERT_SETTINGS).record;
    expect(record).toMatchObject({ state: 'resolved', acknowledgedBy: null, snoozedUntil: null });
  });
});
