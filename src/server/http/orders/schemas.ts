import { BREAKDOWNS } from '../../services/orders/breakdowns';
import { GEO_TYPES } from '../../services/orders/geo';
import { PERIODS } from '../../services/orders/periods';
import { customDates, daterangeParam, reloadFlag } from '../overview/schemas';
import { S } from '../../kernel/schema';

/** Methods of `GET /api/advertiser/single-order/{method}/…`. */
export const SINGLE_ORDER_METHODS = ['summary', 'daily', 'campaigns', ...Object.keys(BREAKDOWNS)] as const;

/** Path of an order of an advertiser. */
const orderPath = { advertiserId: S.id(), orderId: S.id() } as const;

/** Params of the single-order call, with or without the trailing period. */
export const singleOrderParams = (withPeriod: boolean) =>
  S.object(
    {
      method: { type: 'string', enum: [...SINGLE_ORDER_METHODS] },
      ...orderPath,
      daterange: daterangeParam,
      ...(withPeriod ? { period: { type: 'string', enum: [...PERIODS] } } : {}),
    },
    ['method', 'advertiserId', 'orderId', 'daterange', ...(withPeriod ? ['period'] : [])],
  );

/** Params of the map summary and geo list. */
export const orderRangeParams = S.object({ ...orderPath, daterange: daterangeParam }, [
  'advertiserId',
  'orderId',
  'daterange',
]);

/** Query of the date-range order calls. */
export const orderRangeQuery = S.object({ ...customDates, ...reloadFlag });

/** Query of the geo list. */
export const geoListQuery = S.object({
  ...customDates,
  ...reloadFlag,
  geoType: { type: 'string', enum: [...GEO_TYPES], default: 'ZIPCODE' },
});

/** Params of the campaign list, with or without the `key=value&…` segment. */
export const campaignListParams = (withSegment: boolean) =>
  S.object({ ...orderPath, ...(withSegment ? { params: S.string(2000) } : {}) }, [
    'advertiserId',
    'orderId',
    ...(withSegment ? ['params'] : []),
  ]);

/** The list parameters may also come as a query string (they are parsed, not schema-checked, to keep messages). */
export const campaignListQuery = S.object(
  Object.fromEntries(
    ['sortby', 'sortBy', 'limit', 'offset', 'search', 'campaignStatus', 'type', 'reload'].map((key) => [
      key,
      S.string(200),
    ]),
  ),
);

/** Query of the order conversion call (001 §7); every field but the custom dates is required. */
export const orderConversionQuery = S.object(
  {
    advertiserId: S.id(),
    orderId: S.id(),
    resolution: { type: 'string', enum: [...PERIODS] },
    daterange: daterangeParam,
    ...customDates,
    ...reloadFlag,
  },
  ['advertiserId', 'orderId', 'resolution'],
);
