import type { SessionUser } from '../../domain/user';
import type { ServiceContext } from './context';
import { AppError } from './errors';
import { openAdvertiser, type AdvertiserAccess } from './access';
import { readCampaigns } from './campaigns';

/** The type whose entries are attribution of other campaigns' delivery, left out of an order's performance. */
export const ATTRIBUTION_TYPE = 'TV2OTT';

/** A caller admitted to one order of one advertiser. */
export interface OrderAccess extends AdvertiserAccess {
  orderId: number;
  orderName: string;
}

/** One campaign of an order's performance list. */
export interface OrderCampaign {
  id: number;
  name: string;
  friendly_name: string | null;
  campaign_type: string;
  status: string;
  start_date: string;
  end_date: string;
  impression_goal: number | null;
  hide_spend: number;
  spend_type: string;
  spend_rate: number;
  feed_source: string;
}

/**
 * Admits the caller to an order: the advertiser must be in scope ('Advertiser not found') and the order must be
 * that advertiser's ('Order not found'); both answer 404 with nothing else, like objects that do not exist. A
 * guest is admitted to its grant's order only (`Grant.orderId`); every other order is 'Order not found'.
 */
export async function openOrder(
  ctx: ServiceContext,
  user: SessionUser,
  advertiserId: number,
  orderId: number,
): Promise<OrderAccess> {
  // A guest (share or export grant) opens its grant's one order only; any other order is one it cannot see.
  const grant = ctx.users.grantOf(user);
  if (grant && (grant.orderId === null || grant.orderId !== orderId || grant.advertiserId !== advertiserId))
    throw new AppError(404, 'orderNotFound');
  const access = await openAdvertiser(ctx, user, advertiserId);
  // Kept with the advertiser's admission (ResponseCache.admit): a cached order answer then reads no table at all.
  const order = await ctx.cache.admit(`order|${advertiserId}|${orderId}`, advertiserId, () =>
    ctx.db
      .selectFrom('orders')
      .select(['id', 'name'])
      .where('id', '=', orderId)
      .where('advertiser_id', '=', advertiserId)
      .executeTakeFirst(),
  );
  if (!order) throw new AppError(404, 'orderNotFound');
  return { ...access, orderId: order.id, orderName: order.name };
}

/** The order's campaigns without TV2OTT entries (001 §7: they are removed from the performance list). */
export async function orderCampaigns(ctx: ServiceContext, order: OrderAccess): Promise<OrderCampaign[]> {
  const rows = await readCampaigns(ctx.db, { view: order.view })
    .select([
      'id',
      'name',
      'friendly_name',
      'campaign_type',
      'status',
      'start_date',
      'end_date',
      'impression_goal',
      'hide_spend',
      'spend_type',
      'spend_rate',
      'feed_source',
    ])
    .where('advertiser_id', '=', order.advertiserId)
    .where('order_id', '=', order.orderId)
    .where('campaign_type', '!=', ATTRIBUTION_TYPE)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    impression_goal: row.impression_goal === null ? null : Number(row.impression_goal),
    spend_rate: Number(row.spend_rate),
  }));
}
