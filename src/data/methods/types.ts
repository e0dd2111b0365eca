import type { Dataset } from '../../domain/layout/dataset';
import type { DataSource } from '../../domain/layout/validate';

/** A campaign of the selection as the API takes it. */
export interface CampaignRef {
  id: number;
  type: string;
}

/** The section's selection the frame hands to a data method (000 §3 "Selection state"). */
export interface DataSelection {
  advertiserId: number;
  tab: string;
  daterange: string;
  startDate?: string;
  endDate?: string;
  /** Selected campaigns of the section's types. */
  campaigns: readonly CampaignRef[];
  campaignTypes: readonly string[];
  orderId?: string;
  /** The overview's "Filter By" choice: specific advertisers, or the advertisers of one user. */
  overviewFilter?: OverviewFilter;
}

/** The "Filter By" dropdown of the performance overview (query `advertisers=1,2` or `userId=N`). */
export interface OverviewFilter {
  advertisers?: readonly number[];
  userId?: number;
}

/** Page and sort a self-fetching kind asks for. */
export interface PageRequest {
  page: number;
  perPage: number;
  sortBy?: string;
  sortDesc: boolean;
  /** The view's filters (PagingControl.filters); absent or empty for none. */
  filters?: Readonly<Record<string, string>>;
}

/** Everything a data method needs. */
export interface DataRequest {
  selection: DataSelection;
  params: NonNullable<DataSource['params']>;
  page?: PageRequest;
  /** Bypass the server's response cache (the refresh control). */
  reload?: boolean;
  /** The region a map drills into (daily-by-geo): ZIPCODE, CITY, STATE or DMA and its value. */
  geo?: { geoType: string; value: string };
}

/** Fetches one module's data and hands it over as a Dataset. */
export type DataMethod = (request: DataRequest) => Promise<Dataset>;
