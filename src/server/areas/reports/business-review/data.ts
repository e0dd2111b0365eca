/**
 * The figures of a business review, read in the owner's scope: the advertiser admitted by `openAdvertiser` (404
 * outside scope), its campaigns through the kernel's one read path (`advertiserCampaigns`: hidden, archived and,
 * for a client reader, internal campaigns left out), delivery summed from `fact_daily`, pacing by the order-flight
 * rule and the period's client-visible notes.
 */
import { expectedToDate, pacingPercent } from '../../../../domain/pacing';
import type { SessionUser } from '../../../../domain/user';
import { themeLogo, type ThemeLogo } from '../../../exports/agency-brand';
import { exportSubject } from '../../../exports/subject';
import { exportFreshness } from '../../../exports/freshness-of';
import type { ReportBrand, ReportFreshness } from '../../../exports/report';
import { openAdvertiser } from '../../../kernel/access';
import { advertiserCampaigns, type CampaignRow } from '../../../kernel/campaigns';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import { nowIn } from '../../../kernel/date-range';
import { ATTRIBUTION_TYPE } from '../../../kernel/order-access';
import { clientVisibleNotes, type ClientVisibleNote } from '../../../services/notes';
import { deliveredByCampaign } from '../../../services/overview/delivered';
import { delivers, flightOf, pacedCampaigns, type FlightCampaign } from '../../../services/orders/order-flight';
import { sumsByCampaign } from '../../../services/performance/facts';
import {
  dayKey,
  previousPeriod,
  rankCampaigns,
  RANKING_RULE,
  tacticFigures,
  validPeriod,
  type Delivery,
  type RankedCampaign,
  type ReviewCampaign,
  type TacticFigures,
  type HeadlineFigure,
  glanceFigures,
} from './figures';

export interface ReviewPeriod {
  startDate: string;
  endDate: string;
}

/** An order's pacing against its goal, by the order-flight rule, through the period's end (or yesterday). */
export interface OrderPacingRow {
  orderId: number;
  orderName: string;
  startDate: string;
  endDate: string;
  goal: number;
  delivered: number;
  expected: number;
  /** Percent ahead (+) or behind (−) an even spread of the goal; null when nothing was expected yet. */
  pacing: number | null;
}

export interface ReviewData {
  advertiserId: number;
  advertiserName: string;
  brand: ReportBrand;
  /** The agency logo as a data: URI (an uploaded theme logo), when there is one: the PDF makes no requests. */
  logoDataUri: string | null;
  period: ReviewPeriod;
  previous: ReviewPeriod;
  tactics: TacticFigures[];
  /** Impressions, clicks and spend over every tactic that shows them. */
  glance: HeadlineFigure[];
  best: RankedCampaign[];
  worst: RankedCampaign[];
  rankingRule: string;
  pacing: OrderPacingRow[];
  /** The day pacing is measured through: the period's end, or yesterday when the period is not over. */
  pacingThrough: string;
  notes: ClientVisibleNote[];
  /** How fresh the numbers are (issue 27): the sources behind the advertiser's campaigns, at the app's clock. */
  freshness?: ReportFreshness;
}

const MEASURES = ['impressions', 'clicks', 'cost', 'conversions'] as const;

/** Delivery per campaign over a period. */
async function deliveryOf(
  ctx: ServiceContext,
  ids: readonly number[],
  period: ReviewPeriod,
): Promise<Map<number, Delivery>> {
  const sums = await sumsByCampaign(
    ctx.db,
    ids,
    { start: dayKey(period.startDate), end: dayKey(period.endDate) },
    MEASURES,
  );
  return new Map(
    [...sums].map(([id, s]) => [
      id,
      { impressions: s.impressions, clicks: s.clicks, cost: s.cost, conversions: s.conversions },
    ]),
  );
}

/** The agency logo when the theme has an uploaded picture (stored in `images`), as a data: URI; else null. */
async function logoOf(ctx: ServiceContext, advertiserId: number): Promise<ThemeLogo | null> {
  const row = await ctx.db
    .selectFrom('advertisers')
    .innerJoin('agencies', 'agencies.id', 'advertisers.agency_id')
    .select('agencies.theme_code')
    .where('advertisers.id', '=', advertiserId)
    .executeTakeFirst();
  return row ? themeLogo(ctx, row.theme_code) : null;
}

