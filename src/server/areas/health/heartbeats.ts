/**
 * Background loops' heartbeats (issue 27): each instance writes its loop's last tick, so the health check sees
 * whether any instance's loop runs (the report scheduler keeps its own `scheduler_heartbeats`, issue 25).
 */
import type { Db } from '../../db/database';

/** The loops writing here. */
export type HeartbeatLoop = 'sync' | 'health';

/** Records that `instance`'s `loop` ticked at `at`. */
export async function beatLoop(db: Db, loop: HeartbeatLoop, instance: string, at: number): Promise<void> {
  await db
    .insertInto('health_heartbeats')
    .values({ loop, instance, beat_at: at })
    .onConflict((oc) => oc.columns(['loop', 'instance']).doUpdateSet({ beat_at: at }))
    .execute();
}

/** The newest tick of a loop over every instance (epoch ms), null when none ever ticked. */
export async function lastBeat(db: Db, loop: HeartbeatLoop | 'reports'): Promise<number | null> {
  const row =
    loop === 'reports'
      ? await db
          .selectFrom('scheduler_heartbeats')
          .select((eb) => eb.fn.max('beat_at').as('at'))
          .executeTakeFirst()
      : await db
          .selectFrom('health_heartbeats')
          .select((eb) => eb.fn.max('beat_at').as('at'))
          .where('loop', '=', loop)
          .executeTakeFirst();
  return row?.at == null ? null : Number(row.at);
}
