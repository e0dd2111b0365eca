/**
 * The sales tool's route schemas (issue 28, contract "The calls"). A customer's contacts are exactly the advertiser
 * contact body (contact.schema.json), checked first by the contact form's rule for the spec's texts.
 */
import { CLONE_REASONS, SALES_CHANNELS } from '../../../domain/sales';
import { AVAILABILITY_LABELS } from '../../../domain/sales-availability';
import { PACKAGE_LEVELS, TARGET_MARKETS } from '../../../domain/sales-price';
import { S } from '../../kernel/schema';
import { CONTACT_SCHEMA } from '../advertisers/schemas';

/** The largest page of the customer list and the call lists. */
export const SALES_MAX_LIMIT = 100;
/** Their page size when the caller names none. */
export const SALES_DEFAULT_LIMIT = 25;
/** The longest reservation, in days. */
export const MAX_RESERVE_DAYS = 90;

/** The customer list's orders (`sortby`). */
export const CUSTOMER_SORTS = ['name', 'updated', 'city'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** The availability keys the list filters by. */
export const AVAILABILITY_KEYS = Object.keys(AVAILABILITY_LABELS) as (keyof typeof AVAILABILITY_LABELS)[];

const NULLABLE_TEXT = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const POST_SALE = { type: 'boolean' } as const;

/** The customer's own fields (CustomerForm without its placement). */
const CUSTOMER_FIELDS = {
  name: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' },
  address: NULLABLE_TEXT(200),
  city: NULLABLE_TEXT(100),
  state: { type: ['string', 'null'], maxLength: 2, pattern: '^([A-Za-z]{2})?$' },
  zip: { type: ['string', 'null'], maxLength: 10, pattern: '^(\\d{5}(-\\d{4})?)?$' },
  category: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
  salesChannel: { type: 'string', enum: SALES_CHANNELS },
  notes: NULLABLE_TEXT(2000),
  contacts: { type: 'array', maxItems: 50, items: CONTACT_SCHEMA },
} as const;

/** POST /api/sales/customers: CustomerForm. */
export const customerForm = S.object(
  { ...CUSTOMER_FIELDS, agencyId: S.id(), subAgencyId: S.nullableId(), stationId: S.nullableId() },
  ['name', 'category', 'salesChannel'],
);

/** PUT /api/sales/customers/{id}: any of CustomerForm's fields, and post-sale mode for a sold customer. */
export const customerUpdate = S.object({
  ...CUSTOMER_FIELDS,
  agencyId: S.id(),
  subAgencyId: S.nullableId(),
  stationId: S.nullableId(),
  postSale: POST_SALE,
});

export const idParams = S.object({ id: S.id() }, ['id']);

/** GET /api/sales/customers. */
export const customerListQuery = S.object({
  search: S.string(200),
  availability: { type: 'string', enum: AVAILABILITY_KEYS },
  channel: { type: 'string', enum: SALES_CHANNELS },
  stationId: S.id(),
  limit: S.limit(SALES_MAX_LIMIT, SALES_DEFAULT_LIMIT),
  offset: S.offset(0),
  sortby: { type: 'string', enum: CUSTOMER_SORTS, default: 'name' },
  sortDesc: { type: 'boolean', default: false },
});

/** GET /api/sales/customers/{id}. */
export const customerQuery = S.object({ postSale: POST_SALE });

/** GET /api/sales/customers/{id}/calls. */
export const pageQuery = S.object({
  limit: S.limit(SALES_MAX_LIMIT, SALES_DEFAULT_LIMIT),
  offset: S.offset(0),
});

/** GET /api/sales/calls: one rep's calls (the caller's when `userId` is left out). */
export const repCallsQuery = S.object({
  userId: S.id(),
  limit: S.limit(SALES_MAX_LIMIT, SALES_DEFAULT_LIMIT),
  offset: S.offset(0),
});

/** POST /api/sales/customers/{id}/calls: the outcome is checked by the service, for its own text. */
export const callBody = S.object({ outcome: S.string(60, 1), notes: NULLABLE_TEXT(2000), postSale: POST_SALE }, [
  'outcome',
]);

/** POST /api/sales/customers/{id}/dnc: the reason is checked by the service, for its own text. */
export const dncBody = S.object({ reason: S.string(60), notes: NULLABLE_TEXT(2000) });

/** POST /api/sales/customers/{id}/reserve. */
export const reserveBody = S.object({ days: S.integer(1, MAX_RESERVE_DAYS) }, ['days']);

/** POST /api/sales/customers/{id}/lock. */
export const lockBody = S.object({ locked: { type: 'boolean' } }, ['locked']);

/** POST /api/sales/customers/{id}/clone. */
export const cloneBody = S.object(
  {
    reason: { type: 'string', enum: CLONE_REASONS },
    stationId: S.nullableId(),
    subAgencyId: S.nullableId(),
    address: CUSTOMER_FIELDS.address,
    city: CUSTOMER_FIELDS.city,
    state: CUSTOMER_FIELDS.state,
    zip: CUSTOMER_FIELDS.zip,
  },
  ['reason'],
);

/** POST /api/sales/customers/{id}/proposal: months 1 and 12 as given, any other a 6-month contract (000 §9). */
export const proposalBody = S.object(
  {
    package: { type: 'string', enum: PACKAGE_LEVELS },
    market: { type: 'string', enum: TARGET_MARKETS },
    months: S.integer(1, 120),
  },
  ['package', 'market', 'months'],
);

/** POST /api/sales/customers/{id}/sell. */
export const sellBody = S.object({
  advertiserId: S.id(),
  industry: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
});
