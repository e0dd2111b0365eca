/**
 * The tooltip catalogue seeded with the demo data (about 200 texts, 000 §9): a definition of every metric of the
 * metric catalogue and of every column of the field catalogue (keyed by the field name answers carry), the
 * per-tactic metric names (`LinkClicks`, `GoalCompletions`, `Leads`…), the products (`tactic.*`), the category
 * values a chart or table shows (`value.<Field>.<Value>`) and the help texts of 000 §9 (`help.*`). Texts only;
 * the seeding is in tooltips.ts. All are editable later in tooltip management.
 */
import { FIELD_CATALOGUE } from '../../../domain/field-labels';
import { METRIC_CATALOGUE } from '../../../domain/metric-catalogue';
import { TACTIC_DISPLAY_NAMES } from '../../../domain/tactics';

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
    key: 'ActiveOrders',
    title: 'Active Orders',
    message: 'Orders with at least one campaign running at some point in the period.',
  },
  {
    key: 'ActiveAdvertisers',
    title: 'Active Advertisers',
    message: 'Advertisers with at least one campaign running at some point in the period.',
  },
  {
    key: 'ActiveCampaigns',
    title: 'Active Campaigns',
    message: 'Campaigns running at some point in the period.',
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
  {
    key: 'help.summary.reachFrequency',
    title: 'Reach and Frequency',
    message: 'Reach and Frequency are hidden when they are under 1 or for Amazon campaigns.',
  },
  {
    key: 'help.summary.vcr',
    title: 'Completion figures',
    message: 'VCR and VC100 are hidden when no completions were reported for the period.',
  },
  {
    key: 'help.summary.spend',
    title: 'Spend figures',
    message: 'Spend and the costs computed from it are hidden when the agency hides spend or spend is not reported.',
  },
  {
    key: 'help.summary.pacing',
    title: 'Pacing',
    message: 'Pacing shows only for campaigns with an impression goal.',
  },
  {
    key: 'help.summary.allTime',
    title: 'Tactic summary',
    message: 'The tactic summary always covers the whole life of the campaigns, whatever the date range.',
  },
  {
    key: 'help.numbers.abbreviated',
    title: 'Abbreviated numbers',
    message: 'Large numbers are abbreviated: K for thousands, M for millions. Tables and exports show them in full.',
  },
  {
    key: 'help.ratios',
    title: 'Rates over a period',
    message: 'Rates such as CTR, VCR and open rate are computed from the period’s totals, never averaged over days.',
  },
  {
    key: 'help.timeZone',
    title: 'Time zone',
    message: 'Days, hours and dayparts are in the advertiser’s time zone.',
  },
  {
    key: 'help.dataThrough',
    title: 'Data through',
    message: 'Figures include data up to the last day it has arrived; the most recent days can still change.',
  },
  {
    key: 'help.other',
    title: 'Other',
    message: 'Other combines every row beyond the top rows shown.',
  },
  {
    key: 'help.tv.grps',
    title: 'Gross rating points',
    message: 'One GRP is an audience of 1% of the market’s TV homes; GRPs add up over the airings.',
  },
  {
    key: 'help.tv2ott.responses',
    title: 'Responses',
    message: 'Website visits from exposed households within the measurement window after the ad aired.',
  },
  {
    key: 'help.calls.outcomes',
    title: 'Call outcomes',
    message: 'The call-tracking system classes each call from the conversation, or the business sets it by hand.',
  },
  {
    key: 'help.email.deployments',
    title: 'Deployments',
    message: 'Each send of an e-mail to a list is one deployment; spend is charged per deployment.',
  },
  {
    key: 'help.search.impressionShare',
    title: 'Impression share',
    message: 'Impression share below 100% means budget or ad rank kept the ads from some eligible searches.',
  },
];

/**
 * The names a tactic gives a catalogue metric (metric-catalogue.ts TACTIC_LABELS), as their users know them.
 * A layout points a metric's tooltip at one of these with `{ key: 'LinkClicks', mapKey: 'Conversions' }`.
 */
