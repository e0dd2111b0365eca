import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUSES, CAMPAIGN_STATUS_FILTERS, campaignStatusDescription, hasEnded } from './campaign-status';

const NOW = DateTime.fromISO('2024-06-15T12:00:00Z');

describe('campaign statuses', () => {
  it('lists the seven statuses of the spec', () => {
    expect(CAMPAIGN_STATUSES.map(({ status }) => status)).toEqual([
      'Live',
      'Cancelled',
      'Partially Reserved',
      'Reserved',
      'Completed',
      'Proposal',
      'Paused',
    ]);
  });

  it('offers All as the first filter', () => {
    expect(CAMPAIGN_STATUS_FILTERS[0]).toBe('All');
    expect(CAMPAIGN_STATUS_FILTERS).toHaveLength(8);
  });

  it('describes a known status and gives null otherwise', () => {
    expect(campaignStatusDescription('Paused')).toBe('Temporarily not delivering.');
    expect(campaignStatusDescription('Unknown')).toBeNull();
  });
});

describe('hasEnded', () => {
  it('is true when now is after the date', () => {
    expect(hasEnded('2024-06-15T11:59:59Z', NOW)).toBe(true);
  });

  it('is false at exactly the date', () => {
    expect(hasEnded('2024-06-15T12:00:00Z', NOW)).toBe(false);
  });

  it('is false before the date', () => {
    expect(hasEnded(new Date('2024-07-01T00:00:00Z'), NOW.toJSDate())).toBe(false);
  });

  it('reads the spec date formats', () => {
    expect(hasEnded('Jan 05, 2024', NOW)).toBe(true);
  });

  it('never counts an unparseable date as ended', () => {
    expect(hasEnded('soon', NOW)).toBe(false);
  });
});
