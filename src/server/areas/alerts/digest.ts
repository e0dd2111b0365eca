/**
 * The alert digest (issue 27): after an evaluation, one e-mail per recipient per window listing the alerts that want
 * attention (firing, not acknowledged, not snoozed; domain `wantsAttention`), new ones first, in the agency's brand
 * through the MailService (HTML and plain text). Recipients: the agency level's roles and users apply to every alert;
 * an advertiser's or a campaign's recipients are added for its own alerts (inherited down the tree, never removed).
 * An agency that named nobody mails its agency admins (AGENCY_ADMIN). Each recipient gets only the alerts they may
 * see (the list's tenancy: client users only client-visible alerts of their advertisers). Nothing wants attention:
 * no e-mail. Once per agency and window across instances (claim row `digest:<agency>:<window>`).
 */
import { wantsAttention, type AlertState } from '../../../domain/alerts';
import { messageText } from '../../../domain/messages';
import { RIGHTS, USER_STATUS } from '../../../domain/rights';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../kernel/context';
import { scopeOf } from '../../kernel/tenancy';
import type { MailService } from '../../mail/service';
import { messageOf, RULE_LABELS, visibleAlerts } from './queries';
import { layersOf, type Recipients } from './settings-store';

interface DigestRow {
  id: number;
  rule: string;
  object_label: string;
  detail: string;
  data_late: number;
  digested_in: string | null;
  fired_at: number | null;
}

