import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { SHARE_NOW, SHARE_SELECTION } from './fixtures';
import {
  EMPTY_SHARE_FORM,
  expiresAt,
  fixedRangeText,
  formError,
  rangeLabel,
  shareRequest,
  tabLabel,
  type ShareForm,
} from './share-options';

const DAY = 86_400_000;
const form = (patch: Partial<ShareForm>): ShareForm => ({ ...EMPTY_SHARE_FORM, ...patch });

describe('expiry', () => {
  it('is none, a number of days from now, or the end of a chosen day', () => {
    expect(expiresAt(form({ expiry: 'never' }), SHARE_NOW)).toEqual({ value: null });
    expect(expiresAt(form({ expiry: '1d' }), SHARE_NOW)).toEqual({ value: SHARE_NOW + DAY });
    expect(expiresAt(form({ expiry: '30d' }), SHARE_NOW)).toEqual({ value: SHARE_NOW + 30 * DAY });
    expect(expiresAt(form({ expiry: 'date', expiryDate: '2026-07-01' }), SHARE_NOW)).toEqual({
      value: DateTime.fromISO('2026-07-01').endOf('day').toMillis(),
    });
  });

  it('refuses a missing or past day', () => {
    expect(expiresAt(form({ expiry: 'date' }), SHARE_NOW)).toEqual({ error: 'Choose the day the link expires.' });
    expect(expiresAt(form({ expiry: 'date', expiryDate: '2026-06-01' }), SHARE_NOW)).toEqual({
      error: 'The expiry must be in the future.',
    });
  });
});

describe('formError', () => {
  it('accepts no password or one of 4 to 128 characters', () => {
    expect(formError(form({}), SHARE_NOW)).toBeNull();
    expect(formError(form({ password: 'abcd' }), SHARE_NOW)).toBeNull();
    expect(formError(form({ password: 'x'.repeat(128) }), SHARE_NOW)).toBeNull();
    expect(formError(form({ password: 'abc' }), SHARE_NOW)).toBe('A password must have 4 to 128 characters.');
    expect(formError(form({ password: 'x'.repeat(129) }), SHARE_NOW)).toBe('A password must have 4 to 128 characters.');
  });
});

describe('shareRequest', () => {
  it('sends a named range by name only', () => {
    const request = shareRequest(SHARE_SELECTION, [101], form({ password: '' }), SHARE_NOW);
    expect(request).toEqual({
      advertiserId: 10000001,
      tab: 'display',
      campaignIds: [101],
      viewCampaignId: null,
      daterange: 'last30days',
      editableRange: false,
      expiresAt: null,
      password: null,
    });
  });

  it('sends a custom range with its days, and the single campaign viewed', () => {
    const selection = {
      ...SHARE_SELECTION,
      daterange: 'customRange',
      startdate: '2026-05-01',
      enddate: '2026-05-31',
      viewCampaigns: 101,
    };
    expect(shareRequest(selection, [101], form({}), SHARE_NOW)).toMatchObject({
      daterange: 'customRange',
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      viewCampaignId: 101,
    });
  });
});

describe('labels', () => {
  it('names ranges and tabs as people read them', () => {
    expect(rangeLabel('last7days')).toBe('Last 7 Days');
    expect(rangeLabel('customRange', '2026-05-01', '2026-05-31')).toBe('5/01/26 – 5/31/26');
    expect(fixedRangeText('last30days', '2026-05-16', '2026-06-14')).toBe('Last 30 Days (5/16/26 – 6/14/26)');
    expect(fixedRangeText('customRange', '2026-05-16', '2026-06-14')).toBe('5/16/26 – 6/14/26');
    expect(tabLabel('summary')).toBe('Summary');
    expect(tabLabel('ott')).toBe('CTV');
    expect(tabLabel('emailsi')).toBe('Email Marketing');
  });
});
