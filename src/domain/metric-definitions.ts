/**
 * The entries of the metric catalogue (metric-catalogue.ts reads them): what each metric is called, how it is shown,
 * how it aggregates and what it means. Data only; the lookups and the arithmetic are in metric-catalogue.ts.
 */

/** How a metric's value is shown. */
export type MetricKind =
  /** A whole count with thousands separators. */
  | 'integer'
  /** A value already in percent units, two decimals, trailing zeros trimmed. */
  | 'percent'
  /** Money, two decimals. */
  | 'currency'
  /** Seconds, shown as m:ss or h:mm:ss. */
  | 'duration'
  /** A plain ratio with at most two decimals (Frequency 3.2). */
  | 'ratio';

/**
 * Summable delivery measures: the fact columns (`fact_daily`, `fact_dim_daily`) a metric is computed from.
 * `spend` is client spend, computed per campaign from `cost` and the campaign's spend terms.
 */
export const MEASURES = [
  'impressions',
  'clicks',
  'cost',
  'spend',
  'conversions',
  'completions',
  'q25',
  'q50',
  'q75',
  'reach',
  'households',
  'responses',
  'search_impressions',
  'eligible_impressions',
  'sessions',
  'users',
  'new_users',
  'engaged_sessions',
  'pageviews',
  'session_seconds',
  'calls',
  'answered_calls',
  'first_time_callers',
  'call_seconds',
  'airings',
  'seconds',
  'grps',
  'engagements',
  'sends',
  'deliveries',
  'opens',
  'deployments',
] as const;

/** One summable measure. */
export type Measure = (typeof MEASURES)[number];

/** How a metric aggregates over rows, days and campaigns. */
export type Aggregation =
  /** The sum of one measure. */
  | { sum: Measure }
  /** `numerator ÷ denominator × scale`, both summed first; null when the denominator is 0. */
  | { ratio: readonly [numerator: Measure, denominator: Measure]; scale: number }
  /** The difference of two sums (Missed calls = calls − answered). */
  | { difference: readonly [Measure, Measure] }
  /** Computed elsewhere from campaign terms, not from facts (Pacing, goals, flight dates). */
  | { derived: string };

/** One catalogue entry. */
export interface MetricDefinition {
  /** The field name answers carry (`Impressions`, `ClickThrough`…). */
  key: string;
  /** Display label (000 §3: Imps, CTR, VCR, Spend…). */
  label: string;
  kind: MetricKind;
  aggregation: Aggregation;
  /** The tooltip and glossary text. */
  definition: string;
  /** Money derived from spend: hidden with spend (000 §9 summary filtering). */
  spendDerived?: boolean;
  /** Other field names answers use for the same metric (`CTR` for ClickThrough, `VCR` for CompletionRate). */
  aliases?: readonly string[];
  /** A lower value is better (cost per figures, bounce rate): charts and comparisons read it the other way. */
  lowerIsBetter?: boolean;
}

const sum = (measure: Measure): Aggregation => ({ sum: measure });
const percentOf = (numerator: Measure, denominator: Measure): Aggregation => ({
  ratio: [numerator, denominator],
  scale: 100,
});
const per = (numerator: Measure, denominator: Measure, scale = 1): Aggregation => ({
  ratio: [numerator, denominator],
  scale,
});

