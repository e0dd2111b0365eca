/**
 * The advertiser area's route schemas. The bodies a client form also edits are schemas/api/tenants/
 * {advertiser,advertiser-info,contact}.schema.json; the constants below are their literal copies so the handlers
 * get typed bodies (schemas.test.ts proves them equal).
 */
import { PAGE_SIZES } from '../../../domain/constants';
import { S } from '../../kernel/schema';
import { CLIENT_FILTER_PROPS } from './client-filters';

/** schemas/api/tenants/advertiser.schema.json as a literal (its `$schema`, `$id`, titles and descriptions aside). */
export const ADVERTISER_FORM = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    industry: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    address: { type: ['string', 'null'], maxLength: 200 },
    city: { type: ['string', 'null'], maxLength: 100 },
    state: { type: ['string', 'null'], maxLength: 2, pattern: '^([A-Za-z]{2})?$' },
    zip: { type: ['string', 'null'], maxLength: 10, pattern: '^(\\d{5}(-\\d{4})?)?$' },
    website: {
      type: ['string', 'null'],
      maxLength: 253,
      pattern: '^(([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,})?$',
    },
    phone: {
      type: ['string', 'null'],
      maxLength: 30,
      pattern: '^((\\+\\d{1,3}[\\s.-]?)?(\\(\\d{3}\\)|\\d{3})[\\s.-]?\\d{3}[\\s.-]?\\d{4})?$',
    },
    spend_type: { type: ['string', 'null'], enum: ['CPM', 'MARKUP', 'FLAT', null] },
    markup: { type: ['number', 'null'], minimum: 0, maximum: 1000 },
    agencyId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    subAgencyId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    stationId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
  },
  required: ['name', 'industry', 'agencyId'],
  additionalProperties: false,
} as const;

/** schemas/api/tenants/advertiser-info.schema.json as a literal (its `$schema`, `$id`, titles and descriptions aside). */
export const ADVERTISER_INFO_FORM = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    industry: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    address: { type: ['string', 'null'], maxLength: 200 },
    city: { type: ['string', 'null'], maxLength: 100 },
    state: { type: ['string', 'null'], maxLength: 2, pattern: '^([A-Za-z]{2})?$' },
    zip: { type: ['string', 'null'], maxLength: 10, pattern: '^(\\d{5}(-\\d{4})?)?$' },
    website: {
      type: ['string', 'null'],
      maxLength: 253,
      pattern: '^(([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,})?$',
    },
    phone: {
      type: ['string', 'null'],
      maxLength: 30,
      pattern: '^((\\+\\d{1,3}[\\s.-]?)?(\\(\\d{3}\\)|\\d{3})[\\s.-]?\\d{3}[\\s.-]?\\d{4})?$',
    },
    spend_type: { type: ['string', 'null'], enum: ['CPM', 'MARKUP', 'FLAT', null] },
    markup: { type: ['number', 'null'], minimum: 0, maximum: 1000 },
  },
  required: [],
  additionalProperties: false,
} as const;

/** schemas/api/tenants/contact.schema.json as a literal (its `$schema`, `$id`, titles and descriptions aside). */
export const CONTACT_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    type: { type: 'string', enum: ['decision_maker', 'technical', 'marketing', 'media_company'] },
    name: { type: 'string', minLength: 3, maxLength: 200, pattern: '\\S' },
    email: {
      type: ['string', 'null'],
      maxLength: 254,
      pattern: '^([^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)*\\.[a-zA-Z]{2,})?$',
    },
    phone: {
      type: 'string',
      minLength: 1,
      maxLength: 40,
      pattern:
        '^\\s*(\\(\\d{3}\\)|\\d{3})[\\s-]?\\d{3}[\\s-]?\\d{4}(\\s*([xX]|[eE][xX][tT]\\.?|[eE][xX][tT][eE][nN][sS][iI][oO][nN])\\s*\\d{1,6})?\\s*$',
    },
    phone_kind: { type: 'string', enum: ['Work', 'Home', 'Mobile', 'Other'] },
    number: { type: 'integer', minimum: 0, maximum: 999 },
    title: { type: ['string', 'null'], maxLength: 120 },
    company: { type: ['string', 'null'], maxLength: 120 },
    user_id: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
  },
  required: ['type', 'name', 'phone', 'phone_kind', 'number'],
  additionalProperties: false,
} as const;

/** The largest page of the client search. */
export const CLIENT_SEARCH_MAX_LIMIT = 1000;
/** The largest page of the campaign search. */
export const CAMPAIGN_SEARCH_MAX_LIMIT = 1000;

/** The client search's orders (`sortby`). */
export const CLIENT_SORTS = ['name', 'id', 'industry', 'agency', 'status'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

/** The campaign search's orders (`sortby`). */
export const CAMPAIGN_SORTS = ['name', 'advertiser', 'start', 'end', 'type', 'status'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];

/** GET /api/linearAdminClientsSearch; other parameters (the dashboards send some) are ignored. */
export const clientSearchQuery = {
  ...S.object({
    limit: S.limit(CLIENT_SEARCH_MAX_LIMIT, PAGE_SIZES.advertiserSearch),
    offset: S.offset(0),
    ...CLIENT_FILTER_PROPS,
    sortby: { type: 'string', enum: CLIENT_SORTS, default: 'name' },
    sortDesc: { type: 'boolean', default: false },
  }),
  additionalProperties: true,
} as const;

/** GET /api/campaign/search (001 §7). */
export const campaignSearchQuery = {
  ...S.object({
    limit: S.limit(CAMPAIGN_SEARCH_MAX_LIMIT, PAGE_SIZES.campaignSearch),
    offset: S.offset(0),
    campaignName: S.string(200),
    advertiserName: S.string(200),
    partners: CLIENT_FILTER_PROPS.partners,
    product: CLIENT_FILTER_PROPS.product,
    advertiserId: S.id(),
    sortby: { type: 'string', enum: CAMPAIGN_SORTS, default: 'name' },
    sortDesc: { type: 'boolean', default: false },
  }),
  additionalProperties: true,
} as const;

export const agencyAdvertisersQuery = S.object({ agency: S.id() }, ['agency']);

export const advertiserInfoQuery = S.object(
  { id: S.id(), includeStations: { type: 'boolean' }, includeSubagencies: { type: 'boolean' } },
  ['id'],
);

/** A path id that may be absent or empty, so the call can answer its own missing-id text. */
export const OPTIONAL_ID = { type: 'string', pattern: '^[0-9]{0,10}$' } as const;

export const propertyParams = S.object({ propertyId: OPTIONAL_ID });
export const contactsParams = S.object({ id: OPTIONAL_ID });
export const idParams = S.object({ id: S.id() }, ['id']);

/** POST /api/advertiserContactsUpdate/{propertyId}: the whole contact set; `userId`, if sent, is the caller's. */
export const contactsBody = S.object(
  { contacts: { type: 'array', maxItems: 200, items: CONTACT_SCHEMA }, userId: S.id() },
  ['contacts'],
);

/** POST /api/admin/advertisers/{id}/move. */
export const moveBody = S.object({ subAgencyId: S.nullableId(), stationId: S.nullableId() }, [
  'subAgencyId',
  'stationId',
]);

/** POST /api/admin/advertisers/{id}/status. */
export const statusBody = S.object({ active: { type: 'boolean' } }, ['active']);
