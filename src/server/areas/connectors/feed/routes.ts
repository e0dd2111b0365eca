/**
 * The feed tools' calls (issue 26 §2, /admin/feed-tools), AREA_RIGHTS.userAdmin (the guard: 401, then 403, before
 * any validation):
 * - `GET /api/feed/connections?limit&offset&search&source`: every live connection of the caller's scope with its
 *   state and latest sync, paged on the server;
 * - `POST /api/feed/import` (multipart/form-data, one CSV file): the importer's own parse, validation and store
 *   (`importDeliveryCsv`), narrowed to the campaigns of the caller's scope (another tenant's campaign is refused as
 *   unknown), all or nothing; every load is recorded (`feed_loads`) with its refused lines and audited;
 * - `GET /api/feed/loads?limit&offset`: the load history of the caller's agency (superusers: every agency), newest
 *   first.
 */
import type { FastifyInstance } from 'fastify';
import { CONNECTOR_IDS } from '../../../../domain/connectors';
import { AREA_RIGHTS } from '../../../../domain/rights';
import type { SessionUser } from '../../../../domain/user';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/database';
import { AppError } from '../../../kernel/errors';
import { callerOf } from '../../../kernel/guard';
import { likePattern, page } from '../../../kernel/listing';
import { typedRoutes } from '../../../kernel/route';
import { S } from '../../../kernel/schema';
import { advertiserFilter, type Scope } from '../../../kernel/tenancy';
import { importDeliveryCsv } from '../../../import/import-file';
import { readCsv } from '../../../import/parse';
import { connectionRow, importAnswer, loadRow, pageOf } from '../sync/schemas';
import { linkFactsQuery, linkStatuses, type LinkFacts } from '../sync/status';
import { sql } from 'kysely';
import { readManagedCampaigns } from '../../../kernel/campaigns';

const TAGS = ['feed tools'];
const config = { rights: AREA_RIGHTS.userAdmin };
const errorAnswer = S.object({ error: { type: 'string' } }, ['error']);
const errors = {
  400: errorAnswer,
  401: errorAnswer,
  403: errorAnswer,
  404: errorAnswer,
  413: errorAnswer,
  415: errorAnswer,
};
/** The largest CSV file the feed tools take. */
export const MAX_FEED_BYTES = 5 * 1024 * 1024;

/** The campaigns of the caller's scope among `ids`, with their advertisers. */
function scopedCampaigns(scope: Scope, user: SessionUser) {
  return async (db: Db, ids: number[]): Promise<Map<number, number>> => {
    const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
    const result = new Map<number, number>();
    for (let i = 0; i < wanted.length; i += 500) {
      // Every campaign of the caller's scope, hidden and archived ones too: the feed tools load data, like an import.
      const rows = await readManagedCampaigns(db)
        .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
        .select(['campaigns.id', 'campaigns.advertiser_id'])
        .where('campaigns.id', 'in', wanted.slice(i, i + 500))
        .where(advertiserFilter(scope, user))
        .execute();
      for (const row of rows) result.set(row.id, row.advertiser_id);
    }
    return result;
  };
}

function refusalOf(error: unknown): AppError {
  const code = (error as { code?: string } | null)?.code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(413, 'feedFileTooLarge', { params: { max: MAX_FEED_BYTES / (1024 * 1024) } });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(415, 'feedNotMultipart');
  return new AppError(400, 'feedFileMissing');
}

