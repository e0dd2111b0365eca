import { describe, expect, it } from 'vitest';
import { applyCampaignFilter } from './campaign-filter';

const campaigns = [
  { id: 1, CampaignType: 'OTT' },
  { id: 2, CampaignType: 'OTT' },
  { id: 3, CampaignType: 'DISPLAY' },
];
const none = { selectedIds: [], selectedTypes: ['OTT', 'DISPLAY'], filterByCampaign: false, filterByType: false };

const checkedIds = (result: ReturnType<typeof applyCampaignFilter>) =>
  result.campaigns.filter((campaign) => campaign.checked).map((campaign) => campaign.id);

describe('applyCampaignFilter', () => {
  it('checks every campaign when nothing filters', () => {
    expect(checkedIds(applyCampaignFilter(campaigns, none))).toEqual([1, 2, 3]);
  });

  it('unchecks campaigns of a filtered-out type', () => {
    const result = applyCampaignFilter(campaigns, { ...none, filterByType: true, selectedTypes: ['OTT'] });
    expect(checkedIds(result)).toEqual([1, 2]);
  });

  it('unchecks campaigns whose id is filtered out, comparing ids as text', () => {
    const result = applyCampaignFilter(campaigns, { ...none, filterByCampaign: true, selectedIds: ['1', '3'] });
    expect(checkedIds(result)).toEqual([1, 3]);
  });

  it('narrows the type filters to types with a checked campaign', () => {
    const result = applyCampaignFilter(campaigns, { ...none, filterByCampaign: true, selectedIds: [2] });
    expect(result.selectedTypes).toEqual(['OTT']);
  });
});
