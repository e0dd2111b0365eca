import { describe, expect, it } from 'vitest';
import { ALL_CAMPAIGN_TYPES, KNOWN_TABS } from '../../domain/tactics';
import { productTabs, tabForType } from './ProductSidebar';

describe('productTabs', () => {
  const tabs = productTabs(ALL_CAMPAIGN_TYPES, (type) => tabForType(type, KNOWN_TABS));

  it('lists no two sidebar entries under the same name, for an advertiser running every type', () => {
    const labels = tabs.map((t) => t.label);
    expect(labels.filter((label, i) => labels.indexOf(label) !== i)).toEqual([]);
  });

  it('gives each tab one entry', () => {
    const ids = tabs.map((t) => t.tab);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names both geofence products apart', () => {
    const labels = tabs.filter((t) => t.tab.endsWith('geofence')).map((t) => t.label);
    expect(labels).toEqual(['Geofence', 'Geofence + Foot Traffic']);
  });
});