export function registerFeedToolsArea(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);

  routes.get(
    '/api/feed/connections',
    {
      config,
      schema: {
        tags: TAGS,
        querystring: S.object({
          limit: S.limit(200, 50),
          offset: S.offset(0),
          search: S.string(200),
          source: { type: 'string', enum: [...CONNECTOR_IDS] },
        }),
        response: { 200: pageOf(connectionRow), ...errors },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      const { limit = 50, offset = 0, search, source } = request.query;
      const scope = await ctx.users.scopeOf(user);
      let query = linkFactsQuery(ctx.db)
        .innerJoin('advertisers', 'advertisers.id', 'connector_links.advertiser_id')
        .where((eb) => advertiserFilter(scope, user)(eb as never));
      if (source) query = query.where('connector_links.source', '=', source);
      const term = (search ?? '').trim();
      if (term)
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(connector_links.external_name)`, 'like', sql`${likePattern(term)} escape '\\'`),
            eb(sql`lower(advertisers.name)`, 'like', sql`${likePattern(term)} escape '\\'`),
          ]),
        );
      const total = await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      const rows = await query
        .select(['advertisers.name as advertiser_name'])
        .orderBy('advertisers.name')
        .orderBy('connector_links.source')
        .orderBy('connector_links.id')
        .limit(limit)
        .offset(offset)
        .execute();
      const statuses = await linkStatuses(ctx.db, rows as unknown as LinkFacts[]);
      const names = new Map(rows.map((r) => [r.id, r.advertiser_name]));
      return page(
        statuses.map((s) => ({ ...s, advertiserName: names.get(s.linkId) ?? '' })),
        Number(total?.n ?? 0),
        limit,
        offset,
      );
    },
  );

  routes.post(
    '/api/feed/import',
    { config, schema: { tags: TAGS, response: { 200: importAnswer, ...errors } } },
    async (request) => {
      const { user } = callerOf(request);
      if (!request.isMultipart()) throw new AppError(415, 'feedNotMultipart');
      let file;
      try {
        file = await request.file({ limits: { fileSize: MAX_FEED_BYTES, files: 1 } });
      } catch (error) {
        throw refusalOf(error);
      }
      if (!file) throw new AppError(400, 'feedFileMissing');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        throw refusalOf(error);
      }
      if (file.file.truncated) throw refusalOf({ code: 'FST_REQ_FILE_TOO_LARGE' });
      if (bytes.length === 0) throw new AppError(400, 'feedFileMissing');
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        throw new AppError(400, 'feedNotText');
      }
      const fileName = (file.filename || 'upload.csv').slice(0, 200);
      const scope = await ctx.users.scopeOf(user);
      const result = await importDeliveryCsv(ctx.db, text, undefined, scopedCampaigns(scope, user));
      const rowsTotal = readCsv(text).records.length;
      const rowsLoaded = result.dailyRows + result.breakdownRows;
      const refusals = result.refusals.map((r) => ({ line: r.line, message: r.reason }));
      const status = result.loaded ? ('loaded' as const) : ('refused' as const);
      const now = ctx.now();
      const load = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('feed_loads')
          .values({
            agency_id: user.active_agency_id,
            file_name: fileName,
            status,
            rows_total: rowsTotal,
            rows_loaded: rowsLoaded,
            refusals: JSON.stringify(refusals),
            created_at: now,
            created_by: user.user_id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await ctx.audit.write(trx, {
          actor: { id: user.user_id, email: user.email },
          agencyId: user.active_agency_id,
          area: 'connectors',
          objectType: 'feedLoad',
          objectId: row.id,
          objectLabel: fileName,
          action: 'import',
          after: { status, rowsTotal, rowsLoaded, refused: refusals.length },
        });
        return row;
      });
      return {
        loadId: load.id,
        fileName,
        status,
        rowsTotal,
        rowsLoaded,
        dailyRows: result.dailyRows,
        breakdownRows: result.breakdownRows,
        campaigns: result.campaigns,
        firstDay: result.firstDay,
        lastDay: result.lastDay,
        dataGeneration: result.dataGeneration,
        refusals,
      };
    },
  );

  routes.get(
    '/api/feed/loads',
    {
      config,
      schema: {
        tags: TAGS,
        querystring: S.object({ limit: S.limit(200, 50), offset: S.offset(0) }),
        response: { 200: pageOf(loadRow), ...errors },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      const { limit = 50, offset = 0 } = request.query;
      let query = ctx.db.selectFrom('feed_loads').leftJoin('users', 'users.id', 'feed_loads.created_by');
      if (!user.is_superuser)
        query =
          user.active_agency_id === null
            ? query.where(sql<boolean>`1 = 0`)
            : query.where('feed_loads.agency_id', '=', user.active_agency_id);
      const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      const rows = await query
        .select([
          'feed_loads.id',
          'feed_loads.agency_id',
          'feed_loads.file_name',
          'feed_loads.status',
          'feed_loads.rows_total',
          'feed_loads.rows_loaded',
          'feed_loads.refusals',
          'feed_loads.created_at',
          'users.email',
        ])
        .orderBy('feed_loads.created_at', 'desc')
        .orderBy('feed_loads.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return page(
        rows.map((r) => ({
          id: r.id,
          agencyId: r.agency_id,
          fileName: r.file_name,
          status: r.status,
          rowsTotal: Number(r.rows_total),
          rowsLoaded: Number(r.rows_loaded),
          refusals: JSON.parse(r.refusals) as { line: number; message: string }[],
          createdAt: new Date(Number(r.created_at)).toISOString(),
          createdBy: r.email ?? null,
        })),
        Number(total?.n ?? 0),
        limit,
        offset,
      );
    },
  );
}
