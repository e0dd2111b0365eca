import { describe, expect, it } from 'vitest';
import { readAlert, readAlertPage, readSettingsAnswer } from './alert-wire';
import { advertiserBeside, alertsToShow, isSnoozed, wantsAttentionNow } from './attention';
import { alertFixture, FIXTURE_NOW, OPEN_ALERTS, settingsFixture } from './fixtures';

describe('the alerts answers at the boundary', () => {
  it('reads a contract-shaped alert as it is and drops one without its id or label', () => {
    expect(readAlert(JSON.parse(JSON.stringify(alertFixture())))).toEqual(alertFixture());
    expect(readAlert({ ...alertFixture(), id: '1' })).toBeNull();
    expect(readAlert({ ...alertFixture(), ruleLabel: undefined })).toBeNull();
  });

  it('refuses an answer that is not a page, and keeps the readable alerts of one that is', () => {
    expect(() => readAlertPage([])).toThrow('The server’s answer about alerts could not be read.');
    expect(readAlertPage({ items: [alertFixture(), { id: 2 }], total: 2, limit: 100, offset: 0 }).items).toHaveLength(
      1,
    );
  });

  it('reads settings, and refuses them without a version', () => {
    expect(readSettingsAnswer(settingsFixture())).toEqual(settingsFixture());
    expect(() => readSettingsAnswer({ ...settingsFixture(), version: undefined })).toThrow();
  });
});

describe('which alerts want attention', () => {
  it('leaves out acknowledged ones and running snoozes, and lets an ended snooze back in', () => {
    expect(alertsToShow(OPEN_ALERTS, false, FIXTURE_NOW).map((a) => a.id)).toEqual([1, 4]);
    expect(alertsToShow(OPEN_ALERTS, true, FIXTURE_NOW)).toHaveLength(4);
    const snoozed = alertFixture({ snoozedUntil: '2026-11-27T00:00:00.000Z' });
    expect(isSnoozed(snoozed, FIXTURE_NOW)).toBe(false);
    expect(wantsAttentionNow(snoozed, FIXTURE_NOW)).toBe(true);
    expect(isSnoozed(alertFixture({ snoozedUntil: '2026-11-27' }), FIXTURE_NOW)).toBe(true);
  });
});

describe('the advertiser beside an alert', () => {
  it('is named when the object label (a campaign) does not name it, not twice', () => {
    expect(advertiserBeside(alertFixture({ objectLabel: 'Spring Sale' }))).toBe('Acme Motors');
    expect(advertiserBeside(alertFixture())).toBeNull();
    expect(advertiserBeside(alertFixture({ advertiserName: null }))).toBeNull();
  });
});
