import { describe, expect, it } from 'vitest';
import { ALL_CAMPAIGN_TYPES, KNOWN_TABS, TACTIC_DISPLAY_NAMES, tabToTypes, tacticDisplayName } from './tactics';

describe('tabToTypes', () => {
  it('maps summary to OTT, PREROLL and DISPLAY', () => {
    expect(tabToTypes('summary')).toEqual(['OTT', 'PREROLL', 'DISPLAY']);
  });

  it('maps preroll and ott to themselves', () => {
    expect(tabToTypes('preroll')).toEqual(['PREROLL']);
    expect(tabToTypes('ott')).toEqual(['OTT']);
  });

  it('maps digitalvideo and video to VIDEO', () => {
    expect(tabToTypes('digitalvideo')).toEqual(['VIDEO']);
    expect(tabToTypes('video')).toEqual(['VIDEO']);
  });

  it('maps emailsi to EMAILMARKETING', () => {
    expect(tabToTypes('emailsi')).toEqual(['EMAILMARKETING']);
  });

  it.each([
    'display',
    'linear',
    'sem',
    'social',
    'broadcast',
    'simpgeofence',
    'simpott',
    'simppreroll',
    'simpdisplay',
    'googlesearch',
    'gtdisplay',
    'gtvideo',
    'ga',
    'googlevideo',
    'calltracking',
    'trugeofence',
    'gamdisplay',
    'gamvideo',
    'fbinsights',
    'audio',
    'tv2ott',
    'broadstreet',
    'youtubetv',
    'linkedin',
  ])('maps %s to its uppercase form', (tab) => {
    expect(tabToTypes(tab)).toEqual([tab.toUpperCase()]);
  });

  it('uses an unknown tab id as its own type, unchanged', () => {
    expect(tabToTypes('newThing')).toEqual(['newThing']);
  });

  it('returns a fresh array each time', () => {
    const first = tabToTypes('summary');
    first.push('X');
    expect(tabToTypes('summary')).toEqual(['OTT', 'PREROLL', 'DISPLAY']);
  });
});

describe('tactic catalogue', () => {
  it('knows the 30 tab ids of the spec', () => {
    expect(KNOWN_TABS).toHaveLength(30);
  });

  it('lists each produced type once', () => {
    expect(ALL_CAMPAIGN_TYPES).toHaveLength(new Set(ALL_CAMPAIGN_TYPES).size);
    expect(ALL_CAMPAIGN_TYPES).toContain('EMAILMARKETING');
    expect(ALL_CAMPAIGN_TYPES).toHaveLength(28);
  });

  it('names every produced type', () => {
    for (const type of ALL_CAMPAIGN_TYPES) expect(TACTIC_DISPLAY_NAMES[type]).toBeTruthy();
  });

  it('uses the spec names for the renamed tactics', () => {
    expect(['OTT', 'PREROLL', 'SOCIAL', 'BROADCAST', 'TV2OTT', 'LINEAR'].map(tacticDisplayName)).toEqual([
      'CTV',
      'Video',
      'Facebook Ads',
      'TV',
      'InnovidXP',
      'Sinclair RSN',
    ]);
  });

  it('names geofences and digital video as the spec does', () => {
    expect(tacticDisplayName('trugeofence')).toBe('Geofence + Foot Traffic');
    expect(tacticDisplayName('SIMPGEOFENCE')).toBe('Geofence');
    expect(tacticDisplayName('VIDEO')).toBe('Digital Video');
  });

  it('gives no two campaign types the same name', () => {
    const names = ALL_CAMPAIGN_TYPES.map(tacticDisplayName);
    const twice = names.filter((name, i) => names.indexOf(name) !== i);
    expect(twice).toEqual([]);
    expect(names).not.toContain('Summary');
  });

  it('shows an unknown type as given', () => {
    expect(tacticDisplayName('Mystery')).toBe('Mystery');
  });
});
