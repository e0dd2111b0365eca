/**
 * The scheduled-report calls (issue 25; 001 §7 "Scheduled reports", §5, §8), thin: rights, schema, then the
 * service. Every call declares AREA_RIGHTS.scheduledReports (the agency search the agency right alone), so the guard
 * answers 401, then 403, before any field is validated. Create and update answer every failure past the guard with
 * `ErrorMessage` beside `error` (001 §8: the client stores the body's ErrorMessage), a schema failure naming its
 * `field` too.
 */
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import { AREA_RIGHTS, RIGHTS } from '../../../domain/rights';
import type { ReportSchedule, ScheduledReportInput } from '../../../domain/scheduled-reports';
import type { SessionUser } from '../../../domain/user';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { callerOf } from '../../kernel/guard';
import { listWindow } from '../../kernel/listing';
import { typedRoutes } from '../../kernel/route';
import type { RunQueue } from '../../jobs/types';
import {
  advertiserSearchQuery,
  agencySearchQuery,
  deletedAnswer,
  errorAnswer,
  idBody,
  logIdAnswer,
  logIdBody,
  previewAnswer,
  previewBody,
  productListAnswer,
  productListBody,
  REPORT_INPUT,
  REPORT_UPDATE,
  reportAnswer,
  reportPageAnswer,
  singleAnswer,
} from './schemas';
import { ScheduledReportService, type ReportUpdate } from './service';

const TAGS = ['scheduled reports'];
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const REPORTS = { rights: AREA_RIGHTS.scheduledReports };
/** The agency search: the agency-level right only (superusers pass). */
const AGENCY_REPORTS = { rights: [[RIGHTS.AGENCY_READ_SCHEDULED_REPORT]] } as const;

/** Registers the calls; `queue` starts runs outside the schedule (the scheduler, once wired). */
export function registerScheduledReportArea(app: FastifyInstance, ctx: ServiceContext, queue: RunQueue): void {
  const reports = new ScheduledReportService(ctx, queue);
  const routes = typedRoutes(app);
  const userOf = (request: Parameters<typeof callerOf>[0]): SessionUser => callerOf(request).user;

  routes.get(
    '/api/scheduledReportSearchAgency/',
    {
      config: AGENCY_REPORTS,
      schema: { tags: TAGS, querystring: agencySearchQuery, response: { 200: reportPageAnswer, ...errors } },
    },
    async (request) => {
      const { agency, search, filterByCurrentUser } = request.query;
      if (search === undefined) throw new AppError(400, 'missingRequiredSearchCriteria');
      if (agency === undefined) throw new AppError(400, 'missingAgencyId');
      const user = userOf(request);
      const window = listWindow(request.query, 'name');
      return reports.searchAgency(user, agency, {
        ...window,
        mineOf: filterByCurrentUser === 'true' ? user.user_id : null,
      });
    },
  );
  routes.get(
    '/api/scheduledReportSearchAdvertiser/',
    {
      config: REPORTS,
      schema: { tags: TAGS, querystring: advertiserSearchQuery, response: { 200: reportPageAnswer, ...errors } },
    },
    async (request) => {
      const { advertiserId, search, filterByCurrentUser } = request.query;
      if (search === undefined) throw new AppError(400, 'missingRequiredSearchCriteria');
      if (advertiserId === undefined) throw new AppError(400, 'missingAdvertiserId');
      const user = userOf(request);
      const window = listWindow(request.query, 'name');
      return reports.searchAdvertiser(user, advertiserId, {
        ...window,
        mineOf: filterByCurrentUser === 'true' ? user.user_id : null,
      });
    },
  );
  routes.post(
    '/api/scheduledReportSingleReport/',
    { config: REPORTS, schema: { tags: TAGS, body: idBody, response: { 200: singleAnswer, ...errors } } },
    async (request) => reports.single(userOf(request), request.body.id),
  );
  routes.post(
    '/api/scheduledReportCreate',
    {
      config: REPORTS,
      attachValidation: true,
      onSend: withErrorMessage,
      schema: { tags: TAGS, body: REPORT_INPUT, response: { 200: reportAnswer, ...errors } },
    },
    async (request) => {
      refuseInvalid(request);
      return reports.create(userOf(request), request.body as ScheduledReportInput);
    },
  );
  routes.post(
    '/api/scheduledReportUpdate',
    {
      config: REPORTS,
      attachValidation: true,
      onSend: withErrorMessage,
      schema: { tags: TAGS, body: REPORT_UPDATE, response: { 200: reportAnswer, ...errors } },
    },
    async (request) => {
      refuseInvalid(request);
      return reports.update(userOf(request), request.body as ReportUpdate);
    },
  );
  routes.post(
    '/api/scheduledReportDelete/',
    { config: REPORTS, schema: { tags: TAGS, body: idBody, response: { 200: deletedAnswer, ...errors } } },
    async (request) => reports.remove(userOf(request), request.body.id),
  );
  routes.post(
    '/api/scheduledReportProductList',
    {
      config: REPORTS,
      schema: { tags: TAGS, body: productListBody, response: { 200: productListAnswer, ...errors } },
    },
    async (request) => reports.products(userOf(request), request.body.advertiserIds),
  );
  routes.post(
    '/api/scheduledReportPreview',
    { config: REPORTS, schema: { tags: TAGS, body: previewBody, response: { 200: previewAnswer, ...errors } } },
    async (request) =>
      reports.preview(
        userOf(request),
        request.body.schedule as Omit<ReportSchedule, 'timezone'> & { timezone?: string },
      ),
  );
  routes.post(
    '/api/scheduledReportRunNow',
    { config: REPORTS, schema: { tags: TAGS, body: idBody, response: { 200: logIdAnswer, ...errors } } },
    async (request) => reports.runNow(userOf(request), request.body.id),
  );
  routes.post(
    '/api/scheduledReportSendTest',
    { config: REPORTS, schema: { tags: TAGS, body: idBody, response: { 200: logIdAnswer, ...errors } } },
    async (request) => reports.sendTest(userOf(request), request.body.id),
  );
  routes.post(
    '/api/scheduledReportResend',
    { config: REPORTS, schema: { tags: TAGS, body: logIdBody, response: { 200: logIdAnswer, ...errors } } },
    async (request) => reports.resend(userOf(request), request.body.logId),
  );
  routes.post(
    '/api/scheduledReportApprove',
    { config: REPORTS, schema: { tags: TAGS, body: logIdBody, response: { 200: logIdAnswer, ...errors } } },
    async (request) => reports.approve(userOf(request), request.body.logId),
  );
}

