import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/database';
import { recordUsage, usageFormatOf } from './record';

describe('recordUsage', () => {
  it('never throws: a failed insert is logged and the counted request goes on', async () => {
    const failure = new Error('disk full');
    const db = {
      insertInto: () => ({ values: () => ({ execute: () => Promise.reject(failure) }) }),
    } as unknown as Db;
    const log = vi.fn();
    await expect(recordUsage(db, { kind: 'sign_in', userId: 1 }, log)).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(failure);
  });

  it('writes the day (UTC) of the time it is given', async () => {
    const values = vi.fn(() => ({ execute: () => Promise.resolve([]) }));
    const db = { insertInto: () => ({ values }) } as unknown as Db;
    await recordUsage(db, { kind: 'export', agencyId: 3, format: 'pdf', at: Date.parse('2026-11-24T23:30:00-05:00') });
    expect(values).toHaveBeenCalledWith(
      expect.objectContaining({ day: '2026-11-25', agency_id: 3, kind: 'export', format: 'pdf', user_id: null }),
    );
  });

  it('names export formats as the report counts them', () => {
    expect(['pdf', 'pptx', 'xlsx', 'csv'].map(usageFormatOf)).toEqual(['pdf', 'ppt', 'xls', 'csv']);
  });
});
