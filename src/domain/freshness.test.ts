import { describe, expect, it } from 'vitest';
import { judgeFreshness, worstStatus } from './freshness';

const GEO = { warnHours: 36, errorHours: 60 };
const at = (iso: string) => Date.parse(iso);

describe('data freshness', () => {
  it('gives geo data 36 hours after the day ends before it warns, then fails past the error threshold', () => {
    // Data through the 10th: the 11th ends at midnight of the 12th and is due by noon of the 13th.
    const facts = { dataThrough: '2026-11-10', lastSyncAt: at('2026-11-13T11:00:00Z') };
    expect(judgeFreshness(facts, GEO, at('2026-11-13T11:59:00Z')).status).toBe('ok');
    expect(judgeFreshness(facts, GEO, at('2026-11-13T13:00:00Z'))).toMatchObject({
      status: 'warning',
      dataLateHours: 1,
    });
    expect(judgeFreshness(facts, GEO, at('2026-11-14T13:00:00Z')).status).toBe('failing');
  });

  it('judges the sync clock too: current data with syncs that stopped is stale', () => {
    const facts = { dataThrough: '2026-11-25', lastSyncAt: at('2026-11-24T00:00:00Z') };
    const verdict = judgeFreshness(facts, GEO, at('2026-11-25T14:00:00Z'));
    expect(verdict).toMatchObject({ status: 'warning', dataLateHours: 0, syncAgeHours: 38 });
  });

  it('fails a source that never delivered or never synced', () => {
    expect(judgeFreshness({ dataThrough: null, lastSyncAt: null }, GEO, 0).status).toBe('failing');
    expect(
      judgeFreshness({ dataThrough: '2026-11-25', lastSyncAt: null }, GEO, at('2026-11-26T01:00:00Z')).status,
    ).toBe('failing');
  });

  it('leaves the sync clock out for a source that arrives by file', () => {
    const facts = { dataThrough: '2026-11-25', lastSyncAt: null, syncs: false };
    expect(judgeFreshness(facts, GEO, at('2026-11-26T01:00:00Z'))).toMatchObject({ status: 'ok', syncAgeHours: null });
    expect(judgeFreshness(facts, GEO, at('2026-11-28T13:00:00Z')).status).toBe('warning');
  });

  it('rolls the worst status up', () => {
    expect(worstStatus([])).toBe('ok');
    expect(worstStatus(['ok', 'warning', 'ok'])).toBe('warning');
    expect(worstStatus(['warning', 'failing'])).toBe('failing');
  });
});
