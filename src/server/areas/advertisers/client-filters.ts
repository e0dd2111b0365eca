/**
 * The filters of the client search (`GET /api/linearAdminClientsSearch`, 001 §7) and of the campaign search. They only narrow what the
 * tenancy module already lets the caller see, so no filter value can reach another tenant's advertisers.
 * docs/decisions.md ("Kernel wave: data path") says what each one means.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { MAX_ID, parseIdList } from '../../../domain/ids';
import { tabToTypes } from '../../../domain/tactics';
import type { Database } from '../../db/schema';
import { AppError } from '../../kernel/errors';
import { campaignSubquery } from '../../kernel/campaigns';
import { S } from '../../kernel/schema';

/**
 * The filter parameters of the route's query schema (literal types, so the route's query type comes from them):
 * `name` is part of the advertiser's name, any case; the others are comma-separated lists.
 */
export const CLIENT_FILTER_PROPS = {
  name: S.string(200),
  stations: { ...S.string(2000), description: 'Comma-separated station ids' },
  partners: { ...S.string(2000), description: 'Comma-separated agency (partner) ids' },
  product: { ...S.string(2000), description: 'Comma-separated product codes or tab ids' },
  subAgencyStation: {
    ...S.string(2000),
    description: 'Comma-separated sub-agency ids: their advertisers, directly or through their stations',
  },
  status: {
    type: 'string',
    enum: ['active', 'inactive', 'all'],
    default: 'active',
    description: 'Active advertisers only (default), inactive ones only, or all',
  },
} as const;

/** The filter parameters as the route receives them (derived from `CLIENT_FILTER_PROPS`). */
export type ClientSearchQuery = FromSchema<{
  type: 'object';
  properties: typeof CLIENT_FILTER_PROPS;
  additionalProperties: false;
}>;

/** Parsed filters; an absent or empty parameter filters nothing. */
export interface ClientFilters {
  name: string | null;
  stations: number[] | null;
  partners: number[] | null;
  subAgencies: number[] | null;
  /** Campaign types (upper case). */
  types: string[] | null;
  /** The stored status to keep (1 active, 0 inactive); null: both. */
  status: 0 | 1 | null;
}

const PRODUCT_PART = /^[A-Za-z0-9_-]{1,40}$/;

/** Reads the filters, refusing a malformed list with 400 and the parameter named. */
export function parseClientFilters(query: ClientSearchQuery): ClientFilters {
  return {
    name: query.name?.trim() ? query.name.trim().toLowerCase() : null,
    stations: ids(query.stations, 'stations'),
    partners: ids(query.partners, 'partners'),
    subAgencies: ids(query.subAgencyStation, 'subAgencyStation'),
    types: productTypes(query.product),
    status: query.status === 'all' ? null : query.status === 'inactive' ? 0 : 1,
  };
}

function ids(text: string | undefined, field: string): number[] | null {
  if (text === undefined) return null;
  const list = parseIdList(text);
  if (list === null) throw new AppError(400, 'invalidIdList', { params: { where: 'querystring', field, max: MAX_ID } });
  return list.length ? list : null;
}

/** Product codes (`OTT`) or tab ids (`digitalvideo`, `emailsi`), mapped to campaign types as the tabs are. */
export function productTypes(text: string | undefined): string[] | null {
  const parts = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.some((part) => !PRODUCT_PART.test(part))) {
    throw new AppError(400, 'invalidProductList', { params: { where: 'querystring', field: 'product' } });
  }
  const types = new Set(parts.flatMap((part) => tabToTypes(part.toLowerCase()).map((type) => type.toUpperCase())));
  return types.size ? [...types].sort() : null;
}

type AdvertiserExpr = ExpressionBuilder<Database, 'advertisers'>;

/** The advertisers that pass every given filter, as a where-clause for a query over `advertisers`. */
export function clientFilter(filters: ClientFilters) {
  return (eb: AdvertiserExpr): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (filters.name) {
      const pattern = `%${escapeLike(filters.name)}%`;
      conditions.push(eb(eb.fn('lower', ['advertisers.name']), 'like', pattern));
    }
    if (filters.status !== null) conditions.push(eb('advertisers.status', '=', filters.status));
    if (filters.stations) conditions.push(eb('advertisers.station_id', 'in', filters.stations));
    if (filters.partners) conditions.push(eb('advertisers.agency_id', 'in', filters.partners));
    if (filters.subAgencies) {
      const stationsOf = eb
        .selectFrom('stations')
        .select('stations.id')
        .where('stations.sub_agency_id', 'in', filters.subAgencies);
      conditions.push(
        eb.or([
          eb('advertisers.sub_agency_id', 'in', filters.subAgencies),
          eb('advertisers.station_id', 'in', stationsOf),
        ]),
      );
    }
    if (filters.types) {
      const campaigns = campaignSubquery(eb)
        .select('campaigns.id')
        .whereRef('campaigns.advertiser_id', '=', 'advertisers.id')
        .where('campaigns.campaign_type', 'in', filters.types);
      conditions.push(eb.exists(campaigns));
    }
    return eb.and(conditions);
  };
}

/** LIKE wildcards in a search text match themselves literally by being dropped. */
export function escapeLike(text: string): string {
  return text.replace(/[%_]/g, '');
}
