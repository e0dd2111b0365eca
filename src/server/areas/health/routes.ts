/**
 * Health checks (issue 27; 001 §7 getHealthChecks and runHealthCheck, 000 §2 /healthchecks/{file}). The two calls
 * answer an array of checks: every check for MANAGE_SYSTEM, the freshness check of their own agencies for agency
 * admins (AGENCY_ADMIN; nothing of another agency). `/healthchecks/status.json` and `status.txt` are public and
 * carry statuses only (no details, no tenant); 503 when any check fails. Any other `/healthchecks/<file>` is the
 * page (the SPA's index, signed in on the client).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { meetsRequirement } from '../../../domain/permissions';
import { AREA_RIGHTS, RIGHTS } from '../../../domain/rights';
import type { AppContext } from '../../context';
import { AppError } from '../../kernel/errors';
import { callerOf } from '../../kernel/guard';
import { typedRoutes } from '../../kernel/route';
import { visibleAgencyIds } from '../../kernel/tenancy';
import { fileParams, runBody } from './schemas';
import { HealthService, type HealthOptions, type HealthView } from './service';
import { CHECK_NAMES, type CheckName } from './types';

const TAGS = ['system'];
/** System admins see every check; agency admins the freshness of their agencies. */
const HEALTH_RIGHTS = { rights: [...AREA_RIGHTS.systemAdmin, [RIGHTS.AGENCY_ADMIN]] } as const;

function viewOf(request: FastifyRequest): HealthView {
  const { user } = callerOf(request);
  if (meetsRequirement(user, AREA_RIGHTS.systemAdmin)) return { kind: 'system' };
  const agencies = visibleAgencyIds(user);
  return { kind: 'agency', agencyIds: agencies === 'all' ? [] : agencies };
}

/** Registers the calls and the status files; starts the schedule unless `autoStart` is false. */
export function registerHealthArea(
  app: FastifyInstance,
  ctx: AppContext,
  options: Partial<HealthOptions> = {},
): HealthService {
  const health = new HealthService(ctx, {
    ...options,
    log: options.log ?? { error: (details, message) => app.log.error(details, message) },
  });
  if (options.autoStart !== false) health.start();
  app.addHook('onClose', async () => health.stop());
  const routes = typedRoutes(app);

  routes.post(
    '/api/getHealthChecks',
    { config: HEALTH_RIGHTS, schema: { tags: TAGS, summary: 'The health checks, newest run and history' } },
    async (request) => health.list(viewOf(request)),
  );

  routes.post(
    '/api/runHealthCheck',
    { config: HEALTH_RIGHTS, schema: { tags: TAGS, summary: 'Runs one health check, or all', body: runBody } },
    async (request) => {
      const name = request.body?.name;
      if (name !== undefined && !(CHECK_NAMES as readonly string[]).includes(name))
        throw new AppError(400, 'healthUnknownCheck', { params: { name, names: CHECK_NAMES.join(', ') } });
      const view = viewOf(request);
      if (view.kind === 'agency' && name !== undefined && name !== 'freshness') throw new AppError(403, 'noAccess');
      const { user } = callerOf(request);
      return health.runFor({ id: user.user_id, email: user.email }, view, name as CheckName | undefined);
    },
  );

  routes.get(
    '/healthchecks/:file',
    {
      config: { public: true },
      schema: { tags: TAGS, summary: 'Status for monitors, or the page', params: fileParams },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (file === 'status.json' || file === 'status.txt') {
        const { status, checks } = await health.statuses();
        reply.status(status === 'failing' ? 503 : 200).header('cache-control', 'no-store');
        if (file === 'status.json') return { status, checkedAt: new Date(ctx.now()).toISOString(), checks };
        const lines = checks.map(
          (c) =>
            `${c.name.padEnd(11)} ${c.status.padEnd(8)} ${c.durationMs === null ? '-' : `${c.durationMs}ms`} ${c.lastRun ?? 'never'}`,
        );
        return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
      }
      const index = path.join(ctx.config.distDir, 'index.html');
      if (!fs.existsSync(index)) return reply.callNotFound();
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(index));
    },
  );
  return health;
}
