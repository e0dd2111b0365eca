import { YOUTUBE_AGE_RANGES } from '../../../../domain/metrics';
import type { Prng } from '../prng';
import {
  CALL_TRACKING_OUTCOMES,
  CONVERSION_TYPES,
  CREATIVE_THEMES,
  DISPLAY_SIZES,
  EMAIL_SUBJECTS,
  KEYWORDS,
  LOCAL_OUTLETS,
  PUBLISHERS,
  SOCIAL_AD_FORMATS,
  STREETS,
  TRAFFIC_SOURCES,
  VIDEO_LENGTHS,
} from './catalog';
import type { AdvertiserHome } from './home';
import { jostle, KeyPool, sample } from './pools';
import type { TypeProfile } from './profiles';

/** The advertiser facts that name a campaign's keys. */
export interface KeyContext {
  advertiserName: string;
  home: AdvertiserHome;
}

const AGE_WEIGHTS = [12, 24, 21, 17, 13, 9, 4];

/** Every breakdown pool of one campaign, by dimension name. Day-by-day picks come from these. */
export function campaignKeyPools(rng: Prng, profile: TypeProfile, context: KeyContext): Map<string, KeyPool> {
  const pools = new Map<string, KeyPool>();
  const { home, advertiserName } = context;
  const city = home.cities[0] ?? 'Springfield';
  if (profile.geo) {
    const size = rng.int(Math.min(60, home.zips.length), home.zips.length);
    pools.set(
      'zip',
      new KeyPool(
        rng,
        jostle(rng, home.zips, 0.5)
          .slice(0, size)
          .map((z) => z.zip),
        undefined,
        0.7,
      ),
    );
  }
  if (profile.publishers) {
    const local = LOCAL_OUTLETS[profile.publishers]!.flatMap((p) => home.cities.map((c) => p.replace('{city}', c)));
    const names = [...jostle(rng, PUBLISHERS[profile.publishers]!, 0.5), ...local];
    pools.set('publisher', new KeyPool(rng, names.slice(0, rng.int(Math.min(40, names.length), names.length))));
  }
  if (profile.devices) {
    const devices = profile.devices;
    pools.set(
      'device',
      new KeyPool(
        rng,
        devices.map(([d]) => d),
        devices.map(([, w]) => w * rng.range(0.8, 1.2)),
      ),
    );
  }
  const dims = new Set(profile.dims);
  if (dims.has('creative') || dims.has('social_ad')) {
    const video = profile.vcr !== undefined;
    const themes = sample(rng, CREATIVE_THEMES, rng.int(1, 2));
    const sizes = video ? VIDEO_LENGTHS : sample(rng, DISPLAY_SIZES, rng.int(2, 3));
    const formats = sample(rng, SOCIAL_AD_FORMATS, rng.int(2, 3));
    const creatives = themes.flatMap((t) => (dims.has('social_ad') ? formats : sizes).map((s) => `${t} ${s}`));
    pools.set(dims.has('social_ad') ? 'social_ad' : 'creative', new KeyPool(rng, creatives, undefined, 0.5));
  }
  if (dims.has('keyword')) {
    const kind = advertiserName.split(' ').slice(1).join(' ').toLowerCase() || 'service';
    const words = sample(rng, KEYWORDS, rng.int(8, KEYWORDS.length)).map((k) =>
      k.replace('{kind}', kind).replace('{city}', city.toLowerCase()),
    );
    pools.set('keyword', new KeyPool(rng, [...new Set(words)]));
  }
  if (dims.has('conversion')) {
    const storeHeavy = dims.has('geofence');
    const weights = CONVERSION_TYPES.map((t) => (t === 'Store Visit' ? (storeHeavy ? 8 : 1) : 3) * rng.range(0.5, 1.5));
    pools.set('conversion', new KeyPool(rng, [...CONVERSION_TYPES], weights));
  }
  if (dims.has('youtube_age')) pools.set('youtube_age', new KeyPool(rng, [...YOUTUBE_AGE_RANGES], AGE_WEIGHTS));
  if (dims.has('web')) pools.set('web', new KeyPool(rng, TRAFFIC_SOURCES, undefined, 1));
  if (dims.has('call_outcome'))
    pools.set(
      'call_outcome',
      new KeyPool(
        rng,
        CALL_TRACKING_OUTCOMES.map((o) => o.name),
      ),
    );
  if (dims.has('geofence')) pools.set('geofence', new KeyPool(rng, geofences(rng, context), undefined, 0.6));
  if (dims.has('station')) pools.set('station', new KeyPool(rng, stations(rng), undefined, 0.5));
  if (dims.has('email_campaign')) pools.set('email_campaign', new KeyPool(rng, sample(rng, EMAIL_SUBJECTS, 3)));
  return pools;
}

/** `GeoFenceName|AddressName`: the advertiser's own locations and a competitor or two, at real zips. */
function geofences(rng: Prng, { home, advertiserName }: KeyContext): string[] {
  const zips = home.zips.slice(0, 12);
  return Array.from({ length: rng.int(2, 6) }, (_, i) => {
    const zip = zips[i % Math.max(1, zips.length)];
    const address = `${rng.int(100, 9899)} ${rng.pick(STREETS)}, ${zip?.city ?? 'Springfield'}, ${zip?.state ?? 'IL'} ${zip?.zip ?? '62701'}`;
    const name = i < 3 ? `${advertiserName} - ${zip?.city ?? 'Main'}` : `Competitor ${i - 2} - ${zip?.city ?? 'Main'}`;
    return `${name}|${address}`;
  });
}

/** Two to four broadcast call signs. */
function stations(rng: Prng): string[] {
  const letter = (): string => String.fromCharCode(65 + rng.int(0, 25));
  const signs = Array.from({ length: rng.int(2, 4) }, () => `${rng.pick(['W', 'K'])}${letter()}${letter()}${letter()}`);
  return [...new Set(signs)];
}