export const TACTIC_METRIC_TOOLTIPS: readonly TooltipSeed[] = [
  {
    key: 'LinkClicks',
    title: 'Link Clicks',
    message: 'Clicks on links in a social ad that lead to a destination on or off the platform.',
  },
  {
    key: 'GoalCompletions',
    title: 'Goal Completions',
    message:
      'Website goals completed (a form sent, a purchase, a key page reached), as the analytics account defines them.',
  },
  {
    key: 'Leads',
    title: 'Leads',
    message: 'Calls the call-tracking system classed as a lead, an appointment booked or a sale.',
  },
  {
    key: 'Spots',
    title: 'Spots',
    message: 'TV spots that aired on the schedule; airings under 4.0 seconds are not counted.',
  },
  {
    key: 'CompletedListens',
    title: 'Completed Listens',
    message: 'Audio ads that played to the end.',
  },
  {
    key: 'LTR',
    title: 'LTR',
    message: 'Listen-through rate: completed listens divided by impressions, as a percentage.',
  },
  {
    key: 'SearchImpressions',
    title: 'Search Impressions',
    message: 'Impressions of the search ads on the search results pages.',
  },
];

/** What each product is, for the tactic names in the summary's charts and tables. */
const TACTIC_TEXTS: Readonly<Record<string, string>> = {
  DISPLAY: 'Banner ads on websites and apps, bought programmatically.',
  SIMPDISPLAY: 'Banner ads targeted to a geography, down to ZIP codes.',
  GAMDISPLAY: 'Banner ads served by Google Ad Manager on the publisher’s own sites.',
  GTDISPLAY: 'Banner ads on the Google Display Network.',
  BROADSTREET: 'Direct-sold ads on local news sites, served by Broadstreet.',
  OTT: 'Video ads on connected TVs and streaming apps (CTV/OTT).',
  SIMPOTT: 'Connected-TV ads targeted to a geography.',
  PREROLL: 'Video ads that play before or during online video.',
  SIMPPREROLL: 'Online video ads targeted to a geography.',
  VIDEO: 'Online video and connected-TV ads reported together.',
  GAMVIDEO: 'Video ads served by Google Ad Manager on the publisher’s own sites.',
  GTVIDEO: 'Video ads on Google’s video partners.',
  GOOGLEVIDEO: 'Video ads on YouTube, bought through Google Ads.',
  YOUTUBETV: 'Ads on YouTube and YouTube TV.',
  AUDIO: 'Ads in streaming audio and podcasts.',
  SIMPGEOFENCE: 'Ads shown to people seen at chosen places (geofences), with store visits measured.',
  TRUGEOFENCE: 'Ads shown to people seen at chosen places, measured by visits to the advertiser’s locations.',
  SEM: 'Paid search ads on search engines.',
  GOOGLESEARCH: 'Paid search ads on Google Search.',
  SOCIAL: 'Paid ads on Facebook and Instagram.',
  FBINSIGHTS: 'Facebook and Instagram results as Facebook reports them.',
  LINKEDIN: 'Paid ads on LinkedIn.',
  EMAILMARKETING: 'E-mails sent to rented or owned lists on the advertiser’s behalf.',
  GA: 'The advertiser’s website traffic, from Google Analytics.',
  CALLTRACKING: 'Calls to the campaign’s tracked phone numbers and how they ended.',
  LINEAR: 'TV spots on regional sports and linear networks.',
  BROADCAST: 'TV spots on local broadcast stations.',
  TV2OTT: 'Households exposed to the TV campaign and their visits to the website, measured by InnovidXP.',
};

const TACTIC_TOOLTIPS: readonly TooltipSeed[] = Object.entries(TACTIC_TEXTS).map(([type, message]) => ({
  key: `tactic.${type}`,
  title: TACTIC_DISPLAY_NAMES[type] ?? type,
  message,
}));

