/**
 * The tenant tree calls' schemas. The bodies a client form also edits are schemas/api/tenants/{agency,agency-create,
 * subagency,station}.schema.json; the `*_FORM` constants are their literal copies so the handlers get typed bodies
 * (schemas.test.ts proves them equal).
 */
import { listQuery, pageSchema } from '../../kernel/listing';
import { S } from '../../kernel/schema';

const DOMAIN_PATTERN = '^([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,}$';
const DOMAIN_LIST = {
  type: ['array', 'null'],
  items: { type: 'string', minLength: 3, maxLength: 253, pattern: DOMAIN_PATTERN },
  uniqueItems: true,
  maxItems: 50,
} as const;
const NAME = { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } as const;
const TIME_ZONE = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$' } as const;

/** schemas/api/tenants/agency.schema.json (PUT /api/updateAgency/{originId}). */
export const AGENCY_FORM = {
  type: 'object',
  required: [],
  additionalProperties: false,
  properties: {
    name: NAME,
    time_zone: TIME_ZONE,
    theme_code: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9][a-z0-9-]*$' },
    root_domain: { type: ['string', 'null'], maxLength: 253, pattern: DOMAIN_PATTERN },
    mail_from_name: { type: ['string', 'null'], maxLength: 120 },
    mail_from_address: {
      type: ['string', 'null'],
      maxLength: 254,
      pattern: '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)*\\.[a-zA-Z]{2,}$',
    },
    allowed_email_domains: DOMAIN_LIST,
    default_spend_type: { type: ['string', 'null'], enum: ['CPM', 'MARKUP', 'FLAT', null] },
    default_markup: { type: ['number', 'null'], minimum: 0, maximum: 1000 },
    products: {
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' },
      uniqueItems: true,
      maxItems: 100,
    },
  },
} as const;

/** schemas/api/tenants/agency-create.schema.json (POST /api/admin/agencies). */
export const AGENCY_CREATE_FORM = {
  type: 'object',
  required: ['name', 'timeZone'],
  additionalProperties: false,
  properties: {
    name: NAME,
    timeZone: TIME_ZONE,
    themeCode: { type: 'string', maxLength: 64, pattern: '^([a-z0-9][a-z0-9-]*)?$' },
    rootDomain: { type: ['string', 'null'], maxLength: 253, pattern: DOMAIN_PATTERN },
  },
} as const;

/** schemas/api/tenants/subagency.schema.json. */
export const SUB_AGENCY_FORM = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: NAME, allowedEmailDomains: DOMAIN_LIST },
} as const;

/** schemas/api/tenants/station.schema.json. */
export const STATION_FORM = {
  type: 'object',
  required: ['name', 'callSign'],
  additionalProperties: false,
  properties: {
    name: NAME,
    callSign: { type: 'string', minLength: 2, maxLength: 12, pattern: '^[A-Za-z0-9-]+$' },
    subAgencyId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    allowedEmailDomains: DOMAIN_LIST,
  },
} as const;

/** PATCH bodies: the same fields, each optional. */
export const subAgencyPatch = { ...SUB_AGENCY_FORM, required: [] } as const;
export const stationPatch = { ...STATION_FORM, required: [] } as const;

export const statusBody = S.object({ active: { type: 'boolean' } }, ['active']);
export const idParams = S.object({ id: S.id() }, ['id']);
export const originParams = S.object({ originId: S.id() }, ['originId']);

export const AGENCY_SORTS = [
  'name',
  '-name',
  'id',
  '-id',
  'advertisers',
  '-advertisers',
  'created',
  '-created',
] as const;
/** GET /api/linearAdminAgencySearch. */
export const agencySearchQuery = S.object({
  limit: S.limit(500, 25),
  name: S.string(200),
  offset: S.offset(0),
  sortBy: { type: 'string', enum: AGENCY_SORTS, default: 'name' },
});

export const SUB_AGENCY_SORTS = ['name', '-name', 'id', '-id'] as const;
/** GET /api/linearAdminSubagenciesStations. */
export const subAgencySearchQuery = S.object(
  {
    AgencyId: S.id(),
    name: S.string(200),
    limit: S.limit(500, 25),
    offset: S.offset(0),
    orderBy: { type: 'string', enum: SUB_AGENCY_SORTS, default: 'name' },
  },
  ['AgencyId'],
);

export const STATION_SORTS = ['name', 'callSign', 'advertisers'] as const;
/** GET /api/admin/stations: the kit's list query plus the agency (required) and sub-agency (`none`: without one). */
export const stationListQuery = S.object(
  {
    ...listQuery(STATION_SORTS).properties,
    agencyId: S.id(),
    subAgencyId: { type: 'string', pattern: '^(none|[0-9]{1,10})$' },
  },
  ['agencyId'],
);

/** An answer object whose listed fields are documented; any other field passes through. */
const open = <const P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', properties, additionalProperties: true }) as const;

const integer = { type: 'integer' } as const;
const string = { type: 'string' } as const;
const domains = { type: ['array', 'null'], items: string } as const;

export const agencyAnswer = open({ id: integer, originId: integer, name: string, status: string });
export const agencyListAnswer = open({ agencies: { type: 'array', items: agencyAnswer }, total: integer });
export const subAgencyAnswer = open({
  id: integer,
  agency_id: integer,
  name: string,
  status: string,
  allowed_email_domains: domains,
});
export const subAgencyListAnswer = open({ subagencies: { type: 'array', items: subAgencyAnswer }, total: integer });
export const stationAnswer = open({ id: integer, agency_id: integer, name: string, call_sign: string, status: string });
export const stationPageAnswer = pageSchema(stationAnswer);
/** `{ error }`, with `field` when a rule names the body's field. */
export const errorAnswer = open({ error: string, field: string });
