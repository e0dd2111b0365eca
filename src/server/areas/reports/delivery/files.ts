/**
 * A run's files on disk: `<DATA_DIR>/report-files/<run id>/<n>-<name>`, each with its SHA-256 and an expiry (the
 * retention period, REPORT_RETENTION_DAYS). A resend reads them back and checks the hash, so it sends the same
 * bytes or nothing. Housekeeping deletes expired files; their rows stay (deleted_at) for the log.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServiceContext } from '../../../kernel/context';

const DAY_MS = 86_400_000;

/** A file a run made, before it is stored. */
export interface RunFileInput {
  fileName: string;
  mime: string;
  format: string;
  bytes: Buffer;
  advertiserId: number | null;
  tab: string | null;
}

/** A stored file as the run uses it. */
export interface StoredFile {
  id: number;
  fileName: string;
  mime: string;
  size: number;
  sha256: string;
  path: string;
  expiresAt: number;
  deletedAt: number | null;
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** A name safe on any disk (the original name stays in the row and in the e-mail). */
const diskName = (name: string): string => name.replace(/[^\w.-]+/g, '_').slice(0, 120);

export async function storeRunFiles(ctx: ServiceContext, runId: number, files: RunFileInput[]): Promise<StoredFile[]> {
  const dir = path.join('report-files', String(runId));
  await fs.mkdir(path.join(ctx.config.dataDir, dir), { recursive: true });
  const now = ctx.now();
  const expiresAt = now + ctx.config.reportRetentionDays * DAY_MS;
  const stored: StoredFile[] = [];
  for (const [index, file] of files.entries()) {
    const relative = path.join(dir, `${index + 1}-${diskName(file.fileName)}`);
    await fs.writeFile(path.join(ctx.config.dataDir, relative), file.bytes);
    const row = {
      run_id: runId,
      advertiser_id: file.advertiserId,
      tab: file.tab,
      format: file.format,
      file_name: file.fileName,
      mime: file.mime,
      size: file.bytes.length,
      sha256: sha256(file.bytes),
      path: relative,
      created_at: now,
      expires_at: expiresAt,
    };
    const inserted = await ctx.db.insertInto('report_files').values(row).returning('id').executeTakeFirstOrThrow();
    stored.push({
      id: Number(inserted.id),
      fileName: row.file_name,
      mime: row.mime,
      size: row.size,
      sha256: row.sha256,
      path: relative,
      expiresAt,
      deletedAt: null,
    });
  }
  return stored;
}

/** The files a run stored, in order. */
export async function runFiles(ctx: ServiceContext, runId: number): Promise<StoredFile[]> {
  const rows = await ctx.db.selectFrom('report_files').selectAll().where('run_id', '=', runId).orderBy('id').execute();
  return rows.map((row) => ({
    id: Number(row.id),
    fileName: row.file_name,
    mime: row.mime,
    size: Number(row.size),
    sha256: row.sha256,
    path: row.path,
    expiresAt: Number(row.expires_at),
    deletedAt: row.deleted_at === null ? null : Number(row.deleted_at),
  }));
}

/** A stored file's bytes when they still match its SHA-256; null when it is gone or changed. */
export async function readVerified(ctx: ServiceContext, file: StoredFile): Promise<Buffer | null> {
  if (file.deletedAt !== null) return null;
  const bytes = await fs.readFile(path.join(ctx.config.dataDir, file.path)).catch(() => null);
  return bytes && sha256(bytes) === file.sha256 ? bytes : null;
}

/** Deletes the files past their expiry (rows keep `deleted_at`); answers how many. */
export async function pruneExpiredFiles(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const expired = await ctx.db
    .selectFrom('report_files')
    .select(['id', 'path'])
    .where('expires_at', '<=', now)
    .where('deleted_at', 'is', null)
    .execute();
  for (const file of expired) {
    await fs.rm(path.join(ctx.config.dataDir, file.path), { force: true });
    await ctx.db.updateTable('report_files').set({ deleted_at: now }).where('id', '=', file.id).execute();
  }
  return expired.length;
}
