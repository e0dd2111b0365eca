import { describe, expect, it } from 'vitest';
import { LINKING_SOURCES, hasBackfill, isNoAccountsLinked, joinAccountIds, withTextViewId } from './account-linking';

describe('account linking', () => {
  it('tracks backfill for every source but the ad-server orders', () => {
    expect(LINKING_SOURCES.filter((source) => !hasBackfill(source))).toEqual(['GoogleAdManager']);
  });

  it('reads "no accounts linked" in any case as empty', () => {
    expect(isNoAccountsLinked('No Accounts Linked')).toBe(true);
    expect(isNoAccountsLinked('Missing client id')).toBe(false);
  });

  it('joins account ids with commas', () => {
    expect(joinAccountIds([123, '456'])).toBe('123,456');
  });

  it('turns a numeric ViewId into text', () => {
    const record = withTextViewId({ id: 1, GoogleAnalytics: { AccountId: 'a', ViewId: 987 } });
    expect(record.GoogleAnalytics.ViewId).toBe('987');
  });

  it('leaves a record without a ViewId alone', () => {
    const record = { id: 1, GoogleAnalytics: null };
    expect(withTextViewId(record)).toBe(record);
  });
});
