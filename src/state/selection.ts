/**
 * The dashboard selection of 000 §3 with the URL as its single source: parsed from the query string, written
 * back by navigation. A reload or a pasted link restores the same view.
 */
import { inferDateRange } from '../domain/date-range';
import { tabToTypes } from '../domain/tactics';

/** The selection as the screen uses it. */
export interface DashboardSelection {
  advertiserId: number | null;
  advertiserName: string;
  tab: string;
  daterange: string;
  startdate?: string;
  enddate?: string;
  /** Chosen campaign ids; null means every campaign of the tab. */
  campaigns: number[] | null;
  /** A single campaign viewed on its own (AllowSingleCampaignView). */
  viewCampaigns: number | null;
  /** The today view instead of the period. */
  today: boolean;
}

const positiveInt = (text: string | undefined): number | null => {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : null;
};
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the selection from flat query parameters; anything malformed falls back to its default. */
export function parseSelection(search: Readonly<Record<string, string>>): DashboardSelection {
  const startdate = ISO_DAY.test(search.startdate ?? '') ? search.startdate : undefined;
  const enddate = ISO_DAY.test(search.enddate ?? '') ? search.enddate : undefined;
  const ids = (search.campaigns ?? '')
    .split(',')
    .map((part) => positiveInt(part.trim()))
    .filter((id): id is number => id !== null);
  return {
    advertiserId: positiveInt(search.advertiserId),
    advertiserName: search.advertiserName ?? '',
    tab: /^[a-z0-9]+$/.test(search.tab ?? '') ? (search.tab as string) : 'summary',
    daterange: inferDateRange(search.daterange, startdate, enddate),
    ...(startdate ? { startdate } : {}),
    ...(enddate ? { enddate } : {}),
    campaigns: search.campaigns === undefined ? null : ids,
    viewCampaigns: positiveInt(search.viewCampaigns),
    today: search.view === 'today',
  };
}

/** Writes a selection as flat query parameters, leaving defaults out so URLs stay short. */
export function selectionSearch(selection: DashboardSelection): Record<string, string> {
  const search: Record<string, string> = {};
  if (selection.advertiserId) search.advertiserId = String(selection.advertiserId);
  if (selection.advertiserName) search.advertiserName = selection.advertiserName;
  search.tab = selection.tab;
  search.daterange = selection.daterange;
  if (selection.daterange === 'customRange' && selection.startdate && selection.enddate) {
    search.startdate = selection.startdate;
    search.enddate = selection.enddate;
  }
  if (selection.campaigns !== null) search.campaigns = selection.campaigns.join(',');
  if (selection.viewCampaigns) search.viewCampaigns = String(selection.viewCampaigns);
  if (selection.today) search.view = 'today';
  return search;
}

/** A campaign of the advertiser's list, as the selection needs it. */
export interface ListedCampaign {
  id: number;
  CampaignType: string;
}

/** The campaigns a tab shows: of the tab's types, narrowed to the chosen ids or the single viewed campaign. */
export function campaignsForTab<T extends ListedCampaign>(all: readonly T[], selection: DashboardSelection): T[] {
  const types = tabToTypes(selection.tab);
  const ofTab = all.filter((c) => types.includes(c.CampaignType));
  if (selection.viewCampaigns) return ofTab.filter((c) => c.id === selection.viewCampaigns);
  if (selection.campaigns === null) return ofTab;
  const chosen = new Set(selection.campaigns);
  return ofTab.filter((c) => chosen.has(c.id));
}

/** Switching advertiser resets the customer state (000 §4): tab, campaigns and single view go; the period stays. */
export function switchAdvertiser(
  selection: DashboardSelection,
  advertiserId: number,
  advertiserName: string,
): DashboardSelection {
  return {
    ...selection,
    advertiserId,
    advertiserName,
    tab: 'summary',
    campaigns: null,
    viewCampaigns: null,
    today: false,
  };
}
