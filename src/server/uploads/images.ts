/**
 * The one image pipeline of the portal (logos, favicons, publisher logos, advertisers' own logos). An upload arrives
 * as multipart/form-data (@fastify/multipart, one file, size-limited), is decoded by sharp whatever its declared
 * type, and re-encoded: PNG, JPEG and WebP stay in their format, GIF and SVG become PNG (an SVG is rasterised, so no
 * script, link or style of an uploaded SVG is ever served). Metadata is dropped, the picture is fitted inside
 * `MAX_IMAGE_EDGE` pixels. Stored pictures are addressed by the SHA-256 of their bytes and served from
 * `/api/images/<id>.<ext>` with long-lived cache headers (the address changes when the picture does).
 */
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Db } from '../db/database';
import { AppError } from '../kernel/errors';
import { typedRoutes } from '../kernel/route';

/** Largest upload, in bytes. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Longest edge of a stored picture, in pixels. */
export const MAX_IMAGE_EDGE = 1024;
/** Largest decoded picture, in pixels (a decompression bomb is refused before it is decoded). */
export const MAX_IMAGE_PIXELS = 25_000_000;
/** What an upload may be, as the refusal names it. */
export const ACCEPTED_IMAGE_FORMATS = 'PNG, JPEG, WebP, GIF or SVG';

const OUTPUT: Record<string, { format: 'png' | 'jpeg' | 'webp'; type: string; ext: string }> = {
  png: { format: 'png', type: 'image/png', ext: 'png' },
  jpeg: { format: 'jpeg', type: 'image/jpeg', ext: 'jpg' },
  webp: { format: 'webp', type: 'image/webp', ext: 'webp' },
  gif: { format: 'png', type: 'image/png', ext: 'png' },
  svg: { format: 'png', type: 'image/png', ext: 'png' },
};
const EXTENSION_OF: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** A picture after re-encoding. */
export interface CleanImage {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/** An upload as the handler reads it: the file and the form's other fields. */
export interface ImageUpload {
  bytes: Buffer;
  fileName: string;
  fields: Record<string, string>;
}

/** Registers multipart parsing (limits included) and `GET /api/images/:file`. Call once, before the areas. */
export async function registerImagePipeline(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  typedRoutes(app).get(
    '/api/images/:file',
    {
      config: { public: true },
      schema: {
        tags: ['images'],
        params: {
          type: 'object',
          properties: { file: { type: 'string', pattern: '^[0-9a-f]{40}\\.(png|jpg|webp)$' } },
          required: ['file'],
          additionalProperties: false,
        } as const,
      },
    },
    async (request, reply) => {
      const id = request.params.file.split('.')[0]!;
      const row = await db
        .selectFrom('images')
        .select(['bytes', 'content_type'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || `${id}.${EXTENSION_OF[row.content_type]}` !== request.params.file) {
        throw new AppError(404, 'imageNotFound');
      }
      return (
        reply
          .type(row.content_type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('etag', `"${id}"`)
          .header('content-security-policy', "default-src 'none'")
          // Public pictures: an e-mail read in a web mail client loads the agency's logo from another site.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(Buffer.from(row.bytes))
      );
    },
  );
}

/**
 * Reads the one file of a multipart request (and its text fields). Refuses a request that is not multipart, that
 * carries no file, or whose file is over `MAX_IMAGE_BYTES` (413).
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw new AppError(415, 'uploadNotMultipart');
  let file;
  try {
    file = await request.file();
  } catch (error) {
    throw refusalOf(error);
  }
  if (!file) throw new AppError(400, 'imageMissing');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    throw refusalOf(error);
  }
  if (file.file.truncated) throw tooLarge();
  if (bytes.length === 0) throw new AppError(400, 'imageMissing');
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(file.fields)) {
    const one = Array.isArray(field) ? field[0] : field;
    if (one && one.type === 'field' && typeof one.value === 'string') fields[name] = one.value;
  }
  return { bytes, fileName: file.filename, fields };
}

function tooLarge(): AppError {
  return new AppError(413, 'imageTooLarge', { params: { max: MAX_IMAGE_BYTES / (1024 * 1024) } });
}

function refusalOf(error: unknown): AppError {
  const code = (error as { code?: string } | null)?.code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(415, 'uploadNotMultipart');
  return new AppError(400, 'imageMissing');
}

/**
 * Decodes `input` whatever it claims to be and re-encodes it (see the module comment). Refuses, with 415, anything
 * sharp cannot decode as one of the accepted formats, and pictures over `MAX_IMAGE_PIXELS`.
 */
export async function cleanImage(input: Buffer): Promise<CleanImage> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata()).format;
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new AppError(413, 'imageTooManyPixels');
    throw unsupported();
  }
  const output = format ? OUTPUT[format] : undefined;
  if (!output) throw unsupported();
  try {
    const pipeline = sharp(input, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      animated: false,
      // An SVG is drawn at 2× its declared size so a small vector logo stays sharp once rasterised.
      density: format === 'svg' ? 144 : undefined,
    })
      .rotate()
      .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await pipeline.toFormat(output.format).toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: output.type, width: info.width, height: info.height };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new AppError(413, 'imageTooManyPixels');
    throw unsupported();
  }
}

function unsupported(): AppError {
  return new AppError(415, 'imageUnsupported', { params: { formats: ACCEPTED_IMAGE_FORMATS } });
}

/** Stores a clean picture (once per content) and answers the path it is served from. */
export async function storeImage(
  executor: Kysely<Database>,
  image: CleanImage,
  createdBy: string,
  now: () => number = Date.now,
): Promise<string> {
  const id = createHash('sha256').update(image.bytes).digest('hex').slice(0, 40);
  await executor
    .insertInto('images')
    .values({
      id,
      content_type: image.contentType,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      size: image.bytes.length,
      created_at: new Date(now()).toISOString(),
      created_by: createdBy,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return imagePath(id, image.contentType);
}

/** Where a stored picture is served. */
export function imagePath(id: string, contentType: string): string {
  return `/api/images/${id}.${EXTENSION_OF[contentType] ?? 'png'}`;
}

/** Reads, cleans and stores the picture of an upload in one step; answers its path and the form's fields. */
export async function acceptImageUpload(
  request: FastifyRequest,
  executor: Kysely<Database>,
  createdBy: string,
  now?: () => number,
): Promise<{ path: string; image: CleanImage; fields: Record<string, string>; fileName: string }> {
  const upload = await readImageUpload(request);
  const image = await cleanImage(upload.bytes);
  const path = await storeImage(executor, image, createdBy, now);
  return { path, image, fields: upload.fields, fileName: upload.fileName };
}