/** Every metric, in the order glossaries list them. */
export const METRIC_CATALOGUE: readonly MetricDefinition[] = [
  // Delivery
  {
    key: 'Impressions',
    label: 'Imps',
    kind: 'integer',
    aggregation: sum('impressions'),
    definition: 'The number of times an ad was shown.',
  },
  {
    key: 'Clicks',
    label: 'Clicks',
    kind: 'integer',
    aggregation: sum('clicks'),
    definition: 'The number of times people clicked an ad.',
  },
  {
    key: 'ClickThrough',
    label: 'CTR',
    kind: 'percent',
    aggregation: percentOf('clicks', 'impressions'),
    definition: 'Click-through rate: clicks divided by impressions, as a percentage.',
    aliases: ['CTR'],
  },
  {
    key: 'Conversions',
    label: 'Conversions',
    kind: 'integer',
    aggregation: sum('conversions'),
    definition: 'Actions taken after seeing or clicking an ad, such as a purchase, sign-up or form submission.',
    aliases: ['TotalConversions'],
  },
  {
    key: 'StoreVisits',
    label: 'Store Visits',
    kind: 'integer',
    aggregation: sum('conversions'),
    definition: 'Visits to a physical location by people who saw an ad, measured by location data.',
  },
  {
    key: 'Visits',
    label: 'Visits',
    kind: 'integer',
    aggregation: sum('sessions'),
    definition: 'Visits to the advertiser’s website attributed to the campaign.',
  },
  {
    key: 'ConversionRate',
    label: 'Conv. Rate',
    kind: 'percent',
    aggregation: percentOf('conversions', 'clicks'),
    definition: 'Conversions divided by clicks, as a percentage.',
  },
  {
    key: 'Reach',
    label: 'Reach',
    kind: 'integer',
    aggregation: sum('reach'),
    definition: 'The number of unique people or households who saw an ad at least once.',
  },
  {
    key: 'Frequency',
    label: 'Frequency',
    kind: 'ratio',
    aggregation: per('impressions', 'reach'),
    definition: 'The average number of times each person reached saw an ad: impressions divided by reach.',
  },
  // Video and audio
  {
    key: 'Completions',
    label: 'Completions',
    kind: 'integer',
    aggregation: sum('completions'),
    definition: 'The number of times a video or audio ad played to the end.',
  },
  {
    key: 'Views',
    label: 'Views',
    kind: 'integer',
    aggregation: sum('completions'),
    definition: 'Video views as the platform counts them (30 seconds watched, or the whole ad if shorter).',
  },
  {
    key: 'VC25',
    label: 'VC25',
    kind: 'integer',
    aggregation: sum('q25'),
    definition: 'Video plays that reached the first quarter of the ad.',
  },
  {
    key: 'VC50',
    label: 'VC50',
    kind: 'integer',
    aggregation: sum('q50'),
    definition: 'Video plays that reached the midpoint of the ad.',
  },
  {
    key: 'VC75',
    label: 'VC75',
    kind: 'integer',
    aggregation: sum('q75'),
    definition: 'Video plays that reached the third quarter of the ad.',
  },
  {
    key: 'VC100',
    label: 'VC100',
    kind: 'integer',
    aggregation: sum('completions'),
    definition: 'Video plays that reached the end of the ad (100% viewed).',
  },
  {
    key: 'CompletionRate',
    label: 'VCR',
    kind: 'percent',
    aggregation: percentOf('completions', 'impressions'),
    definition: 'Video completion rate: completed views divided by impressions, as a percentage.',
    aliases: ['VCR'],
  },
  // Spend and unit costs
  {
    key: 'SpendVal',
    label: 'Spend',
    kind: 'currency',
    aggregation: sum('spend'),
    definition: 'The amount spent in the date range, according to the campaign’s pricing terms.',
    spendDerived: true,
  },
  {
    key: 'Cost',
    label: 'Media Cost',
    kind: 'currency',
    aggregation: sum('cost'),
    definition: 'The raw media cost before the agency’s markup (agency users only).',
    spendDerived: true,
  },
  {
    key: 'MarkupRate',
    label: 'Markup',
    kind: 'percent',
    aggregation: { derived: 'spend over media cost, less one' },
    definition: 'How much the client spend exceeds the raw media cost, as a percentage of the media cost.',
    spendDerived: true,
  },
  {
    key: 'CostPerClick',
    label: 'CPC',
    kind: 'currency',
    aggregation: per('spend', 'clicks'),
    definition: 'Cost per click: spend divided by clicks.',
    spendDerived: true,
    lowerIsBetter: true,
  },
  {
    key: 'CostPerMille',
    label: 'CPM',
    kind: 'currency',
    aggregation: per('spend', 'impressions', 1000),
    definition: 'Cost per thousand impressions: spend divided by impressions, times 1,000.',
    spendDerived: true,
    lowerIsBetter: true,
  },
  {
    key: 'CostPerView',
    label: 'CPV',
    kind: 'currency',
    aggregation: per('spend', 'completions'),
    definition: 'Cost per completed view: spend divided by completions.',
    spendDerived: true,
    lowerIsBetter: true,
  },
  {
    key: 'CostPerConversion',
    label: 'Cost / Conv.',
    kind: 'currency',
    aggregation: per('spend', 'conversions'),
    definition: 'Cost per conversion: spend divided by conversions.',
    spendDerived: true,
    lowerIsBetter: true,
  },
  {
    key: 'CostPerCall',
    label: 'Cost / Call',
    kind: 'currency',
    aggregation: per('spend', 'calls'),
    definition: 'Spend divided by the number of calls received.',
    spendDerived: true,
    lowerIsBetter: true,
  },
  {
    key: 'CostPerDeployment',
    label: 'Cost / Deployment',
    kind: 'currency',
    aggregation: per('spend', 'deployments'),
    definition: 'Spend divided by the number of e-mail deployments sent.',
    spendDerived: true,
    lowerIsBetter: true,
  },
  {
    key: 'CostPerResponse',
    label: 'Cost / Response',
    kind: 'currency',
    aggregation: per('spend', 'responses'),
    definition: 'Spend divided by the responses (site visits) attributed to the TV exposure.',
    spendDerived: true,
    lowerIsBetter: true,
  },
  // Goals and pacing
  {
    key: 'ImpressionGoal',
    label: 'Imp. Goal',
    kind: 'integer',
    aggregation: { derived: 'sum of the campaigns’ impression goals' },
    definition: 'The number of impressions the campaigns are contracted to deliver over their flights.',
  },
  {
    key: 'ImpressionPercent',
    label: 'Goal %',
    kind: 'percent',
    aggregation: { derived: 'impressions to date over the impression goal' },
    definition: 'Impressions delivered so far as a percentage of the impression goal.',
  },
  {
    key: 'Pacing',
    label: 'Pacing',
    kind: 'percent',
    aggregation: { derived: 'delivered against the even-spread expectation' },
    definition:
      'How delivery compares to an even spread of the goal over the flight: 0% is on pace, below −20% is behind.',
  },
  // Agency overview (issue 24): counts over the range, not sums of delivery
  {
    key: 'ActiveOrders',
    label: 'Active Orders',
    kind: 'integer',
    aggregation: { derived: 'orders with a campaign flight in the range' },
    definition: 'Orders with at least one campaign running at some point in the period.',
  },
  {
    key: 'ActiveAdvertisers',
    label: 'Active Advertisers',
    kind: 'integer',
    aggregation: { derived: 'advertisers with a campaign flight in the range' },
    definition: 'Advertisers (clients) with at least one campaign running at some point in the period.',
  },
  {
    key: 'ActiveCampaigns',
    label: 'Active Campaigns',
    kind: 'integer',
    aggregation: { derived: 'campaigns with a flight in the range' },
    definition: 'Campaigns running at some point in the period.',
  },
  // Search
  {
    key: 'EstimatedSearchImpressions',
    label: 'Search Imps',
    kind: 'integer',
    aggregation: sum('search_impressions'),
    definition: 'Impressions of the search ads on the search results pages.',
  },
  {
    key: 'ImpressionShare',
    label: 'Imp. Share',
    kind: 'percent',
    aggregation: percentOf('search_impressions', 'eligible_impressions'),
    definition: 'Impressions received divided by the impressions the ads were eligible to receive.',
  },
  // Social
  {
    key: 'Engagements',
    label: 'Engagements',
    kind: 'integer',
    aggregation: sum('engagements'),
    definition: 'Reactions, comments, shares, saves and link clicks on a social ad.',
  },
  {
    key: 'EngagementRate',
    label: 'Eng. Rate',
    kind: 'percent',
    aggregation: percentOf('engagements', 'impressions'),
    definition: 'Engagements divided by impressions, as a percentage.',
  },
  // Web analytics
  {
    key: 'Sessions',
    label: 'Sessions',
    kind: 'integer',
    aggregation: sum('sessions'),
    definition: 'Visits to the website: a session ends after 30 minutes without activity.',
  },
  {
    key: 'Users',
    label: 'Users',
    kind: 'integer',
    aggregation: sum('users'),
    definition: 'People who visited the website, counted once per day.',
  },
  {
    key: 'NewUsers',
    label: 'New Users',
    kind: 'integer',
    aggregation: sum('new_users'),
    definition: 'Visitors on their first visit to the website.',
  },
  {
    key: 'PageViews',
    label: 'Page Views',
    kind: 'integer',
    aggregation: sum('pageviews'),
    definition: 'Pages viewed on the website, counting repeated views of one page.',
  },
  {
    key: 'PagesPerSession',
    label: 'Pages / Session',
    kind: 'ratio',
    aggregation: per('pageviews', 'sessions'),
    definition: 'Page views divided by sessions.',
  },
  {
    key: 'EngagedSessions',
    label: 'Engaged Sessions',
    kind: 'integer',
    aggregation: sum('engaged_sessions'),
    definition: 'Sessions that lasted over 10 seconds, viewed two or more pages, or completed a goal.',
  },
  {
    key: 'SessionEngagementRate',
    label: 'Engagement Rate',
    kind: 'percent',
    aggregation: percentOf('engaged_sessions', 'sessions'),
    definition: 'Engaged sessions divided by sessions, as a percentage.',
  },
  {
    key: 'BounceRate',
    label: 'Bounce Rate',
    kind: 'percent',
    aggregation: { derived: '100% less the engagement rate' },
    definition: 'Sessions that were not engaged, as a percentage of all sessions (100% less the engagement rate).',
    lowerIsBetter: true,
  },
  {
    key: 'AvgSessionDuration',
    label: 'Avg. Session',
    kind: 'duration',
    aggregation: per('session_seconds', 'sessions'),
    definition: 'The average length of a session: total session time divided by sessions.',
  },
  // Calls
  {
    key: 'Calls',
    label: 'Calls',
    kind: 'integer',
    aggregation: sum('calls'),
    definition: 'Phone calls received on the tracking numbers.',
  },
  {
    key: 'AnsweredCalls',
    label: 'Answered',
    kind: 'integer',
    aggregation: sum('answered_calls'),
    definition: 'Calls that were answered by a person.',
  },
  {
    key: 'MissedCalls',
    label: 'Missed',
    kind: 'integer',
    aggregation: { difference: ['calls', 'answered_calls'] },
    definition: 'Calls that were not answered (busy, abandoned or sent to voicemail).',
    lowerIsBetter: true,
  },
  {
    key: 'AnswerRate',
    label: 'Answer Rate',
    kind: 'percent',
    aggregation: percentOf('answered_calls', 'calls'),
    definition: 'Answered calls divided by all calls, as a percentage.',
  },
  {
    key: 'FirstTimeCallers',
    label: 'First-Time Callers',
    kind: 'integer',
    aggregation: sum('first_time_callers'),
    definition: 'Callers whose number had not called the tracking numbers before.',
  },
  {
    key: 'AvgCallDuration',
    label: 'Avg. Call',
    kind: 'duration',
    aggregation: per('call_seconds', 'calls'),
    definition: 'The average length of a call: total talk time divided by calls.',
  },
  // E-mail
  {
    key: 'Sends',
    label: 'Sends',
    kind: 'integer',
    aggregation: sum('sends'),
    definition: 'E-mails sent to the list.',
  },
  {
    key: 'Deliveries',
    label: 'Delivered',
    kind: 'integer',
    aggregation: sum('deliveries'),
    definition: 'E-mails accepted by the recipients’ mail servers (sends less bounces).',
  },
  {
    key: 'DeliveryRate',
    label: 'Delivery Rate',
    kind: 'percent',
    aggregation: percentOf('deliveries', 'sends'),
    definition: 'Delivered e-mails divided by sends, as a percentage.',
  },
  {
    key: 'Opens',
    label: 'Opens',
    kind: 'integer',
    aggregation: sum('opens'),
    definition: 'Recipients who opened the e-mail.',
  },
  {
    key: 'OpenRate',
    label: 'Open Rate',
    kind: 'percent',
    aggregation: percentOf('opens', 'deliveries'),
    definition: 'Opens divided by delivered e-mails, as a percentage.',
  },
  {
    key: 'ClickRate',
    label: 'Click Rate',
    kind: 'percent',
    aggregation: percentOf('clicks', 'deliveries'),
    definition: 'Clicks divided by delivered e-mails, as a percentage.',
  },
  {
    key: 'Deployments',
    label: 'Deployments',
    kind: 'integer',
    aggregation: sum('deployments'),
    definition: 'Distinct e-mail sends (deployments) in the date range.',
  },
  // Television
  {
    key: 'Airings',
    label: 'Airings',
    kind: 'integer',
    aggregation: sum('airings'),
    definition: 'Spots that aired; airings under 4.0 seconds are not counted.',
    aliases: ['Aired'],
  },
  {
    key: 'Seconds',
    label: 'Airtime',
    kind: 'duration',
    aggregation: sum('seconds'),
    definition: 'Total length of the counted airings.',
  },
  {
    key: 'HouseholdImpressions',
    label: 'HH Imps',
    kind: 'integer',
    aggregation: sum('households'),
    definition: 'Impressions counted once per household reached.',
  },
  {
    key: 'GRPs',
    label: 'GRPs',
    kind: 'ratio',
    aggregation: sum('grps'),
    definition:
      'Gross rating points: household impressions as a percentage of the market’s TV homes, summed over airings.',
  },
  {
    key: 'Responses',
    label: 'Responses',
    kind: 'integer',
    aggregation: sum('responses'),
    definition: 'Website visits from households shortly after they were exposed to the TV ad.',
  },
  {
    key: 'ResponseRate',
    label: 'Response Rate',
    kind: 'percent',
    aggregation: percentOf('responses', 'households'),
    definition: 'Responses divided by household impressions, as a percentage.',
  },
];
