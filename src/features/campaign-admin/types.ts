/** The campaign-management shapes of the issue-23 contract (docs/api.md), as the screens read them. */

/** A campaign as every campaign-management write answers it. */
export interface ManagedCampaign {
  CampaignId: number;
  AdvertiserId: number;
  AdvertiserName: string;
  CampaignName: string;
  FriendlyName: string | null;
  CampaignType: string;
  StartDate: string | null;
  EndDate: string | null;
  Status: string | null;
  SpendType: string | null;
  SpendRate: number | null;
  HideSpend: boolean;
  Audience: 'all' | 'staff';
  Hidden: boolean;
  HiddenAt: number | null;
  HiddenBy: string | null;
  Archived: boolean;
  ArchivedAt: number | null;
  ArchivedBy: string | null;
}

/** Delivery totals over a campaign's whole flight; `cost` is null for the client view. */
export interface Totals {
  impressions: number;
  clicks: number;
  cost: number | null;
  conversions: number;
}

/** An advertiser's totals before and after the change. */
export interface FigureChange {
  id: number;
  name: string;
  before: Totals;
  after: Totals;
}

/** A share link the change touches. */
export interface ImpactLink {
  id: number;
  shortId: string;
  tab: string;
  createdByName: string | null;
  createdAt: number;
  campaignCount: number;
  /** The link shows only the changed campaigns (it is revoked or left empty). */
  onlyThese: boolean;
}

/** A source (schedules, alerts) that may not exist yet: `available: false` reads "none yet". */
export interface OptionalSource {
  available: boolean;
  count: number;
}

/** What a hide, archive, move or product move affects (GET …/impact). */
export interface Impact {
  campaigns: { CampaignId: number; CampaignName: string; FriendlyName: string | null; CampaignType: string }[];
  shareLinks: { count: number; links: ImpactLink[] };
  layouts: { scope: 'agency' | 'advertiser'; tab: string }[];
  notes: number;
  scheduledReports: OptionalSource;
  alerts: OptionalSource;
  figures: { advertiser: FigureChange; target?: FigureChange };
  tabs?: { before: string[]; after: string[] };
}

/** One entry of a campaign's history. */
export interface HistoryEntry {
  id: number;
  at: string | number;
  actorEmail: string | null;
  facet: string;
  action: string;
  before: unknown;
  after: unknown;
  reverts: number | null;
  undoable: boolean;
  undoReason: string | null;
}

/** The campaign a dialog acts on. */
export interface CampaignRef {
  id: number;
  name: string;
  /** The campaign's product (tactic) code, when the dashboard knows it. */
  type?: string;
}

/** The advertiser whose dashboard is open. */
export interface AdvertiserRef {
  id: number;
  name: string;
  agencyId?: number;
}
