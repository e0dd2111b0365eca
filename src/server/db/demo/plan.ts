/** How wide the delivery facts of a scale are. */
export interface FactPlan {
  /** Days of history before today; null keeps every campaign's whole flight. */
  historyDays: number | null;
  /** Keys per campaign-day of the rotating breakdowns. */
  zipWidth: [number, number];
  publisherWidth: [number, number];
  keywordWidth: [number, number];
  /** Days before today that keep 'hour' rows (today always does). */
  hourDays: number;
}

/** How big each demo scale is. */
export interface ScalePlan {
  extraAgencies: number;
  subAgenciesPerAgency: number;
  stationsPerSubAgency: number;
  advertisersPerAgency: number;
  campaignsPerAdvertiser: [number, number];
  staffPerAgency: number;
  facts: FactPlan;
}

export const SCALE_PLANS: Record<'small' | 'demo' | 'large', ScalePlan> = {
  small: {
    extraAgencies: 0,
    subAgenciesPerAgency: 2,
    stationsPerSubAgency: 2,
    advertisersPerAgency: 8,
    campaignsPerAdvertiser: [1, 4],
    staffPerAgency: 2,
    facts: { historyDays: 120, zipWidth: [3, 5], publisherWidth: [3, 5], keywordWidth: [3, 5], hourDays: 1 },
  },
  demo: {
    extraAgencies: 2,
    subAgenciesPerAgency: 3,
    stationsPerSubAgency: 3,
    advertisersPerAgency: 40,
    campaignsPerAdvertiser: [2, 9],
    staffPerAgency: 6,
    facts: { historyDays: null, zipWidth: [15, 30], publisherWidth: [12, 25], keywordWidth: [8, 15], hourDays: 14 },
  },
  large: {
    extraAgencies: 6,
    subAgenciesPerAgency: 4,
    stationsPerSubAgency: 4,
    advertisersPerAgency: 500,
    campaignsPerAdvertiser: [4, 12],
    staffPerAgency: 10,
    facts: { historyDays: 240, zipWidth: [8, 16], publisherWidth: [6, 14], keywordWidth: [5, 10], hourDays: 2 },
  },
};

/** The fixed agencies; A and B are the ones the demo sign-ins belong to. */
export const FIXED_AGENCIES = [
  {
    key: 'A',
    name: 'Compulse Media',
    theme_code: 'compulse',
    time_zone: 'America/New_York',
    root_domain: 'compulse.localhost',
  },
  { key: 'B', name: 'SBG Advertising', theme_code: 'sbg', time_zone: 'America/Chicago', root_domain: 'sbg.localhost' },
  { key: 'C', name: 'Demo Agency', theme_code: 'demo', time_zone: 'America/Denver', root_domain: 'demo.localhost' },
  { key: 'D', name: 'Sightline Partners', theme_code: 'agency', time_zone: 'America/Los_Angeles', root_domain: null },
] as const;

/** Advertisers of agency A that the demo advertiser user sees; the first runs a campaign of every type. */
export const SHOWCASE_ADVERTISERS = [
  { id: 10000001, name: 'Riverside Auto Group', industry: 'Automotive' },
  { id: 10000002, name: 'Harbor Dental Care', industry: 'Dental' },
] as const;

export const FIRST_GENERATED_ADVERTISER_ID = 10000101;
