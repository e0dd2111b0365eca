import { dayToIso, type ResolvedRange } from '../../../domain/date-presets';
import { tacticDisplayName } from '../../../domain/tactics';
import { OTHER_LABEL, TOP_RECORDS, topNWithOther } from '../../../domain/top-n';
import type { ServiceContext } from '../../kernel/context';
import type { Audience } from './audience';
import { previousFields, previousRange, type PreviousFields } from './previous';
import { clickThrough, rollupSums, totalSums, type RollupMeasureSums } from './rollups';

/** The period an overview answer covers. */
export interface RangeFields {
  daterange: string;
  StartDate: string;
  EndDate: string;
}

/** Delivery figures of an overview row. */
export interface DeliveryFields {
  Impressions: number;
  Clicks: number;
  ClickThrough: number;
  Conversions: number;
}

/** `impressions/{daterange}`: totals and one point per day with delivery, and the previous period's totals. */
export interface ImpressionsAnswer extends RangeFields, DeliveryFields {
  Daily: ({ Date: string } & DeliveryFields)[];
  /** The same number of days ending the day before StartDate (issue 24: change against the previous period). */
  Previous: PreviousFields & DeliveryFields;
}

/** `impressions/by-tactic/{daterange}`: one row per campaign type, largest first. */
export interface ByTacticAnswer extends RangeFields {
  Tactics: ({ CampaignType: string; Tactic: string; Share: number } & DeliveryFields)[];
}

/** `impressions/by-clients/{daterange}`: the top 99 advertisers by impressions, the rest summed as 'Other'. */
export interface ByClientsAnswer extends RangeFields {
  Clients: ({ AdvertiserId: number | null; AdvertiserName: string } & DeliveryFields)[];
}

/** The range fields every overview answer carries. */
export const rangeFields = (range: ResolvedRange): RangeFields => ({
  daterange: range.name,
  StartDate: range.startDate,
  EndDate: range.endDate,
});

const delivery = (sums: RollupMeasureSums): DeliveryFields => ({
  Impressions: sums.impressions,
  Clicks: sums.clicks,
  ClickThrough: clickThrough(sums),
  Conversions: sums.conversions,
});

/** Total delivery of the audience over the range, with the daily series. */
export async function impressionsOverview(
  ctx: ServiceContext,
  audience: Audience,
  range: ResolvedRange,
): Promise<ImpressionsAnswer> {
  const previous = previousRange(range);
  const [days, before] = await Promise.all([
    rollupSums(ctx, audience, range, 'day'),
    rollupSums(ctx, audience, previous, 'campaign_type'),
  ]);
  return {
    ...rangeFields(range),
    ...delivery(totalSums(days)),
    Daily: days.map((row) => ({ Date: dayToIso(Number(row.group)), ...delivery(row) })),
    Previous: { ...previousFields(previous), ...delivery(totalSums(before)) },
  };
}

/** Delivery per campaign type; `Share` is the type's percent of all impressions. */
export async function impressionsByTactic(
  ctx: ServiceContext,
  audience: Audience,
  range: ResolvedRange,
): Promise<ByTacticAnswer> {
  const types = await rollupSums(ctx, audience, range, 'campaign_type');
  const all = totalSums(types).impressions;
  const rows = types
    .filter((row) => row.impressions > 0 || row.clicks > 0 || row.conversions > 0)
    .sort((a, b) => b.impressions - a.impressions || a.group.localeCompare(b.group));
  return {
    ...rangeFields(range),
    Tactics: rows.map((row) => ({
      CampaignType: row.group,
      Tactic: tacticDisplayName(row.group),
      Share: all > 0 ? Math.round((row.impressions / all) * 10_000) / 100 : 0,
      ...delivery(row),
    })),
  };
}

/** Delivery per advertiser, largest first, bucketed to the top 99 plus 'Other'. */
export async function impressionsByClients(
  ctx: ServiceContext,
  audience: Audience,
  range: ResolvedRange,
): Promise<ByClientsAnswer> {
  const rows = (await rollupSums(ctx, audience, range, 'advertiser_id'))
    .filter((row) => row.impressions > 0)
    .sort((a, b) => b.impressions - a.impressions || Number(a.group) - Number(b.group));
  const bucketed = topNWithOther(
    rows,
    TOP_RECORDS,
    (row) => row.impressions,
    (rest) => ({ group: OTHER_LABEL, ...totalSums(rest) }),
  );
  const ids = bucketed.filter((row) => row.group !== OTHER_LABEL).map((row) => Number(row.group));
  const names = new Map(
    ids.length
      ? (await ctx.db.selectFrom('advertisers').select(['id', 'name']).where('id', 'in', ids).execute()).map((a) => [
          a.id,
          a.name,
        ])
      : [],
  );
  return {
    ...rangeFields(range),
    Clients: bucketed.map((row) =>
      row.group === OTHER_LABEL
        ? { AdvertiserId: null, AdvertiserName: OTHER_LABEL, ...delivery(row) }
        : { AdvertiserId: Number(row.group), AdvertiserName: names.get(Number(row.group)) ?? '', ...delivery(row) },
    ),
  };
}
