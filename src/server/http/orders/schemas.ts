import { DEFAULT_ORDER_LIST_QUERY, ORDER_FILTERS, ORDER_SORTS, ORDER_STATUS_FILTERS } from '../../../domain/order-list';
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

/** The largest page of the order list (`GET /api/orders`). */
export const ORDER_LIST_MAX_PAGE = 100;

/** Query of the order list (issue 24 contract "The wire"); ajv fills the 000 §3 defaults. */
export const orderListQuery = S.object({
  limit: S.limit(ORDER_LIST_MAX_PAGE, DEFAULT_ORDER_LIST_QUERY.limit),
  offset: S.offset(DEFAULT_ORDER_LIST_QUERY.offset),
  sortBy: { type: 'string', enum: [...ORDER_SORTS], default: DEFAULT_ORDER_LIST_QUERY.sortBy },
  filterBy: { type: 'string', enum: [...ORDER_FILTERS], default: DEFAULT_ORDER_LIST_QUERY.filterBy },
  orderName: {
    ...S.string(200),
    default: DEFAULT_ORDER_LIST_QUERY.orderName,
    description: 'Search in the order name and the advertiser name',
  },
  orderStatus: {
    type: 'string',
    enum: [...ORDER_STATUS_FILTERS],
    default: DEFAULT_ORDER_LIST_QUERY.orderStatus,
    description: "'All', or orders with at least one campaign of this status",
  },
  advertiserId: { ...S.id(), description: "Only this advertiser's orders" },
});
