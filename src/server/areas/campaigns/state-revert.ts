/**
 * The revert handlers of the campaign state facets (issue 23, helper S1): visibility, archive, audience, name, data
 * and spend. Each finds the campaign wherever it is now, checks its facet still holds the entry's `after` (another
 * path may have changed it since: updateCampaignData also sets the friendly name), puts `before` back, and refreshes
 * the rollups or bumps the data generation as the original change did.
 */
import type { AuditActor, AuditEntry, RevertHandler } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import type { CampaignAudience } from '../../db/schema';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { readableTime } from '../../kernel/readable-time';
import { bumpDataGeneration } from '../../services/data-generation';
import { refreshRollups } from '../../services/rollups';
import { CAMPAIGN_FACETS, type CampaignFacet, type CampaignReverts } from './facets';
import { managedCampaignById, type ManagedRow } from './managed';
import { DATA_COLUMNS, dataValueOf, spendStateOf, type DataField, type SpendState } from './state-service';

type State = Record<string, unknown>;

/** How one facet reads its state, and puts a state back (answering whether rollups need a refresh). */
interface FacetRevert {
  stateOf(row: ManagedRow, keys: string[]): State;
  changes(target: State, actor: AuditActor, now: number): Record<string, unknown>;
  rollups: boolean;
}

const FACET_REVERTS: Record<string, FacetRevert> = {
  [CAMPAIGN_FACETS.visibility]: {
    stateOf: (row) => ({ hidden: row.hidden_at != null }),
    changes: (target, actor, now) =>
      target.hidden ? { hidden_at: now, hidden_by: actor.email } : { hidden_at: null, hidden_by: null },
    rollups: true,
  },
  [CAMPAIGN_FACETS.archive]: {
    stateOf: (row) => ({ archived: row.archived_at != null, batch: row.archive_batch }),
    changes: (target, actor, now) =>
      target.archived
        ? { archived_at: now, archived_by: actor.email, archive_batch: target.batch ?? null }
        : { archived_at: null, archived_by: null, archive_batch: null },
    rollups: true,
  },
  [CAMPAIGN_FACETS.audience]: {
    stateOf: (row) => ({ audience: row.audience }),
    changes: (target) => ({ audience: target.audience as CampaignAudience }),
    rollups: false,
  },
  [CAMPAIGN_FACETS.name]: {
    stateOf: (row) => ({ friendlyName: row.friendly_name }),
    changes: (target) => ({ friendly_name: target.friendlyName ?? null }),
    rollups: false,
  },
  [CAMPAIGN_FACETS.data]: {
    stateOf: (row, keys) =>
      Object.fromEntries(
        keys.filter((key) => key in DATA_COLUMNS).map((key) => [key, dataValueOf(row, key as DataField)]),
      ),
    changes: (target) =>
      Object.fromEntries(
        Object.entries(target)
          .filter(([key]) => key in DATA_COLUMNS)
          .map(([key, value]) => [DATA_COLUMNS[key as DataField], value]),
      ),
    rollups: false,
  },
  [CAMPAIGN_FACETS.spend]: {
    stateOf: (row) => ({ ...spendStateOf(row) }),
    changes: (target) => {
      const spend = target as unknown as SpendState;
      return { spend_type: spend.SpendType, spend_rate: spend.Rate, hide_spend: spend.HideSpend ? 1 : 0 };
    },
    rollups: true,
  },
};

const same = (a: State, b: State): boolean =>
  Object.keys(b).every((key) => JSON.stringify(a[key] ?? null) === JSON.stringify(b[key] ?? null));

/** 409 naming the latest later change of the campaign (any facet), or the campaign's own last update. */
async function changedSince(trx: Db, entry: AuditEntry, row: ManagedRow): Promise<AppError> {
  const later = await trx
    .selectFrom('audit_log')
    .select(['actor_email', 'at'])
    .where('area', '=', 'campaigns')
    .where('object_id', '=', entry.objectId)
    .where('id', '>', entry.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const at = later?.at ?? new Date(Number(row.updated_at ?? Date.parse(entry.at))).toISOString();
  return new AppError(409, 'auditChangedSince', {
    params: {
      object: entry.objectLabel,
      changedBy: later?.actor_email ?? entry.actorEmail,
      changedAt: readableTime(at),
    },
  });
}

function handlerOf(ctx: ServiceContext, facet: CampaignFacet): RevertHandler {
  const revert = FACET_REVERTS[facet]!;
  return async (entry, trx, actor) => {
    const row = await managedCampaignById(trx, Number(entry.objectId));
    if (!row) throw new AppError(409, 'auditObjectGone', { params: { object: entry.objectLabel } });
    const after = (entry.after ?? {}) as State;
    const target = (entry.before ?? {}) as State;
    const keys = Object.keys(target);
    const current = revert.stateOf(row, keys);
    if (!same(current, after)) throw await changedSince(trx, entry, row);
    await trx
      .updateTable('campaigns')
      .set({ ...revert.changes(target, actor, ctx.now()), updated_at: ctx.now() })
      .where('id', '=', row.id)
      .execute();
    if (revert.rollups) await refreshRollups(trx, [Number(row.advertiser_id)]);
    else await bumpDataGeneration(trx);
    const reverted = await managedCampaignById(trx, Number(row.id));
    return { before: current, after: revert.stateOf(reverted!, keys) };
  };
}

/** Registers the state facets' revert handlers (once per app). */
export function registerStateReverts(ctx: ServiceContext, reverts: CampaignReverts): void {
  for (const facet of [
    CAMPAIGN_FACETS.visibility,
    CAMPAIGN_FACETS.archive,
    CAMPAIGN_FACETS.audience,
    CAMPAIGN_FACETS.name,
    CAMPAIGN_FACETS.data,
    CAMPAIGN_FACETS.spend,
  ]) {
    reverts.register(facet, handlerOf(ctx, facet));
  }
}
