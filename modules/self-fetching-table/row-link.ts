import type { Row } from '../../src/domain/layout/dataset';
import type { NavigationTarget } from '../../src/registry/types';

/** What a linked row opens. */
export type RowLink = 'order' | 'advertiser';

const text = (cell: unknown): string =>
  typeof cell === 'string' ? cell : cell === null || cell === undefined ? '' : String(cell);

/**
 * Where a row goes: an order opens its summary on /orders (the contract's query: tab, advertiser, order and the
 * period the row was listed for); an advertiser (a row without an id, the 'Other' bucket, opens nothing).
 */
export function rowTarget(link: RowLink, row: Row): NavigationTarget | null {
  const advertiserId = typeof row.AdvertiserId === 'number' ? row.AdvertiserId : Number(row.AdvertiserId);
  if (!Number.isInteger(advertiserId) || advertiserId <= 0) return null;
  const advertiserName = text(row.AdvertiserName);
  if (link === 'advertiser') return { kind: 'advertiser', advertiserId, advertiserName };
  if (row.OrderId === null || row.OrderId === undefined || row.OrderId === '') return null;
  const query = new URLSearchParams({
    tab: 'ordersummary',
    advertiserId: String(advertiserId),
    advertiserName,
    orderId: text(row.OrderId),
    orderName: text(row.OrderName),
    ...(row.daterange ? { daterange: text(row.daterange) } : {}),
  });
  return { kind: 'path', path: `/orders?${query.toString()}` };
}
