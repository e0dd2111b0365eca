/**
 * POST /api/businessReviewGenerate (issue 25 §6): a business review on demand, as the file itself. Body
 * `{ advertiserId, format, startDate, endDate }` or `{ advertiserId, format, range }` with a REPORT_RANGES name
 * resolved on today's date in the agency's time zone. Rights: AREA_RIGHTS.scheduledReports (401, then 403, by the
 * guard); an advertiser outside the caller's scope answers 404; bad dates 400. A read, so not audited; counted in
 * usage as an export.
 */
import type { FastifyInstance } from 'fastify';
import { AREA_RIGHTS } from '../../../../domain/rights';
import { REPORT_RANGES, reportPeriod, type ReportRange } from '../../../../domain/scheduled-reports';
import type { AppContext } from '../../../context';
import { contentDisposition } from '../../../exports/file-name';
import { openAdvertiser } from '../../../kernel/access';
import { AppError } from '../../../kernel/errors';
import { callerOf } from '../../../kernel/guard';
import { typedRoutes } from '../../../kernel/route';
import { S } from '../../../kernel/schema';
import { recordExport } from '../../usage/record';
import { BUSINESS_REVIEW_FORMATS, BusinessReviewBuilder, type BusinessReviewFormat } from './builder';

const body = S.object(
  {
    advertiserId: S.id(),
    startDate: S.string(10),
    endDate: S.string(10),
    range: S.string(20),
    format: S.string(10),
  },
  ['advertiserId', 'format'],
);

const isFormat = (value: string): value is BusinessReviewFormat =>
  (BUSINESS_REVIEW_FORMATS as readonly string[]).includes(value);
const isRange = (value: string): value is ReportRange => (REPORT_RANGES as readonly string[]).includes(value);

/** Registers the on-demand call; the builder is the one the run worker uses too. */
export function registerBusinessReviewArea(
  app: FastifyInstance,
  ctx: AppContext,
  builder: BusinessReviewBuilder = new BusinessReviewBuilder(ctx, ctx.exports),
): void {
  typedRoutes(app).post(
    '/api/businessReviewGenerate',
    { config: { rights: AREA_RIGHTS.scheduledReports, missingMessage: 'missingAdvertiserId' }, schema: { body } },
    async (request, reply) => {
      const { user } = callerOf(request);
      const { advertiserId, format, range, startDate, endDate } = request.body;
      if (!isFormat(format)) throw new AppError(400, 'businessReviewBadFormat', { details: { field: 'format' } });
      const access = await openAdvertiser(ctx, user, advertiserId);
      let period: { startDate: string; endDate: string };
      if (range !== undefined && startDate === undefined && endDate === undefined) {
        if (!isRange(range)) throw new AppError(400, 'invalidDateRange', { details: { field: 'range' } });
        period = reportPeriod(range, ctx.now(), access.timeZone);
      } else if (range === undefined && startDate !== undefined && endDate !== undefined) {
        period = { startDate, endDate };
      } else throw new AppError(400, 'businessReviewBadRange');
      const [file] = await builder.build(user, { advertiserId, ...period, formats: [format] });
      await recordExport(ctx, user, format, advertiserId);
      return reply
        .type(file!.mime)
        .header('content-disposition', contentDisposition(file!.fileName))
        .header('cache-control', 'no-store')
        .send(file!.bytes);
    },
  );
}
