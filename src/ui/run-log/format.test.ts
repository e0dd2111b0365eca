import { describe, expect, it } from 'vitest';
import { fileSize, zonedTime } from './format';

describe('run times and sizes as the report screens write them', () => {
  it('writes a next run in the report’s own zone with its short name, across the November change', () => {
    expect(zonedTime(Date.parse('2026-10-30T13:00:00Z'), 'America/Chicago')).toBe('Fri 30 Oct 2026, 08:00 CDT');
    expect(zonedTime(Date.parse('2026-11-02T14:00:00Z'), 'America/Chicago')).toBe('Mon 2 Nov 2026, 08:00 CST');
  });

  it('writes sizes in B, KB and MB', () => {
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(720_932)).toBe('704.0 KB');
  });
});
