import { describe, expect, it } from 'vitest';
import { isDemoAdvertiser, visibleAdvertisers } from './advertisers';

const list = [{ id: 1 }, { id: 88888888 }, { propertyId: '88888888' }];
const user = (permissions: string[]) => ({ is_superuser: false, permissions, AgencyRight: [] });

describe('demo advertiser', () => {
  it('is recognised by id or propertyId, number or text', () => {
    expect(isDemoAdvertiser({ id: 88888888 })).toBe(true);
    expect(isDemoAdvertiser({ propertyId: '88888888' })).toBe(true);
    expect(isDemoAdvertiser({ id: 1 })).toBe(false);
  });

  it('is removed from results without SHOW_DEMO_ADVERTISER', () => {
    expect(visibleAdvertisers(list, user([]))).toEqual([{ id: 1 }]);
  });

  it('stays with the right', () => {
    expect(visibleAdvertisers(list, user(['show_demo_advertiser']))).toHaveLength(3);
  });
});
