/** How a campaign type delivers: rates, prices, daily shape and the breakdowns it reports. */
export interface TypeProfile {
  /** Dollars per thousand impressions (opens for e-mail, airing audience for broadcast). */
  cpm: [number, number];
  /** Clicks per impression. */
  ctr: [number, number];
  /** Completions per impression for video and audio; absent for types without quartiles. */
  vcr?: [number, number];
  /** Conversions per click, plus `viewThrough` conversions per impression. */
  conversionRate: [number, number];
  viewThrough?: number;
  /** Daily impressions when the campaign has no impression goal. */
  dailyVolume: [number, number];
  /** Impressions per reached person per day. */
  frequency: [number, number];
  /** Monday-first weekday factors. */
  week: readonly number[];
  /** Hour-of-day factors 0-23. */
  hours: readonly number[];
  /** Publisher family for the 'publisher' breakdown. */
  publishers?: 'ctv' | 'web' | 'video' | 'audio' | 'social';
  /** Devices with their weights. */
  devices?: readonly [string, number][];
  /** Breakdowns besides zip, publisher and device (those follow the fields above and `geo`). */
  dims: readonly string[];
  /** Reports zip codes. */
  geo?: boolean;
  /** Delivery that is not ad impressions: e-mail opens on send days, phone calls, site sessions, TV airings. */
  kind?: 'email' | 'calls' | 'web' | 'broadcast';
}

const WORKWEEK = [1.08, 1.1, 1.1, 1.06, 1, 0.8, 0.78];
const LEISURE = [0.92, 0.9, 0.92, 0.96, 1.05, 1.15, 1.14];
const FLAT = [1, 1, 1, 1, 1, 0.95, 0.95];
// Daytime browsing, evening streaming and commute listening, by hour 0-23.
const DAY_HOURS = [2, 1, 1, 1, 1, 2, 4, 6, 7, 7, 7, 7, 7, 7, 7, 7, 6, 6, 6, 6, 6, 5, 4, 3];
const EVENING_HOURS = [4, 3, 2, 1, 1, 1, 1, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 5, 7, 9, 10, 10, 8, 6];
const COMMUTE_HOURS = [1, 1, 1, 1, 2, 4, 7, 9, 8, 6, 5, 5, 5, 5, 5, 6, 8, 9, 7, 5, 4, 3, 2, 1];

const CTV_DEVICES: [string, number][] = [
  ['CTV', 82],
  ['Mobile', 8],
  ['Desktop', 6],
  ['Tablet', 4],
];
const WEB_DEVICES: [string, number][] = [
  ['Mobile', 58],
  ['Desktop', 32],
  ['Tablet', 10],
];
const VIDEO_DEVICES: [string, number][] = [
  ['Mobile', 45],
  ['Desktop', 25],
  ['CTV', 20],
  ['Tablet', 10],
];

const PROGRAMMATIC = ['daypart', 'hour', 'creative', 'conversion'];

const display: TypeProfile = {
  cpm: [4, 12],
  ctr: [0.0005, 0.004],
  conversionRate: [0.02, 0.08],
  viewThrough: 0.00002,
  dailyVolume: [5_000, 40_000],
  frequency: [1.6, 3.2],
  week: WORKWEEK,
  hours: DAY_HOURS,
  publishers: 'web',
  devices: WEB_DEVICES,
  dims: PROGRAMMATIC,
  geo: true,
};
const ctv: TypeProfile = {
  ...display,
  cpm: [22, 38],
  ctr: [0.0001, 0.0006],
  vcr: [0.9, 0.97],
  week: LEISURE,
  hours: EVENING_HOURS,
  frequency: [1.3, 2.2],
  publishers: 'ctv',
  devices: CTV_DEVICES,
};
const video: TypeProfile = {
  ...display,
  cpm: [12, 25],
  ctr: [0.001, 0.005],
  vcr: [0.7, 0.86],
  week: LEISURE,
  publishers: 'video',
  devices: VIDEO_DEVICES,
};
const search: TypeProfile = {
  cpm: [60, 150],
  ctr: [0.02, 0.06],
  conversionRate: [0.03, 0.09],
  dailyVolume: [400, 3_000],
  frequency: [1.1, 1.4],
  week: WORKWEEK,
  hours: DAY_HOURS,
  devices: WEB_DEVICES,
  dims: ['daypart', 'hour', 'keyword', 'conversion'],
  geo: true,
};
const social: TypeProfile = {
  cpm: [6, 12],
  ctr: [0.008, 0.016],
  conversionRate: [0.6, 0.9],
  dailyVolume: [4_000, 30_000],
  frequency: [1.4, 2.6],
  week: LEISURE,
  hours: EVENING_HOURS,
  publishers: 'social',
  devices: [
    ['Mobile', 80],
    ['Desktop', 14],
    ['Tablet', 6],
  ],
  dims: ['daypart', 'hour', 'social_ad'],
};

