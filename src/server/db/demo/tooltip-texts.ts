/**
 * The tooltip catalogue seeded with the demo data: a definition of every metric the portal shows (keyed by the
 * metric's field name, as answers carry it) and the help texts of 000 §9 (keys `help.*`). Texts only; the
 * seeding is in tooltips.ts.
 */
import { METRIC_CATALOGUE } from '../../../domain/metric-catalogue';

/** One catalogue entry. */
export interface TooltipSeed {
  key: string;
  title: string;
  message: string;
}

/** Metric definitions, keyed by field name. Formulas follow docs/api/performance.md. */
export const METRIC_TOOLTIPS: readonly TooltipSeed[] = [
  { key: 'Impressions', title: 'Impressions', message: 'The number of times an ad was shown.' },
  {
    key: 'HouseholdImpressions',
    title: 'Household Impressions',
    message: 'Impressions counted once per household reached (shown as Impressions on InnovidXP).',
  },
  { key: 'Clicks', title: 'Clicks', message: 'The number of times people clicked an ad.' },
  {
    key: 'ClickThrough',
    title: 'CTR',
    message: 'Click-through rate: clicks divided by impressions, as a percentage.',
  },
  {
    key: 'CTR',
    title: 'CTR',
    message: 'Click-through rate: clicks divided by impressions, as a percentage.',
  },
  {
    key: 'Conversions',
    title: 'Conversions',
    message: 'Actions taken after seeing or clicking an ad, such as a purchase, sign-up or form submission.',
  },
  {
    key: 'TotalConversions',
    title: 'Total Conversions',
    message: 'All conversions of the selected campaigns in the date range.',
  },
  {
    key: 'ConversionRate',
    title: 'Conversion Rate',
    message: 'Conversions divided by clicks, as a percentage.',
  },
  {
    key: 'ConversionType',
    title: 'Conversion Type',
    message: 'The kind of action counted as a conversion (purchase, lead, sign-up…).',
  },
  {
    key: 'LinkClicks',
    title: 'Link Clicks',
    message: 'Clicks on links in a social ad that lead to a destination on or off the platform.',
  },
  {
    key: 'SpendVal',
    title: 'Spend',
    message: 'The amount spent in the date range, according to the campaign’s pricing terms.',
  },
  {
    key: 'Cost',
    title: 'Media Cost',
    message: 'The raw media cost before markup. Shown to agency users only.',
  },
  {
    key: 'MarkupRate',
    title: 'Markup Rate',
    message: 'How much the spend exceeds the media cost, as a percentage of the media cost.',
  },
  {
    key: 'Reach',
    title: 'Reach',
    message: 'The number of unique people or households that saw an ad, summed per day.',
  },
  {
    key: 'Frequency',
    title: 'Frequency',
    message: 'The average number of times each person reached saw an ad: impressions divided by reach.',
  },
  {
    key: 'VCR',
    title: 'VCR',
    message: 'Video completion rate: the share of video impressions that played to the end, as a percentage.',
  },
  {
    key: 'VC100',
    title: 'Video Completions',
    message: 'The number of video ads that played to 100%.',
  },
  {
    key: 'Completions',
    title: 'Completions',
    message: 'The number of video or audio ads that played to the end.',
  },
  {
    key: 'CompletionRate',
    title: 'Completion Rate',
    message: 'Completions divided by impressions, as a percentage.',
  },
  {
    key: 'Views',
    title: 'Views',
    message: 'Video views as the platform counts them (for example 30 seconds watched, or the whole ad if shorter).',
  },
  {
    key: 'CostPerClick',
    title: 'CPC',
    message: 'Cost per click: spend divided by clicks.',
  },
  {
    key: 'CostPerMille',
    title: 'CPM',
    message: 'Cost per thousand impressions: spend divided by impressions, times 1,000.',
  },
  {
    key: 'CostPerView',
    title: 'CPV',
    message: 'Cost per completed view: spend divided by video completions.',
  },
  {
    key: 'CostPerDeployment',
    title: 'Cost per Deployment',
    message: 'Spend divided by the number of e-mail deployments sent in the date range.',
  },
  {
    key: 'CostPerResponse',
    title: 'Cost per Response',
    message: 'Spend divided by the responses attributed to the TV campaign.',
  },
  {
    key: 'EstimatedSearchImpressions',
    title: 'Estimated Search Impressions',
    message: 'Searches for the brand attributed to the TV campaign, as estimated by the measurement partner.',
  },
  {
    key: 'ImpressionShare',
    title: 'Impression Share',
    message: 'Impressions received divided by the impressions the ads were eligible for, as a percentage.',
  },
  {
    key: 'ImpressionGoal',
    title: 'Impression Goal',
    message: 'The number of impressions the campaign is contracted to deliver over its flight.',
  },
  {
    key: 'ImpressionPercent',
    title: 'Impressions Delivered %',
    message: 'Impressions delivered from the start of the flight divided by the impression goal, as a percentage.',
  },
  {
    key: 'Pacing',
    title: 'Pacing',
    message:
      'Delivery compared with an even spread of the goal over the flight so far: 0% is on pace, negative is behind, positive is ahead.',
  },
  {
    key: 'DailyGoal',
    title: 'Daily Goal',
    message: 'The impression goal divided evenly over the days of the flight.',
  },
  {
    key: 'ExpectedByNow',
    title: 'Expected by Now',
    message: 'The part of today’s daily goal that an even delivery would have reached by this time of day.',
  },
  {
    key: 'Sessions',
    title: 'Sessions',
    message: 'Visits to the website: a group of interactions by one user within a given time frame.',
  },
  {
    key: 'PageViews',
    title: 'Page Views',
    message: 'The number of website pages loaded, including repeated views of the same page.',
  },
  { key: 'Users', title: 'Users', message: 'People who started at least one session on the website.' },
  { key: 'NewUsers', title: 'New Users', message: 'Users who visited the website for the first time.' },
  {
    key: 'Visits',
    title: 'Visits',
    message: 'Visits to the advertiser’s website or locations attributed to the campaign.',
  },
  {
    key: 'StoreVisits',
    title: 'Store Visits',
    message: 'Visits to a physical location by people who saw an ad, measured by location data.',
  },
  { key: 'Calls', title: 'Calls', message: 'Phone calls received through the tracked numbers of the campaign.' },
  {
    key: 'CallOutcome',
    title: 'Call Outcome',
    message: 'How a tracked call ended (answered, missed, voicemail…).',
  },
  { key: 'Opens', title: 'Opens', message: 'The number of times recipients opened the e-mail.' },
  {
    key: 'Airings',
    title: 'Airings',
    message: 'The number of times the spot aired. Airings shorter than 4.0 seconds are not counted.',
  },
  {
    key: 'Aired',
    title: 'Aired',
    message: 'Spots that aired, as reported by the station.',
  },
  { key: 'Seconds', title: 'Seconds', message: 'Total airtime of the spots, in seconds.' },
  { key: 'Publisher', title: 'Publisher', message: 'The website, app or streaming platform that showed the ad.' },
  { key: 'Device', title: 'Device', message: 'The kind of device the ad was shown on.' },
  { key: 'Daypart', title: 'Daypart', message: 'The part of the day the ad was shown, in the agency’s time zone.' },
  { key: 'Hour', title: 'Hour', message: 'The hour of the day the ad was shown, in the agency’s time zone.' },
  { key: 'ZipCode', title: 'Zip Code', message: 'The zip code where the ad was shown.' },
  { key: 'City', title: 'City', message: 'The city where the ad was shown.' },
  { key: 'County', title: 'County', message: 'The county where the ad was shown.' },
  { key: 'state', title: 'State', message: 'The state where the ad was shown.' },
  { key: 'DMA', title: 'DMA', message: 'Designated Market Area: the TV market where the ad was shown.' },
  { key: 'Metro', title: 'Metro', message: 'The name of the Designated Market Area.' },
  { key: 'CreativeName', title: 'Creative', message: 'The ad creative that was shown.' },
  { key: 'SearchKey', title: 'Keyword', message: 'The search keyword that triggered the ad.' },
  { key: 'GeoFenceName', title: 'Geofence', message: 'The geofenced area in which people were reached.' },
  { key: 'Station', title: 'Station', message: 'The TV or radio station that aired the spot.' },
  {
    key: 'ContractStartDate',
    title: 'Contract Start',
    message: 'The earliest flight start of the campaigns shown.',
  },
  { key: 'ContractEndDate', title: 'Contract End', message: 'The latest flight end of the campaigns shown.' },
  {
    key: 'LastModifiedDate',
    title: 'Data Through',
    message: 'The last day for which delivery data has arrived.',
  },
];