/** Category values a chart or a table shows, keyed `value.<Field>.<Value>` as the data carries them. */
const VALUE_TEXTS: readonly [field: string, value: string, title: string, message: string][] = [
  ['Daypart', 'Morning', 'Morning', '4am to 8:59am in the advertiser’s time zone.'],
  ['Daypart', 'MidDay', 'Midday', '9am to 1:59pm in the advertiser’s time zone.'],
  ['Daypart', 'Afternoon', 'Afternoon', '2pm to 5:59pm in the advertiser’s time zone.'],
  ['Daypart', 'Night', 'Night', '6pm to 11:59pm in the advertiser’s time zone.'],
  ['Daypart', 'Overnight', 'Overnight', 'Midnight to 3:59am in the advertiser’s time zone.'],
  ['Daypart', 'Early Morning', 'Early Morning', 'Broadcast daypart: 5am to 9am.'],
  ['Daypart', 'Daytime', 'Daytime', 'Broadcast daypart: 9am to 3pm.'],
  ['Daypart', 'Early Fringe', 'Early Fringe', 'Broadcast daypart: 3pm to 5pm.'],
  ['Daypart', 'Early News', 'Early News', 'Broadcast daypart: 5pm to 7pm.'],
  ['Daypart', 'Prime Access', 'Prime Access', 'Broadcast daypart: 8pm to 11pm.'],
  ['Daypart', 'Prime', 'Prime', 'Broadcast daypart: 7pm to 8pm.'],
  ['Daypart', 'Late News', 'Late News', 'Broadcast daypart: 11pm to 11:30pm.'],
  ['Daypart', 'Late Fringe', 'Late Fringe', 'Broadcast daypart: 11:30pm to 2am.'],
  ['Device', 'CTV', 'CTV', 'Connected TVs: smart TVs, streaming sticks and game consoles.'],
  ['Device', 'Mobile', 'Mobile', 'Phones, in apps and on the mobile web.'],
  ['Device', 'Desktop', 'Desktop', 'Desktop and laptop computers.'],
  ['Device', 'Tablet', 'Tablet', 'Tablets, in apps and on the web.'],
  ['CallOutcome', 'Lead', 'Lead', 'The caller is a potential customer the business can follow up.'],
  ['CallOutcome', 'AppointmentBooked', 'Appointment Booked', 'The call ended with an appointment or a visit booked.'],
  ['CallOutcome', 'Sale', 'Sale', 'The call ended with a sale.'],
  [
    'CallOutcome',
    'NotALead',
    'Not a Lead',
    'A call that was not about buying: a wrong number, a vendor, a job seeker.',
  ],
  ['CallOutcome', 'Voicemail', 'Voicemail', 'The caller reached voicemail.'],
  ['CallOutcome', 'Missed', 'Missed', 'Nobody answered and no message was left.'],
  ['Channel', 'Organic Search', 'Organic Search', 'Visitors from unpaid search results.'],
  ['Channel', 'Paid Search', 'Paid Search', 'Visitors from search ads.'],
  ['Channel', 'Direct', 'Direct', 'Visitors who typed the address or used a bookmark.'],
  ['Channel', 'Referral', 'Referral', 'Visitors from links on other websites.'],
  ['Channel', 'Organic Social', 'Organic Social', 'Visitors from unpaid social media posts.'],
  ['Channel', 'Paid Social', 'Paid Social', 'Visitors from social media ads.'],
  ['Channel', 'Email', 'Email', 'Visitors from links in e-mails.'],
  ['Channel', 'Display', 'Display', 'Visitors from banner ads.'],
  ['ConversionType', 'Purchase', 'Purchase', 'A completed order.'],
  ['ConversionType', 'Lead', 'Lead', 'A contact or quote form sent.'],
  ['ConversionType', 'SignUp', 'Sign-Up', 'A newsletter or account sign-up.'],
  ['ConversionType', 'PageVisit', 'Page Visit', 'A visit to a key page after seeing or clicking an ad.'],
];

const VALUE_TOOLTIPS: readonly TooltipSeed[] = VALUE_TEXTS.map(([field, value, title, message]) => ({
  key: `value.${field}.${value}`,
  title,
  message,
}));

/** The catalogue's definitions, under each metric's key and aliases; they win over the older texts above. */
const CATALOGUE_TOOLTIPS: readonly TooltipSeed[] = METRIC_CATALOGUE.flatMap(({ key, label, definition, aliases }) =>
  [key, ...(aliases ?? [])].map((name) => ({ key: name, title: label, message: definition })),
);

/** The field catalogue's definitions of the non-metric columns (CreativeName, ShortDate, CallOutcome…). */
const FIELD_TOOLTIPS: readonly TooltipSeed[] = Object.entries(FIELD_CATALOGUE).map(([key, field]) => ({
  key,
  title: field.label,
  message: field.definition,
}));

const generated = [...CATALOGUE_TOOLTIPS, ...FIELD_TOOLTIPS];
const generatedKeys = new Set(generated.map((seed) => seed.key));

/** Every seeded tooltip, each key once: the catalogues first, then the texts above they do not cover. */
export const TOOLTIP_SEEDS: readonly TooltipSeed[] = [
  ...generated,
  ...TACTIC_METRIC_TOOLTIPS.filter((seed) => !generatedKeys.has(seed.key)),
  ...METRIC_TOOLTIPS.filter(
    (seed) => !generatedKeys.has(seed.key) && !TACTIC_METRIC_TOOLTIPS.some((t) => t.key === seed.key),
  ),
  ...TACTIC_TOOLTIPS,
  ...VALUE_TOOLTIPS,
  ...HELP_TOOLTIPS,
];
