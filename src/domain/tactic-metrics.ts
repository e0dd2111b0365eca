/** Each tactic's own metrics and labels (000 §3), read through metric-catalogue.ts; see docs/metrics.md. */
import { ownValue } from './own';

/** Per-tactic labels (000 §3): Link Clicks for conversions on Social, Household Impressions on TV2OTT, … */
export const TACTIC_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  SOCIAL: { Conversions: 'Link Clicks' },
  FBINSIGHTS: { Conversions: 'Link Clicks' },
  LINKEDIN: { Conversions: 'Link Clicks' },
  TV2OTT: { Impressions: 'Household Impressions', HouseholdImpressions: 'Household Impressions' },
  GA: { Conversions: 'Goal Completions' },
  CALLTRACKING: { Conversions: 'Leads' },
  AUDIO: { CompletionRate: 'LTR', Completions: 'Completed Listens', VC100: 'Completed Listens' },
  TRUGEOFENCE: { Conversions: 'Store Visits' },
  SIMPGEOFENCE: { Conversions: 'Store Visits' },
  LINEAR: { Airings: 'Spots' },
  BROADCAST: { Airings: 'Spots' },
};

/** Paid search, on either platform. */
const SEARCH_METRICS: readonly string[] = [
  'EstimatedSearchImpressions',
  'Clicks',
  'ClickThrough',
  'CostPerClick',
  'Conversions',
  'CostPerConversion',
  'ImpressionShare',
  'SpendVal',
];

/**
 * Each tactic's native metric set, headline first, as its users know them (docs/metrics.md). Dashboards,
 * totals and exports show these; a metric outside a tactic's set is not shown on its tab.
 */
export const TACTIC_METRICS: Readonly<Record<string, readonly string[]>> = {
  DISPLAY: ['Impressions', 'Clicks', 'ClickThrough', 'Conversions', 'Reach', 'Frequency', 'CostPerMille', 'SpendVal'],
  SIMPDISPLAY: ['Impressions', 'Clicks', 'ClickThrough', 'Conversions', 'CostPerMille', 'SpendVal'],
  GAMDISPLAY: ['Impressions', 'Clicks', 'ClickThrough', 'Conversions', 'CostPerMille', 'SpendVal'],
  GTDISPLAY: ['Impressions', 'Clicks', 'ClickThrough', 'CostPerClick', 'Conversions', 'CostPerConversion', 'SpendVal'],
  BROADSTREET: ['Impressions', 'Clicks', 'ClickThrough', 'CostPerMille', 'SpendVal'],
  OTT: ['Impressions', 'Completions', 'CompletionRate', 'VC100', 'Reach', 'Frequency', 'CostPerView', 'SpendVal'],
  SIMPOTT: ['Impressions', 'Completions', 'CompletionRate', 'CostPerView', 'SpendVal'],
  PREROLL: [
    'Impressions',
    'Completions',
    'CompletionRate',
    'VC100',
    'Clicks',
    'ClickThrough',
    'CostPerView',
    'SpendVal',
  ],
  SIMPPREROLL: ['Impressions', 'Completions', 'CompletionRate', 'Clicks', 'ClickThrough', 'CostPerView', 'SpendVal'],
  VIDEO: ['Impressions', 'Completions', 'CompletionRate', 'VC100', 'Clicks', 'ClickThrough', 'CostPerView', 'SpendVal'],
  GAMVIDEO: ['Impressions', 'Completions', 'CompletionRate', 'VC100', 'CostPerView', 'SpendVal'],
  GTVIDEO: ['Impressions', 'Completions', 'CompletionRate', 'Clicks', 'CostPerView', 'SpendVal'],
  GOOGLEVIDEO: ['Impressions', 'Completions', 'CompletionRate', 'Clicks', 'ClickThrough', 'CostPerView', 'SpendVal'],
  YOUTUBETV: ['Impressions', 'Completions', 'CompletionRate', 'VC100', 'CostPerView', 'SpendVal'],
  AUDIO: ['Impressions', 'Completions', 'CompletionRate', 'Reach', 'Frequency', 'CostPerMille', 'SpendVal'],
  SIMPGEOFENCE: ['Impressions', 'Clicks', 'ClickThrough', 'Conversions', 'CostPerMille', 'SpendVal'],
  TRUGEOFENCE: [
    'Impressions',
    'Clicks',
    'ClickThrough',
    'Conversions',
    'ConversionRate',
    'CostPerConversion',
    'SpendVal',
  ],
  SEM: SEARCH_METRICS,
  GOOGLESEARCH: SEARCH_METRICS,
  SOCIAL: [
    'Reach',
    'Frequency',
    'Impressions',
    'Conversions',
    'Engagements',
    'EngagementRate',
    'CostPerMille',
    'SpendVal',
  ],
  FBINSIGHTS: ['Reach', 'Frequency', 'Impressions', 'Conversions', 'Engagements', 'EngagementRate', 'CostPerMille'],
  LINKEDIN: [
    'Reach',
    'Frequency',
    'Impressions',
    'Conversions',
    'Engagements',
    'EngagementRate',
    'CostPerMille',
    'SpendVal',
  ],
  EMAILMARKETING: [
    'Sends',
    'Deliveries',
    'Opens',
    'OpenRate',
    'Clicks',
    'ClickRate',
    'Deployments',
    'CostPerDeployment',
    'SpendVal',
  ],
  GA: [
    'Sessions',
    'Users',
    'NewUsers',
    'PageViews',
    'SessionEngagementRate',
    'BounceRate',
    'AvgSessionDuration',
    'Conversions',
  ],
  CALLTRACKING: [
    'Calls',
    'AnsweredCalls',
    'MissedCalls',
    'FirstTimeCallers',
    'AvgCallDuration',
    'Conversions',
    'CostPerCall',
    'SpendVal',
  ],
  LINEAR: ['Airings', 'HouseholdImpressions', 'GRPs', 'Reach', 'Frequency', 'SpendVal'],
  BROADCAST: ['Airings', 'HouseholdImpressions', 'GRPs', 'SpendVal'],
  TV2OTT: ['HouseholdImpressions', 'Responses', 'ResponseRate', 'CostPerResponse', 'SpendVal'],
};

/** The native metric set of a campaign type (any case); display's set for an unknown type. */
export function tacticMetrics(type: string): readonly string[] {
  return ownValue(TACTIC_METRICS, type.toUpperCase()) ?? TACTIC_METRICS.DISPLAY!;
}
