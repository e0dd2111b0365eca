import { DIGITAL_DAYPARTS, digitalDaypartForHour } from '../../../../domain/dayparts';
import type { Prng } from '../prng';
import type { DayDelivery } from './daily';
import type { DimMeasures } from './rows';
import { splitInteger } from './split';
import { SPLIT_EXTRAS } from './split-extras';

/** Emits one breakdown row of the current campaign-day. */
export type EmitDim = (dim: string, key: string, measures: DimMeasures) => void;

const HOUR_KEYS = Array.from({ length: 24 }, (_, h) => String(h));
/** Hours in text order ('0', '1', '10', …), the order of the primary key. */
const HOURS_BY_KEY = HOUR_KEYS.map((_, h) => h).sort((a, b) => (HOUR_KEYS[a]! < HOUR_KEYS[b]! ? -1 : 1));
const DAYPARTS_BY_KEY = DIGITAL_DAYPARTS.map((d) => d.label).sort();
const DAYPART_OF_HOUR = HOUR_KEYS.map((_, h) => DAYPARTS_BY_KEY.indexOf(digitalDaypartForHour(h)));

/**
 * Splits a day over its 24 hours, then adds the hours up into the digital dayparts, so daypart rows always sum
 * to the day and agree with the hour rows. Hour rows are written only for recent days (`withHours`); a partial
 * day (today) delivers nothing after `cutoffHour`.
 */
export function hourRows(
  d: DayDelivery,
  profileHours: readonly number[],
  withHours: boolean,
  cutoffHour: number,
  rng: Prng,
  emit: EmitDim,
): void {
  const weights = profileHours.map((w, h) => (d.share < 1 && h > cutoffHour ? 0 : w * rng.range(0.85, 1.15)));
  const impressions = splitInteger(d.impressions, weights);
  const clicks = splitInteger(d.clicks, weights);
  const cents = splitInteger(d.cents, weights);
  const conversions = splitInteger(d.conversions, weights);
  const extras = SPLIT_EXTRAS.filter((m) => d[m] > 0).map((m) => [m, splitInteger(d[m], weights)] as const);
  const parts: DimMeasures[] = DAYPARTS_BY_KEY.map(() => ({ impressions: 0, clicks: 0, cents: 0, conversions: 0 }));
  const hourRow = (h: number): DimMeasures => {
    const row: DimMeasures = {
      impressions: impressions[h],
      clicks: clicks[h],
      cents: cents[h],
      conversions: conversions[h],
    };
    for (const [measure, split] of extras) row[measure] = split[h];
    return row;
  };
  for (let h = 0; h < 24; h++) {
    const part = parts[DAYPART_OF_HOUR[h]!]!;
    part.impressions! += impressions[h]!;
    part.clicks! += clicks[h]!;
    part.cents! += cents[h]!;
    part.conversions! += conversions[h]!;
    for (const [measure, split] of extras) part[measure] = (part[measure] ?? 0) + split[h]!;
  }
  parts.forEach((part, i) => {
    if (part.impressions || part.clicks || part.cents || part.conversions) emit('daypart', DAYPARTS_BY_KEY[i]!, part);
  });
  if (!withHours) return;
  for (const h of HOURS_BY_KEY) {
    if (weights[h] === 0) continue;
    emit('hour', HOUR_KEYS[h]!, hourRow(h));
  }
}
