/**
 * Dashboard thumbnails: the screenshot service of 000 §9 (parameters dsc, ppid, v, env, tmpl fixed to sd1,
 * demohash, optional thumbWidth), here for share links. `dsc` is the link's short id, `ppid` its advertiser,
 * `v` its generation (a rotation changes it, so cached pictures of the old link are never served for the new one),
 * `env` the environment the URL was made for, and `demohash` an HMAC of those four under a server key, so the URL
 * can travel in e-mails and previews without a session and cannot be made up for another link. Pictures are kept
 * in memory for ten minutes; identical concurrent requests share one render.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Environment } from '../../domain/theme-code';
import type { ExportJobs } from '../exports/jobs';
import type { ServiceContext } from '../kernel/context';
import { AppError } from '../kernel/errors';
import { grantOf } from './shares';

/** The only template the screenshot service knows. */
export const THUMBNAIL_TEMPLATE = 'sd1';
export const THUMBNAIL_WIDTH = { min: 80, max: 1280, default: 640 } as const;
const CACHE_MS = 10 * 60_000;
const CACHE_ENTRIES = 32;

/** The screenshot parameters of one thumbnail. */
export interface ThumbnailParams {
  dsc: string;
  ppid: number;
  v: number;
  env: Environment;
  tmpl: string;
  demohash: string;
  thumbWidth?: number;
}

/** A rendered picture and its entity tag. */
export interface Thumbnail {
  png: Buffer;
  etag: string;
}

export class ThumbnailService {
  private readonly cache = new Map<string, { at: number; picture: Promise<Thumbnail> }>();

  constructor(
    /** The foundation and the export jobs whose browser pool renders the pictures. */
    private readonly ctx: ServiceContext & { exports: ExportJobs },
    private readonly key: Buffer,
  ) {}

  /** The thumbnail path of a link for an environment (the client adds `thumbWidth` if it wants another width). */
  url(link: { shortId: string; advertiserId: number; generation: number }, env: Environment): string {
    const params = new URLSearchParams({
      dsc: link.shortId,
      ppid: String(link.advertiserId),
      v: String(link.generation),
      env,
      tmpl: THUMBNAIL_TEMPLATE,
      demohash: this.sign(link.shortId, link.advertiserId, link.generation, env),
    });
    return `/api/dashboard/thumbnail?${params.toString()}`;
  }

  /**
   * Checks the parameters and the link, then renders (or reuses) the picture. Refusals: 400 for another template,
   * 403 for a wrong hash or a password-protected link, 404 for a link that is unknown, revoked, rotated or of
   * another advertiser, 410 once it has expired; 503 when the render fails.
   */
  async picture(params: ThumbnailParams): Promise<Thumbnail> {
    if (params.tmpl !== THUMBNAIL_TEMPLATE)
      throw new AppError(400, 'thumbnailBadTemplate', { params: { template: THUMBNAIL_TEMPLATE } });
    const expected = Buffer.from(this.sign(params.dsc, params.ppid, params.v, params.env));
    const given = Buffer.from(params.demohash);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw new AppError(403, 'thumbnailBadSignature');
    const row = await this.ctx.db
      .selectFrom('share_links')
      .selectAll()
      .where('short_id', '=', params.dsc)
      .executeTakeFirst();
    if (!row || row.revoked_at !== null || row.advertiser_id !== params.ppid || row.generation !== params.v)
      throw new AppError(404, 'shareNotFound');
    if (row.expires_at !== null && Number(row.expires_at) <= this.ctx.now()) throw new AppError(410, 'shareExpired');
    if (row.password_hash !== null) throw new AppError(403, 'thumbnailProtected');

    const width = params.thumbWidth ?? THUMBNAIL_WIDTH.default;
    const cacheKey = `${params.dsc}:${params.v}:${params.env}:${width}`;
    const now = this.ctx.now();
    const cached = this.cache.get(cacheKey);
    if (cached && now - cached.at < CACHE_MS) return cached.picture;
    const picture = this.ctx.exports.thumbnail({ ...grantOf(row), kind: 'export' }, width).then((png) => ({
      png,
      etag: `"${createHmac('sha256', this.key).update(png).digest('base64url').slice(0, 27)}"`,
    }));
    this.remember(cacheKey, now, picture);
    try {
      return await picture;
    } catch {
      this.cache.delete(cacheKey);
      throw new AppError(503, 'thumbnailFailed');
    }
  }

  private remember(cacheKey: string, at: number, picture: Promise<Thumbnail>): void {
    this.cache.set(cacheKey, { at, picture });
    while (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
  }

  private sign(dsc: string, ppid: number, v: number, env: string): string {
    return createHmac('sha256', this.key).update(`${dsc}|${ppid}|${v}|${env}|${THUMBNAIL_TEMPLATE}`).digest('hex');
  }
}
