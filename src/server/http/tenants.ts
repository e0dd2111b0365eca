import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../domain/constants';
import { callerOf } from '../kernel/guard';
import { scopeOf, visibleAdvertisers, visibleAgencyIds } from '../kernel/tenancy';
import type { AppContext } from '../context';
import { CLIENT_FILTER_PROPS, clientFilter, parseClientFilters } from '../services/tenants/client-filters';
import { AppError } from '../kernel/errors';
import { typedRoutes } from '../kernel/route';
import { S } from '../kernel/schema';

const ADVERTISER_COLUMNS = [
  'advertisers.id',
  'advertisers.name',
  'advertisers.industry',
  'advertisers.agency_id',
  'advertisers.sub_agency_id',
  'advertisers.station_id',
  'advertisers.logo_url',
  'agencies.name as agency_name',
  'agencies.theme_code',
] as const;

/** The largest page of the client search. */
const CLIENT_SEARCH_MAX_LIMIT = 1000;

const SORTS = { name: 'advertisers.name', id: 'advertisers.id', industry: 'advertisers.industry' } as const;

/** The schema's enum already limits `sortby` to these keys; this narrows its type. */
function isSort(key: string): key is keyof typeof SORTS {
  return Object.hasOwn(SORTS, key);
}

/** Advertisers, each answer narrowed by the tenancy module (the agency calls moved to areas/tenants). */
export function registerTenantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  routes.get(
    '/api/getAgencyAdvertisers/',
    {
      config: { missingMessage: 'missingAgencyId' },
      schema: { querystring: S.object({ agency: S.id() }, ['agency']) },
    },
    async (request) => {
      const { user } = callerOf(request);
      const agencyId = request.query.agency;
      await findAgency(ctx, user, agencyId);
      const scope = await scopeOf(ctx.db, user);
      const advertisers = await visibleAdvertisers(ctx.db, scope, user)
        .innerJoin('agencies', 'agencies.id', 'advertisers.agency_id')
        .select(ADVERTISER_COLUMNS)
        .where('advertisers.agency_id', '=', agencyId)
        .orderBy('advertisers.name')
        .execute();
      return { advertisers: advertisers.map(withPropertyId) };
    },
  );

  routes.get(
    '/api/linearAdminClientsSearch',
    {
      schema: {
        querystring: {
          ...S.object({
            limit: S.limit(CLIENT_SEARCH_MAX_LIMIT, PAGE_SIZES.advertiserSearch),
            offset: S.offset(0),
            ...CLIENT_FILTER_PROPS,
            sortby: { type: 'string', enum: Object.keys(SORTS), default: 'name' },
            sortDesc: { type: 'boolean', default: false },
          }),
          additionalProperties: true,
        } as const,
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      const { limit = PAGE_SIZES.advertiserSearch, offset = 0, sortby = 'name', sortDesc = false } = request.query;
      const filters = parseClientFilters(request.query);
      const scope = await scopeOf(ctx.db, user);
      const query = visibleAdvertisers(ctx.db, scope, user)
        .where(clientFilter(filters))
        .innerJoin('agencies', 'agencies.id', 'advertisers.agency_id');
      const [clients, total] = await Promise.all([
        query
          .select(ADVERTISER_COLUMNS)
          .orderBy(isSort(sortby) ? SORTS[sortby] : SORTS.name, sortDesc ? 'desc' : 'asc')
          .orderBy('advertisers.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { clients: clients.map(withPropertyId), total: Number(total.n) };
    },
  );

  routes.get(
    '/api/getAdvertiserInfo',
    {
      config: { missingMessage: 'missingAdvertiserId' },
      schema: {
        querystring: S.object(
          { id: S.id(), includeStations: { type: 'boolean' }, includeSubagencies: { type: 'boolean' } },
          ['id'],
        ),
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      const scope = await scopeOf(ctx.db, user);
      const advertiser = await visibleAdvertisers(ctx.db, scope, user)
        .innerJoin('agencies', 'agencies.id', 'advertisers.agency_id')
        .select(ADVERTISER_COLUMNS)
        .where('advertisers.id', '=', request.query.id)
        .executeTakeFirst();
      if (!advertiser) throw new AppError(404, 'advertiserNotFound');
      const result: Record<string, unknown> = { advertiser: withPropertyId(advertiser) };
      if (request.query.includeStations && advertiser.station_id !== null) {
        result.stations = await ctx.db
          .selectFrom('stations')
          .select(['id', 'name', 'call_sign'])
          .where('id', '=', advertiser.station_id)
          .execute();
      }
      if (request.query.includeSubagencies && advertiser.sub_agency_id !== null) {
        result.subagencies = await ctx.db
          .selectFrom('sub_agencies')
          .select(['id', 'name'])
          .where('id', '=', advertiser.sub_agency_id)
          .execute();
      }
      return result;
    },
  );
}

async function findAgency(ctx: AppContext, user: Parameters<typeof visibleAgencyIds>[0], agencyId: number) {
  const visible = visibleAgencyIds(user);
  if (visible !== 'all' && !visible.includes(agencyId)) throw new AppError(404, 'agencyNotFound');
  const agency = await ctx.db
    .selectFrom('agencies')
    .select(['id', 'name', 'theme_code', 'time_zone', 'root_domain'])
    .where('id', '=', agencyId)
    .executeTakeFirst();
  if (!agency) throw new AppError(404, 'agencyNotFound');
  const available = user.AvailableAgencies.find((a) => a.id === agencyId);
  return {
    ...agency,
    originId: agency.id,
    sub_agencies: available?.sub_agencies ?? [],
    stations: available?.stations ?? [],
  };
}

function withPropertyId<T extends { id: number }>(advertiser: T): T & { propertyId: number } {
  return { ...advertiser, propertyId: advertiser.id };
}
