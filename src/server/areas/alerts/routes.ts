/**
 * The alert calls (issue 27, contract "Alerts"), thin: rights, schema, then the service. Rights: the list and the
 * acknowledge, snooze and unsnooze calls ask only for a session (tenancy decides: agency staff their agency's
 * alerts, client users the client-visible ones of their advertisers and no changes); client visibility, settings
 * and the evaluation need AREA_RIGHTS.agencySettings (AGENCY_ADMIN); the log AREA_RIGHTS.systemAdmin. The guard
 * answers 401 and 403 before any field is validated.
 */
import type { FastifyInstance } from 'fastify';
import type { AlertSettings } from '../../../domain/alerts';
import { AREA_RIGHTS } from '../../../domain/rights';
import type { ServiceContext } from '../../kernel/context';
import { callerOf } from '../../kernel/guard';
import { typedRoutes } from '../../kernel/route';
import type { AlertEngine } from './engine';
import {
  alertAnswer,
  alertPage,
  errorAnswer,
  evaluateAnswer,
  evaluateBody,
  idBody,
  listQuery,
  logPage,
  logQuery,
  settingsAnswer,
  settingsBody,
  settingsQuery,
  snoozeBody,
  visibleBody,
} from './schemas';
import { AlertService } from './service';
import { AlertSettingsService } from './settings';

const TAGS = ['alerts'];
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const ADMINS = { rights: AREA_RIGHTS.agencySettings };
const SYSTEM = { rights: AREA_RIGHTS.systemAdmin };
/** Signed-in callers; the service's tenancy decides what they see and change. */
const SIGNED_IN = {};

export function registerAlertArea(app: FastifyInstance, ctx: ServiceContext, engine: AlertEngine): void {
  const alerts = new AlertService(ctx, engine);
  const settings = new AlertSettingsService(ctx);
  const routes = typedRoutes(app);
  const userOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).user;

  routes.get(
    '/api/alerts',
    { config: SIGNED_IN, schema: { tags: TAGS, querystring: listQuery, response: { 200: alertPage, ...errors } } },
    async (request) => {
      const { agencyId, advertiserId, state, limit, offset } = request.query;
      return alerts.list(userOf(request), {
        agencyId,
        advertiserId,
        state: state ?? 'open',
        limit: limit ?? 25,
        offset: offset ?? 0,
      });
    },
  );
  routes.post(
    '/api/alerts/acknowledge',
    { config: SIGNED_IN, schema: { tags: TAGS, body: idBody, response: { 200: alertAnswer, ...errors } } },
    async (request) => alerts.acknowledge(userOf(request), request.body.id),
  );
  routes.post(
    '/api/alerts/snooze',
    { config: SIGNED_IN, schema: { tags: TAGS, body: snoozeBody, response: { 200: alertAnswer, ...errors } } },
    async (request) => alerts.snooze(userOf(request), request.body.id, request.body.until),
  );
  routes.post(
    '/api/alerts/unsnooze',
    { config: SIGNED_IN, schema: { tags: TAGS, body: idBody, response: { 200: alertAnswer, ...errors } } },
    async (request) => alerts.unsnooze(userOf(request), request.body.id),
  );
  routes.post(
    '/api/alerts/clientVisible',
    { config: ADMINS, schema: { tags: TAGS, body: visibleBody, response: { 200: alertAnswer, ...errors } } },
    async (request) => alerts.clientVisible(userOf(request), request.body.id, request.body.visible),
  );
  routes.post(
    '/api/alerts/evaluate',
    { config: ADMINS, schema: { tags: TAGS, body: evaluateBody, response: { 200: evaluateAnswer, ...errors } } },
    async (request) => alerts.evaluate(userOf(request), request.body.agencyId),
  );
  routes.get(
    '/api/alertSettings',
    {
      config: ADMINS,
      schema: { tags: TAGS, querystring: settingsQuery, response: { 200: settingsAnswer, ...errors } },
    },
    async (request) => settings.read(userOf(request), request.query),
  );
  routes.put(
    '/api/alertSettings',
    { config: ADMINS, schema: { tags: TAGS, body: settingsBody, response: { 200: settingsAnswer, ...errors } } },
    async (request) =>
      settings.write(userOf(request), {
        ...request.body,
        override: request.body.override as Partial<AlertSettings>,
      }),
  );
  routes.get(
    '/api/automatedAlertsLog',
    { config: SYSTEM, schema: { tags: TAGS, querystring: logQuery, response: { 200: logPage, ...errors } } },
    async (request) => {
      const { name, after, limit, offset } = request.query;
      return alerts.log({ name: (name ?? '').trim(), after, limit: limit ?? 25, offset: offset ?? 0 });
    },
  );
}