/** Claims `key` once across instances; false when another evaluation holds it. */
export async function claim(db: Db, key: string, instanceId: string, now: number): Promise<boolean> {
  const row = await db
    .insertInto('alert_claims')
    .values({ key, claimed_by: instanceId, claimed_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return !!row;
}

/** The active users of the agency the recipients name (by role or id). */
async function usersNamed(db: Db, agencyId: number, recipients: Recipients): Promise<Set<number>> {
  const out = new Set<number>();
  if (recipients.roles.length === 0 && recipients.userIds.length === 0) return out;
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_agencies', 'user_agencies.user_id', 'users.id')
    .select('users.id')
    .where('user_agencies.agency_id', '=', agencyId)
    .where('users.status', '=', USER_STATUS.Active)
    .where((eb) =>
      eb.or([
        ...(recipients.userIds.length ? [eb('users.id', 'in', recipients.userIds)] : []),
        ...(recipients.roles.length
          ? [
              eb(
                'users.id',
                'in',
                eb
                  .selectFrom('user_roles')
                  .select('user_roles.user_id')
                  .where('user_roles.role_code', 'in', recipients.roles),
              ),
            ]
          : []),
      ]),
    )
    .execute();
  for (const row of rows) out.add(Number(row.id));
  return out;
}

async function agencyAdmins(db: Db, agencyId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('user_agency_rights')
    .innerJoin('users', 'users.id', 'user_agency_rights.user_id')
    .select('users.id')
    .where('user_agency_rights.agency_id', '=', agencyId)
    .where('user_agency_rights.right_code', '=', RIGHTS.AGENCY_ADMIN)
    .where('users.status', '=', USER_STATUS.Active)
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
}

/** Sends the window's digests of an agency; answers how many e-mails went out (0 when claimed elsewhere or quiet). */
export async function sendDigests(
  ctx: ServiceContext,
  mail: MailService,
  agencyId: number,
  window: string,
  instanceId: string,
): Promise<number> {
  const now = ctx.now();
  const open = await ctx.db
    .selectFrom('alerts')
    .select(['id', 'state', 'streak', 'first_seen', 'last_seen', 'acknowledged_by', 'snoozed_until'])
    .select(['advertiser_id', 'campaign_id'])
    .where('agency_id', '=', agencyId)
    .where('state', '=', 'firing')
    .execute();
  const wanted = open.filter((row) =>
    wantsAttention(
      {
        state: row.state as AlertState,
        streak: Number(row.streak),
        firstSeen: Number(row.first_seen),
        lastSeen: Number(row.last_seen),
        acknowledgedBy: row.acknowledged_by,
        snoozedUntil: row.snoozed_until === null ? null : Number(row.snoozed_until),
      },
      now,
    ),
  );
  if (wanted.length === 0) return 0;
  if (!(await claim(ctx.db, `digest:${agencyId}:${window}`, instanceId, now))) return 0;
  const layers = await layersOf(ctx.db, agencyId);
  const agencyLevel = layers.level(null, null)?.recipients;
  const base =
    agencyLevel && (agencyLevel.roles.length || agencyLevel.userIds.length)
      ? await usersNamed(ctx.db, agencyId, agencyLevel)
      : await agencyAdmins(ctx.db, agencyId);
  const perAlert = new Map<number, Set<number>>();
  const extraCache = new Map<string, Set<number>>();
  for (const alert of wanted) {
    const users = new Set(base);
    const levels: [number, number | null][] =
      alert.advertiser_id === null
        ? []
        : [
            [alert.advertiser_id, null],
            ...(alert.campaign_id === null ? [] : [[alert.advertiser_id, alert.campaign_id] as [number, number]]),
          ];
    for (const [advertiserId, campaignId] of levels) {
      const level = layers.level(advertiserId, campaignId);
      if (!level) continue;
      const key = `${advertiserId}:${campaignId}`;
      if (!extraCache.has(key)) extraCache.set(key, await usersNamed(ctx.db, agencyId, level.recipients));
      for (const id of extraCache.get(key)!) users.add(id);
    }
    perAlert.set(Number(alert.id), users);
  }
  const userIds = new Set([...perAlert.values()].flatMap((set) => [...set]));
  const agency = await ctx.db
    .selectFrom('agencies')
    .select('name')
    .where('id', '=', agencyId)
    .executeTakeFirstOrThrow();
  const sent: number[] = [];
  const mailedTo = new Map<number, string[]>();
  // Who gets which alerts, read before the transaction (the user loader reads through its own connection).
  const letters: { email: string; rows: DigestRow[] }[] = [];
  for (const userId of [...userIds].sort((a, b) => a - b)) {
    const user = await ctx.users.load(userId, { agency_id: agencyId, sub_agency_id: null, station_id: null });
    if (!user || (!user.is_superuser && user.active_agency_id !== agencyId)) continue;
    const mine = [...perAlert].filter(([, users]) => users.has(userId)).map(([id]) => id);
    const scope = await scopeOf(ctx.db, user, now);
    const rows = await visibleAlerts(ctx.db, scope, user)
      .select([
        'alerts.id',
        'alerts.rule',
        'alerts.object_label',
        'alerts.detail',
        'alerts.data_late',
        'alerts.digested_in',
        'alerts.fired_at',
      ])
      .where('alerts.id', 'in', mine)
      .execute();
    if (rows.length) letters.push({ email: user.email, rows });
  }
  await ctx.db.transaction().execute(async (trx) => {
    for (const { email, rows } of letters) {
      const isNew = (row: DigestRow) => row.digested_in === null;
      rows.sort((a, b) => Number(isNew(b)) - Number(isNew(a)) || Number(b.fired_at) - Number(a.fired_at));
      const lines = rows.map((row) =>
        messageText(isNew(row) ? 'alertDigestNew' : 'alertDigestOngoing', {
          rule: messageText(RULE_LABELS[row.rule as keyof typeof RULE_LABELS]),
          object: row.object_label,
          message: messageOf(row),
        }),
      );
      sent.push(
        await mail.enqueue(trx, {
          agencyId,
          to: email,
          template: 'alertDigest',
          data: {
            agencyName: agency.name,
            count: rows.length,
            newCount: rows.filter(isNew).length,
            lines,
            linkPath: '/',
          },
        }),
      );
      for (const row of rows) mailedTo.set(Number(row.id), [...(mailedTo.get(Number(row.id)) ?? []), email]);
    }
    for (const [id, emails] of mailedTo) {
      const row = await trx.selectFrom('alerts').select('recipients').where('id', '=', id).executeTakeFirstOrThrow();
      const known = new Set<string>(JSON.parse(row.recipients) as string[]);
      for (const email of emails) known.add(email);
      await trx
        .updateTable('alerts')
        .set({ digested_in: window, recipients: JSON.stringify([...known].sort()) })
        .where('id', '=', id)
        .execute();
    }
  });
  for (const id of sent) await mail.tryNow(id);
  return sent.length;
}
