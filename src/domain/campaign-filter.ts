/** Campaign filter of 001 §4: which campaigns are checked and which type filters remain. */

/** A campaign list entry as the filter sees it. */
export interface FilterableCampaign {
  id: string | number;
  CampaignType: string;
  checked?: boolean;
}

/** The filter selection. A flag off means that dimension does not filter. */
export interface CampaignFilterState {
  selectedIds: readonly (string | number)[];
  selectedTypes: readonly string[];
  filterByCampaign: boolean;
  filterByType: boolean;
}

/** Result of applying a selection. */
export interface AppliedCampaignFilter<T extends FilterableCampaign> {
  campaigns: T[];
  selectedTypes: string[];
}

/**
 * Marks each campaign checked unless its type or its id is filtered out, then narrows the type filters to
 * types that still have a checked campaign, so the type picker never offers an empty type. Ids compare as text
 * because lists and URLs disagree on number versus string.
 */
export function applyCampaignFilter<T extends FilterableCampaign>(
  campaigns: readonly T[],
  state: CampaignFilterState,
): AppliedCampaignFilter<T> {
  const ids = new Set(state.selectedIds.map(String));
  const types = new Set(state.selectedTypes);
  const checked = campaigns.map((campaign) => ({
    ...campaign,
    checked:
      !(state.filterByType && !types.has(campaign.CampaignType)) &&
      !(state.filterByCampaign && !ids.has(String(campaign.id))),
  }));
  const live = new Set(checked.filter((campaign) => campaign.checked).map((campaign) => campaign.CampaignType));
  return { campaigns: checked, selectedTypes: state.selectedTypes.filter((type) => live.has(type)) };
}
