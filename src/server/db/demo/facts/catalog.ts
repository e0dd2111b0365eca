/** Names the breakdown rows carry: real apps and sites, creatives, keywords and the like. */

/** A list written as `|`-separated names over several lines, which reads better than one name per line. */
function names(text: string): readonly string[] {
  return text
    .split(/[|\n]/)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Streaming apps and channels that sell CTV inventory, biggest first. */
const CTV = names(`
  Hulu | Roku Channel | Pluto TV | Samsung TV Plus | Tubi | Peacock | Paramount+ | Sling TV | Fubo | Philo
  Vizio WatchFree+ | LG Channels | Xumo Play | Amazon Freevee | Discovery+ | ESPN | Fox News | CNN
  Weather Channel | Fox Sports | NBC News Now | CBS News | ABC News Live | Fox Weather | A&E | AMC+ | Lifetime
  History | HGTV | Food Network | TLC | Bravo | USA Network | FX Now | TNT | TBS | MSNBC | CNBC | Bloomberg TV
  Newsy | Scripps News | Court TV | Game Show Network | Hallmark Movies Now | Great American Pure Flix
  Crackle | Plex | Haystack News | Local Now | NewsON | STIRR | Crunchyroll | Vudu | MotorTrend+ | Outside TV
  Cheddar News | Dove Channel | Revry | Glewed TV | Fandango at Home | NFL Network | NBA League Pass | MLB.tv
  PGA Tour | Bally Sports+ | Tastemade | Bob Ross Channel | CW App | PBS | Univision Now | Telemundo | Pantaya
  Frndly TV | DirecTV Stream | YouTube TV
`);

/** Web sites and apps that sell display and video inventory. */
const WEB = names(`
  weather.com | AccuWeather | ESPN.com | CNN.com | foxnews.com | nytimes.com | washingtonpost.com
  usatoday.com | yahoo.com | msn.com | aol.com | people.com | allrecipes.com | foodnetwork.com | cbssports.com
  bleacherreport.com | Words With Friends | Candy Crush Saga | Wordscapes | Solitaire Grand Harvest | Zillow
  Realtor.com | Trulia | Yelp | Pinterest | Reddit | Quora | IMDb | Fandango | WebMD | Healthline
  Mayo Clinic | Cars.com | Autotrader | Kelley Blue Book | Edmunds | The Weather Network | Wunderground
  MyRadar | Fox Weather App | Newsbreak | SmartNews | Flipboard | Ground News | Forbes | Business Insider
  CNBC.com | MarketWatch | Bloomberg.com | Reuters | AP News | NPR.org | Politico | The Hill | Newsweek | TIME
  The Atlantic | Vox | BuzzFeed | HuffPost | Daily Mail | New York Post | Sports Illustrated | Yahoo Sports
  The Athletic | FanDuel Sportsbook | DraftKings | theScore | MLB.com | NFL.com | Bon Appétit | Epicurious
  Tasty | Better Homes & Gardens | HGTV.com | Houzz | Apartment Therapy | Ranker | Fandom | GameFAQs
  Chess.com | Sudoku.com | Block Blast | Roblox | Subway Surfers | Merge Mansion | Township | Bingo Blitz
  Slotomania | Jackpot Party Casino | Coin Master | Toon Blast
`);

/** Video players: the web list's publishers that run pre-roll, plus the big video platforms. */
const VIDEO = [
  'YouTube',
  'Dailymotion',
  'Vimeo',
  'Twitch',
  'JW Player Network',
  'Connatix',
  'Primis',
  'Anyclip',
  'Minute Media',
  ...WEB.slice(0, 60),
];

const AUDIO = names(`
  Spotify | Pandora | iHeartRadio | SiriusXM | Audacy | TuneIn | SoundCloud | Amazon Music | Cumulus
  Townsquare Media | Salem Media | Podcast One | Stitcher | Libsyn | Megaphone | Acast | Wondery
  Triton Digital | AdsWizz | Radio.com | LiveOne | Deezer | Anghami | Simplecast | Art19
`);

const SOCIAL = ['Facebook', 'Instagram', 'Messenger', 'Audience Network'];

/** Publisher families of `TypeProfile.publishers`. */
export const PUBLISHERS: Record<string, readonly string[]> = {
  ctv: CTV,
  web: WEB,
  video: VIDEO,
  audio: AUDIO,
  social: SOCIAL,
};

/** Local outlets built from a market's cities make the long tail every real campaign has. */
export const LOCAL_OUTLETS: Record<string, readonly string[]> = {
  ctv: ['{city} News Now', '{city} Local Now', '{city} Weather 24/7'],
  web: ['{city} Patch', '{city} Daily News', '{city} Weather', '{city} Sports Report', '{city} Moms'],
  video: ['{city} Daily News', '{city} Sports Report'],
  audio: ['{city} Public Radio', '{city} Hits FM'],
  social: [],
};

/** Conversion types of the conversion breakdown. */
export const CONVERSION_TYPES = ['Website Visit', 'Store Visit', 'Phone Call', 'Form Fill'] as const;

/**
 * Call outcomes of call tracking (the `call_outcome` keys), with relative weights: answered calls that were
 * leads (the conversions), answered ones that were not, and unanswered ones.
 */
export const CALL_TRACKING_OUTCOMES = [
  { name: 'Lead', answered: true, lead: true, weight: 5 },
  { name: 'Appointment Booked', answered: true, lead: true, weight: 3 },
  { name: 'Sale', answered: true, lead: true, weight: 1.5 },
  { name: 'Not a Lead', answered: true, lead: false, weight: 1 },
  { name: 'Voicemail', answered: false, lead: false, weight: 3 },
  { name: 'Missed', answered: false, lead: false, weight: 2 },
] as const;

/** Traffic sources of the web analytics breakdown. */
export const TRAFFIC_SOURCES = ['Organic Search', 'Direct', 'Paid Search', 'Social', 'Referral', 'Email', 'Display'];

export const CREATIVE_THEMES = ['Spring Event', 'Brand Awareness', 'Limited Offer', 'Grand Opening', 'Holiday Sale'];
export const DISPLAY_SIZES = ['300x250', '728x90', '160x600', '320x50', '300x600'];
export const VIDEO_LENGTHS = [':15', ':30'];

/** Search terms; `{kind}` and `{city}` are filled from the advertiser. */
export const KEYWORDS = names(`
  {kind} near me | best {kind} | {kind} {city} | {city} {kind} | cheap {kind} | {kind} deals | {kind} reviews
  top rated {kind} | {kind} open now | {kind} prices | local {kind} | {kind} coupons | affordable {kind}
  {kind} hours | new {kind} | {kind} financing | {kind} appointment | {kind} specials
`);

export const SOCIAL_AD_FORMATS = ['Carousel', 'Single Image', 'Video', 'Story', 'Reel', 'Lead Form'];
export const EMAIL_SUBJECTS = ['Weekly Deals', 'New Arrivals', 'Members Only', 'Last Chance', 'Monthly Newsletter'];
export const STREETS = ['Main St', 'Oak Ave', 'Broadway', 'Market St', 'Park Blvd', 'Elm St', 'Highway 9', 'Center St'];
