import type { FastifyInstance } from 'fastify';
import { callerOf } from '../kernel/guard';
import { visibleAgencyIds } from '../kernel/tenancy';
import type { AppContext } from '../context';
import { AppError } from '../kernel/errors';
import { typedRoutes } from '../kernel/route';
import { S } from '../kernel/schema';

/** Agencies, each answer narrowed by the tenancy module (the advertiser calls are in areas/advertisers/). */
export function registerTenantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  routes.get('/api/getAgencies/', { schema: { querystring: S.none() } }, async (request) => {
    const visible = visibleAgencyIds(callerOf(request).user);
    let query = ctx.db.selectFrom('agencies').select(['id', 'name', 'theme_code', 'time_zone']).orderBy('name');
    if (visible !== 'all') query = query.where('id', 'in', visible.length ? visible : [-1]);
    return { agencies: await query.execute() };
  });

  routes.get(
    '/api/getAgency/:originId',
    { schema: { params: S.object({ originId: S.id() }, ['originId']) } },
    async (request) => findAgency(ctx, callerOf(request).user, request.params.originId),
  );

  routes.get('/api/agency', { schema: { querystring: S.none() } }, async (request) => {
    const { user } = callerOf(request);
    if (user.active_agency_id === null) throw new AppError(404, 'noActiveAgency');
    return findAgency(ctx, user, user.active_agency_id);
  });
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
