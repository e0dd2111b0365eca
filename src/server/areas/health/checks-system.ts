/**
 * The checks of the portal's own ground (issue 27): the database answering a real write, the data folder's disk,
 * the migrations applied. Each answers a status and a sentence; thresholds are exported (docs/decisions.md, issue 27).
 */
import fs from 'node:fs/promises';
import { Migrator } from 'kysely';
import { messageText } from '../../../domain/messages';
import type { Db } from '../../db/database';
import { migrations } from '../../db/migrations/index';
import type { CheckResult } from './types';

/** A write and a read slower than this (ms) is a warning. */
export const DATABASE_WARN_MS = 500;

/** Disk of the data folder: a warning below either free amount, failing below either of the smaller ones. */
export const DISK_THRESHOLDS = {
  warnFreeBytes: 2 * 1024 ** 3,
  warnFreePercent: 10,
  failFreeBytes: 500 * 1024 ** 2,
  failFreePercent: 3,
};

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A real write (this instance's probe heartbeat) and a read of it back, timed. */
export async function checkDatabase(db: Db, instance: string, now: number): Promise<CheckResult> {
  const started = performance.now();
  try {
    await db
      .insertInto('health_heartbeats')
      .values({ loop: 'database-probe', instance, beat_at: now })
      .onConflict((oc) => oc.columns(['loop', 'instance']).doUpdateSet({ beat_at: now }))
      .execute();
    const row = await db
      .selectFrom('health_heartbeats')
      .select('beat_at')
      .where('loop', '=', 'database-probe')
      .where('instance', '=', instance)
      .executeTakeFirst();
    if (!row || Number(row.beat_at) !== now) throw new Error('the row written was not read back');
  } catch (error) {
    return { status: 'failing', detail: messageText('healthDatabaseDown', { error: reason(error) }) };
  }
  const ms = Math.round(performance.now() - started);
  return ms > DATABASE_WARN_MS
    ? { status: 'warning', detail: messageText('healthDatabaseSlow', { ms, limit: DATABASE_WARN_MS }) }
    : { status: 'ok', detail: messageText('healthDatabaseOk', { ms }) };
}

/** Bytes as a person reads them (GB/MB, one decimal). */
export function readableBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

/** Free space of the disk holding `dir` against the thresholds. */
export async function checkDisk(dir: string, thresholds = DISK_THRESHOLDS): Promise<CheckResult> {
  let stats: { bavail: number; blocks: number; bsize: number };
  try {
    await fs.mkdir(dir, { recursive: true });
    stats = await fs.statfs(dir);
  } catch (error) {
    return { status: 'failing', detail: messageText('healthDiskUnreadable', { error: reason(error) }) };
  }
  const free = stats.bavail * stats.bsize;
  const total = stats.blocks * stats.bsize;
  const percent = total > 0 ? (free / total) * 100 : 0;
  const params = { free: readableBytes(free), total: readableBytes(total), percent: percent.toFixed(1) };
  if (free < thresholds.failFreeBytes || percent < thresholds.failFreePercent)
    return { status: 'failing', detail: messageText('healthDiskFull', params) };
  if (free < thresholds.warnFreeBytes || percent < thresholds.warnFreePercent)
    return { status: 'warning', detail: messageText('healthDiskLow', params) };
  return { status: 'ok', detail: messageText('healthDiskOk', params) };
}

/** The migrations this build knows against the ones the database records as applied (Kysely's Migrator). */
export async function checkMigrations(db: Db, pgSchema?: string): Promise<CheckResult> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
  const infos = await migrator.getMigrations();
  const pending = infos.filter((info) => info.executedAt === undefined).map((info) => info.name);
  if (pending.length === 0) return { status: 'ok', detail: messageText('healthMigrationsOk', { known: infos.length }) };
  return {
    status: 'failing',
    detail: messageText('healthMigrationsPending', {
      pending: pending.length,
      known: infos.length,
      names: pending.join(', '),
    }),
  };
}
