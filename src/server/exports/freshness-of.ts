/**
 * How fresh the numbers of a file built on the server are (issue 27): the one-table exports and the business
 * review have no print page to fetch the dashboard's freshness call, so they ask the same question here, for the
 * advertiser and the campaigns of the call (all the advertiser's when null), at the app's clock.
 */
import { freshnessOfAdvertiser } from '../areas/health/freshness';
import { earliestDay } from '../http/performance/freshness';
import type { ServiceContext } from '../kernel/context';
import type { ReportFreshness } from './report';

/** The sources behind the campaigns and the earliest day among them; no sources when no campaign is named. */
export async function exportFreshness(
  ctx: ServiceContext,
  advertiserId: number,
  campaignIds: readonly number[] | null,
): Promise<ReportFreshness> {
  if (campaignIds?.length === 0) return { dataThrough: null, sources: [] };
  const sources = await freshnessOfAdvertiser(ctx.db, advertiserId, campaignIds, ctx.now());
  return { dataThrough: earliestDay(sources), sources };
}