/** Orders of the campaigns with a goal whose flight overlaps the period, paced through `through`. */
async function pacingOf(
  ctx: ServiceContext,
  campaigns: readonly CampaignRow[],
  period: ReviewPeriod,
  through: string,
): Promise<OrderPacingRow[]> {
  const orderIds = [...new Set(campaigns.flatMap((c) => (c.order_id === null ? [] : [c.order_id])))];
  if (orderIds.length === 0) return [];
  const orders = await ctx.db
    .selectFrom('orders')
    .select(['id', 'name'])
    .where('id', 'in', orderIds)
    .where('advertiser_id', '=', campaigns[0]!.advertiser_id)
    .execute();
  const rows: { order: { id: number; name: string }; flight: FlightCampaign[]; paced: FlightCampaign[] }[] = [];
  for (const order of orders) {
    // The order's campaigns as the rule reads them: the reader's visible ones on its advertiser, no TV2OTT.
    const flight: FlightCampaign[] = campaigns
      .filter((c) => c.order_id === order.id && c.campaign_type !== ATTRIBUTION_TYPE)
      .map((c) => ({
        id: c.id,
        status: c.status,
        start_date: c.start_date,
        end_date: c.end_date,
        impression_goal: c.impression_goal,
      }));
    const dates = flightOf(flight);
    if (!dates || dates.ImpressionGoal === null) continue;
    if (dates.EndDate < period.startDate || dates.StartDate > period.endDate) continue;
    rows.push({ order, flight, paced: pacedCampaigns(flight, through) });
  }
  const ids = [...new Set(rows.flatMap((r) => r.flight.filter(delivers).map((c) => c.id)))];
  const delivered = ids.length ? await deliveredByCampaign(ctx, ids, dayKey(through)) : new Map<number, number>();
  return rows
    .map(({ order, flight, paced }) => {
      const dates = flightOf(flight)!;
      const read = paced.length ? paced : flight.filter((c) => delivers(c) && c.start_date <= through);
      const done = read.reduce((sum, c) => sum + (delivered.get(c.id) ?? 0), 0);
      const expected = paced.reduce(
        (sum, c) => sum + expectedToDate(Number(c.impression_goal), c.start_date, c.end_date, through),
        0,
      );
      return {
        orderId: order.id,
        orderName: order.name,
        startDate: dates.StartDate,
        endDate: dates.EndDate,
        goal: dates.ImpressionGoal!,
        delivered: done,
        expected: Math.round(expected),
        pacing: pacingPercent(done, expected),
      };
    })
    .sort((a, b) => a.orderName.localeCompare(b.orderName) || a.orderId - b.orderId);
}

/** Reads everything a review shows; 404 outside the owner's scope, 400 for a bad period. */
export async function loadReview(
  ctx: ServiceContext,
  owner: SessionUser,
  input: { advertiserId: number; startDate: string; endDate: string },
): Promise<ReviewData & { logoPng: Buffer | null }> {
  const access = await openAdvertiser(ctx, owner, input.advertiserId);
  if (!validPeriod(input.startDate, input.endDate)) throw new AppError(400, 'invalidDateRange');
  const period = { startDate: input.startDate, endDate: input.endDate };
  const previous = previousPeriod(period.startDate, period.endDate);
  const rows = await advertiserCampaigns(ctx.db, access.advertiserId, { view: access.view });
  const campaigns: ReviewCampaign[] = rows.map((c) => ({
    id: c.id,
    name: c.friendly_name || c.name,
    type: c.campaign_type,
    spendType: c.spend_type,
    spendRate: Number(c.spend_rate),
    hideSpend: c.hide_spend === 1,
  }));
  const ids = campaigns.map((c) => c.id);
  const yesterday = nowIn(ctx, access.timeZone).startOf('day').minus({ days: 1 }).toISODate()!;
  const through = period.endDate < yesterday ? period.endDate : yesterday;
  const [current, before, names, subject, logo, notes, pacing, freshness] = await Promise.all([
    deliveryOf(ctx, ids, period),
    deliveryOf(ctx, ids, previous),
    ctx.db.selectFrom('products').select(['code', 'name']).execute(),
    exportSubject(ctx, access.advertiserId),
    logoOf(ctx, access.advertiserId),
    clientVisibleNotes(ctx.db, access.advertiserId, ids, period.startDate, period.endDate),
    pacingOf(ctx, rows, period, through),
    exportFreshness(ctx, access.advertiserId, ids),
  ]);
  const tacticNames = new Map(names.map((p) => [p.code, p.name]));
  const ranked = rankCampaigns(campaigns, current);
  const named = (list: RankedCampaign[]): RankedCampaign[] =>
    list.map((c) => ({ ...c, tactic: tacticNames.get(c.type) ?? c.type }));
  const tactics = tacticFigures(campaigns, current, before, tacticNames);
  return {
    advertiserId: access.advertiserId,
    advertiserName: subject.advertiserName,
    brand: subject.brand,
    logoDataUri: logo?.uri ?? null,
    logoPng: logo?.png ?? null,
    period,
    previous,
    tactics,
    glance: glanceFigures(tactics),
    best: named(ranked.best),
    worst: named(ranked.worst),
    rankingRule: RANKING_RULE,
    pacing,
    pacingThrough: through,
    notes,
    freshness,
  };
}