/** The help texts of 000 §9. */
export const HELP_TOOLTIPS: readonly TooltipSeed[] = [
  {
    key: 'help.topN.publishers',
    title: 'Top publishers',
    message: 'Shows 100 records: the top 99 publishers by impressions, with the rest combined as Other.',
  },
  {
    key: 'help.topN.zips',
    title: 'Top zip codes',
    message: 'Shows 100 records: the top 99 zip codes by impressions, with the rest combined as Other.',
  },
  {
    key: 'help.topN.ottPlatforms',
    title: 'Top OTT platforms',
    message: 'Shows the top 9 OTT platforms by impressions, with the rest combined as Other.',
  },
  {
    key: 'help.pacing.below',
    title: 'Pacing below -20%',
    message: 'The campaign is pacing more than 20% behind. Check whether the campaign was paused or has ended.',
  },
  {
    key: 'help.broadcast.airings',
    title: 'Airings',
    message: 'Broadcast airings shorter than 4.0 seconds are not counted.',
  },
  {
    key: 'help.geofence.lag',
    title: 'Data delay',
    message:
      'Since Sep 1, 2023 some geofence and true-geo data arrives a day late: it is reported up to 36 hours after the day ends (previously 12 hours).',
  },
  {
    key: 'help.geoVideo.since',
    title: 'Geo video data',
    message: 'Geo video data is available from April 2022.',
  },
  {
    key: 'help.benchmarks',
    title: 'Benchmarks',
    message: 'Benchmarks compare your results with campaigns of the same type in the same industry.',
  },
];

/** The catalogue's definitions, under each metric's key and aliases; they win over the older texts above. */
const CATALOGUE_TOOLTIPS: readonly TooltipSeed[] = METRIC_CATALOGUE.flatMap(({ key, label, definition, aliases }) =>
  [key, ...(aliases ?? [])].map((name) => ({ key: name, title: label, message: definition })),
);

const catalogueKeys = new Set(CATALOGUE_TOOLTIPS.map((seed) => seed.key));

/** Every seeded tooltip. */
export const TOOLTIP_SEEDS: readonly TooltipSeed[] = [
  ...CATALOGUE_TOOLTIPS,
  ...METRIC_TOOLTIPS.filter((seed) => !catalogueKeys.has(seed.key)),
  ...HELP_TOOLTIPS,
];