/** Create and update requests that passed the guard (their refusals carry ErrorMessage, the guard's do not). */
const reachedHandler = new WeakSet<FastifyRequest>();

/** A schema failure of a create or update body as a 400 naming the field (the kernel's words for it). */
function refuseInvalid(request: FastifyRequest): void {
  reachedHandler.add(request);
  const failure = request.validationError as (Error & { validation?: ValidationItem[] }) | undefined;
  if (!failure) return;
  const first = failure.validation?.[0];
  if (!first) throw new AppError(400, 'invalidRequest');
  const path = first.instancePath ? first.instancePath.slice(1).replaceAll('/', '.') : '';
  if (first.keyword === 'required') {
    const missing = String(first.params?.missingProperty ?? '');
    const field = path ? `${path}.${missing}` : missing;
    throw new AppError(400, 'missingField', { params: { field, where: 'body' }, details: { field } });
  }
  const reason = first.message ?? 'invalid value';
  if (!path) throw new AppError(400, 'invalidValue', { params: { where: 'body', reason } });
  throw new AppError(400, 'invalidField', { params: { where: 'body', field: path, reason }, details: { field: path } });
}

interface ValidationItem {
  keyword: string;
  instancePath: string;
  params?: Record<string, unknown>;
  message?: string;
}

/**
 * 001 §8: a create or update failure carries `ErrorMessage` (the same text as `error`). The guard's 401 and 403 stay
 * `{ error }` alone, as on every route (the rights walk).
 */
const withErrorMessage: onSendHookHandler = async (request, reply, payload) => {
  const status = reply.statusCode;
  const guarded = (status === 401 || status === 403) && !reachedHandler.has(request);
  if (status < 400 || guarded || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    if (typeof body.error !== 'string' || 'ErrorMessage' in body) return payload;
    return JSON.stringify({ ...body, ErrorMessage: body.error });
  } catch {
    return payload;
  }
};
