/**
 * The sync calls (issue 26): `GET /api/connectors/sync/status?advertiserId=` (every source of the registry for one
 * advertiser: state, progress, last sync, data through, each link) and `POST /api/connectors/sync/resync`
 * {linkId, start, end} (queues a re-sync of the range). ACCOUNT_LINKING_RULE (the guard: 401, then 403, before any
 * validation), then tenancy: an advertiser or link outside the caller's scope answers 404.
 */
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { ACCOUNT_LINKING_RULE } from '../../../../domain/permissions';
import type { AppContext } from '../../../context';
import { openAdvertiser } from '../../../kernel/access';
import { AppError } from '../../../kernel/errors';
import { callerOf } from '../../../kernel/guard';
import { typedRoutes } from '../../../kernel/route';
import { S } from '../../../kernel/schema';
import { daysBetween } from '../links';
import { resyncAnswer, syncStatusAnswer } from './schemas';
import { advertiserSyncStatus } from './status';

const TAGS = ['connectors'];
const errorAnswer = S.object({ error: { type: 'string' } }, ['error']);
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };
/** The longest range one re-sync covers. */
export const MAX_RESYNC_DAYS = 400;
const DATE = { type: 'string', maxLength: 10 } as const;

function dateOf(text: string | undefined): string | null {
  if (!text) return null;
  const date = DateTime.fromFormat(text, 'yyyy-MM-dd', { zone: 'utc' });
  return date.isValid ? text : null;
}

export function registerConnectorSyncArea(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  routes.get(
    '/api/connectors/sync/status',
    {
      config: { rule: ACCOUNT_LINKING_RULE },
      schema: {
        tags: TAGS,
        querystring: S.object({ advertiserId: S.id() }),
        response: { 200: syncStatusAnswer, ...errors },
      },
    },
    async (request) => {
      const { advertiserId } = request.query;
      if (advertiserId === undefined) throw new AppError(400, 'missingAdvertiserId');
      await openAdvertiser(ctx, callerOf(request).user, advertiserId);
      return { advertiserId, sources: await advertiserSyncStatus(ctx.db, advertiserId) };
    },
  );

  routes.post(
    '/api/connectors/sync/resync',
    {
      config: { rule: ACCOUNT_LINKING_RULE },
      schema: {
        tags: TAGS,
        body: S.object({ linkId: S.id(), start: DATE, end: DATE }),
        response: { 200: resyncAnswer, ...errors },
      },
    },
    async (request) => {
      const { linkId, start: startText, end: endText } = request.body ?? {};
      if (linkId === undefined) throw new AppError(400, 'missingId');
      const start = dateOf(startText);
      const end = dateOf(endText);
      if (!start || !end || start > end) throw new AppError(400, 'syncRangeInvalid');
      const user = callerOf(request).user;
      const link = await ctx.db
        .selectFrom('connector_links')
        .leftJoin('connector_credentials', 'connector_credentials.id', 'connector_links.credential_id')
        .select([
          'connector_links.id',
          'connector_links.advertiser_id',
          'connector_links.agency_id',
          'connector_links.source',
          'connector_links.external_name',
          'connector_links.campaign_id',
          'connector_links.credential_id',
          'connector_credentials.status as credential_status',
        ])
        .where('connector_links.id', '=', linkId)
        .where('connector_links.removed_at', 'is', null)
        .executeTakeFirst();
      if (!link) throw new AppError(404, 'syncLinkNotFound');
      try {
        await openAdvertiser(ctx, user, link.advertiser_id);
      } catch {
        throw new AppError(404, 'syncLinkNotFound');
      }
      if (link.campaign_id === null) throw new AppError(400, 'syncLinkHasNoData');
      const yesterday = DateTime.fromMillis(ctx.now(), { zone: 'utc' }).minus({ days: 1 }).toISODate()!;
      if (end > yesterday) throw new AppError(400, 'syncRangeFuture');
      const days = daysBetween(start, end);
      if (days > MAX_RESYNC_DAYS) throw new AppError(400, 'syncRangeTooLong', { params: { days: MAX_RESYNC_DAYS } });
      if (link.credential_id === null || link.credential_status !== 'healthy')
        throw new AppError(409, 'syncRangeNeedsReauth');
      const now = ctx.now();
      const actor = { id: user.user_id, email: user.email };
      const sync = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('connector_syncs')
          .values({
            link_id: link.id,
            source: link.source,
            kind: 'resync',
            status: 'queued',
            range_start: start,
            range_end: end,
            days_total: days,
            next_attempt_at: now,
            claimed_by: null,
            claimed_until: null,
            error: null,
            requested_by: user.email,
            created_at: now,
            updated_at: now,
            finished_at: null,
          })
          .returning(['id'])
          .executeTakeFirstOrThrow();
        await ctx.audit.write(trx, {
          actor,
          agencyId: link.agency_id,
          area: 'connectors',
          objectType: 'link',
          objectId: `${link.advertiser_id}:${link.source}`,
          objectLabel: link.external_name,
          action: 'resync',
          after: { linkId: link.id, syncId: row.id, start, end },
        });
        return row;
      });
      return {
        syncId: sync.id,
        linkId: link.id,
        kind: 'resync' as const,
        status: 'queued' as const,
        rangeStart: start,
        rangeEnd: end,
        daysTotal: days,
      };
    },
  );
}