/** Profiles of every campaign type of `ALL_CAMPAIGN_TYPES`; an unknown type delivers like display. */
export const TYPE_PROFILES: Record<string, TypeProfile> = {
  DISPLAY: display,
  SIMPDISPLAY: display,
  GTDISPLAY: display,
  GAMDISPLAY: display,
  BROADSTREET: { ...display, cpm: [3, 8] },
  OTT: ctv,
  SIMPOTT: ctv,
  TV2OTT: { ...ctv, dims: ['daypart', 'hour'] },
  PREROLL: video,
  VIDEO: { ...video, vcr: [0.78, 0.93], devices: CTV_DEVICES.map(([d, w]) => [d, d === 'CTV' ? 50 : w * 3]) },
  SIMPPREROLL: video,
  GTVIDEO: video,
  GAMVIDEO: video,
  AUDIO: { ...display, cpm: [10, 20], ctr: [0, 0.0002], vcr: [0.85, 0.95], hours: COMMUTE_HOURS, publishers: 'audio' },
  SIMPGEOFENCE: { ...display, cpm: [8, 15], viewThrough: 0.0004, dims: [...PROGRAMMATIC, 'geofence'] },
  TRUGEOFENCE: { ...display, cpm: [9, 16], viewThrough: 0.0005, dims: [...PROGRAMMATIC, 'geofence'] },
  SEM: search,
  GOOGLESEARCH: search,
  SOCIAL: social,
  FBINSIGHTS: social,
  LINKEDIN: { ...social, cpm: [25, 40], ctr: [0.004, 0.008], week: WORKWEEK, hours: DAY_HOURS },
  YOUTUBETV: { ...video, publishers: undefined, dims: ['daypart', 'hour', 'youtube_age'] },
  GOOGLEVIDEO: { ...video, publishers: undefined, dims: ['daypart', 'hour', 'youtube_age', 'conversion'] },
  BROADCAST: { ...display, cpm: [15, 30], ctr: [0, 0], conversionRate: [0, 0], viewThrough: 0, week: FLAT },
  LINEAR: { ...display, cpm: [18, 35], ctr: [0, 0], conversionRate: [0, 0], viewThrough: 0, week: FLAT },
  EMAILMARKETING: { ...display, cpm: [20, 40], ctr: [0.02, 0.05], dailyVolume: [3_000, 20_000] },
  CALLTRACKING: { ...display, dailyVolume: [2, 30], week: WORKWEEK },
  GA: { ...display, dailyVolume: [200, 3_000], conversionRate: [0.01, 0.04] },
};

/** Broadcast, e-mail, call tracking and web analytics have their own breakdowns and none of the above. */
const SPECIAL: [string, TypeProfile['kind'], string[]][] = [
  ['BROADCAST', 'broadcast', ['station', 'airing']],
  ['LINEAR', 'broadcast', ['station', 'airing']],
  ['EMAILMARKETING', 'email', ['email_campaign']],
  ['CALLTRACKING', 'calls', ['call_outcome']],
  ['GA', 'web', ['web', 'conversion']],
];
for (const [type, kind, dims] of SPECIAL) {
  TYPE_PROFILES[type] = { ...TYPE_PROFILES[type]!, kind, dims, geo: false, publishers: undefined, devices: undefined };
}

/** Types whose impressions are video or audio plays with quartiles. */
export function hasQuartiles(profile: TypeProfile): boolean {
  return profile.vcr !== undefined;
}
