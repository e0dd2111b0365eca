import { describe, expect, it } from 'vitest';
import { CONNECTOR_LIST, CONNECTORS } from '../../../../connectors';
import { LINKING_SOURCES, type LinkingSource } from '../../../domain/account-linking';
import { SECTION_CAMPAIGN_TYPES, sectionsOfLink, sectionsOfLinks, sourcesOfSection } from './sections';

describe('linking sections per campaign type', () => {
  it('splits the two-section sources by campaign type: search, video, ad campaigns, pages', () => {
    expect(sectionsOfLink('ads', 'GOOGLESEARCH')).toEqual(['GoogleAds']);
    expect(sectionsOfLink('ads', 'GOOGLEVIDEO')).toEqual(['GoogleAdsVideo']);
    expect(sectionsOfLink('ads', null)).toEqual([]);
    expect(sectionsOfLink('facebook', 'SOCIAL')).toEqual(['FacebookAds']);
    expect(sectionsOfLink('facebook', 'FBINSIGHTS')).toEqual(['FacebookInsights']);
  });

  it('gives a one-section source its section for every object, and a source without sections none', () => {
    expect(sectionsOfLink('ad-manager', 'GAMVIDEO')).toEqual(['GoogleAdManager']);
    expect(sectionsOfLink('ad-manager', null)).toEqual(['GoogleAdManager']);
    expect(sectionsOfLink('email-impact', 'EMAILMARKETING')).toEqual(['SiteImpact']);
    expect(sectionsOfLink('linkedin', 'LINKEDIN')).toEqual([]);
    expect(sourcesOfSection('SiteImpact').sort()).toEqual(['email-impact', 'site-impact']);
    expect(
      sectionsOfLinks([
        { source: 'ads', campaign_type: 'GOOGLESEARCH' },
        { source: 'ads', campaign_type: 'GOOGLESEARCH' },
        { source: 'facebook', campaign_type: 'FBINSIGHTS' },
      ]),
    ).toEqual(['GoogleAds', 'FacebookInsights']);
  });

  it('agrees with the manifests: every split covers its source exactly, every section has a source', () => {
    for (const manifest of CONNECTOR_LIST) {
      const split = manifest.linkingSections.filter((section) => SECTION_CAMPAIGN_TYPES[section]);
      if (manifest.linkingSections.length > 1) expect(split).toEqual(manifest.linkingSections);
      if (split.length === 0) continue;
      const covered = split.flatMap((section) => SECTION_CAMPAIGN_TYPES[section]!);
      expect([...covered].sort()).toEqual([...manifest.campaignTypes].sort());
    }
    for (const section of Object.keys(SECTION_CAMPAIGN_TYPES) as LinkingSource[])
      expect(sourcesOfSection(section)).toHaveLength(1);
    for (const section of LINKING_SOURCES) expect(sourcesOfSection(section).length).toBeGreaterThan(0);
    expect(CONNECTORS.ads.campaignTypes).toEqual(['GOOGLESEARCH', 'GOOGLEVIDEO']);
  });
});
