/**
 * The data-freshness check (issue 27): the lead's tree of sources per agency (freshness.ts), its worst status rolled
 * up, and a sentence counting the late sources and the agencies they are in. An agency admin's view is the same
 * tree cut to their agencies (`scopeTree`).
 */
import { worstStatus } from '../../../domain/freshness';
import { messageText } from '../../../domain/messages';
import type { Db } from '../../db/database';
import { freshnessTree, type AgencyFreshness } from './freshness';
import type { CheckResult } from './types';

/** The check's answer for a tree (the whole system's, or an agency admin's part of it). */
export function freshnessResult(tree: AgencyFreshness[]): CheckResult {
  if (tree.length === 0) return { status: 'ok', detail: messageText('healthFreshnessNone'), freshness: tree };
  const status = worstStatus(tree.map((agency) => agency.status));
  const sources = tree.flatMap((agency) => agency.sources);
  const late = sources.filter((source) => source.status !== 'ok');
  if (late.length === 0)
    return {
      status,
      detail: messageText('healthFreshnessOk', { sources: sources.length, agencies: tree.length }),
      freshness: tree,
    };
  return {
    status,
    detail: messageText('healthFreshnessLate', {
      late: late.length,
      sources: sources.length,
      total: tree.length,
      agencies: tree.filter((agency) => agency.status !== 'ok').length,
      failing: late.filter((source) => source.status === 'failing').length,
    }),
    freshness: tree,
  };
}

/** Freshness of every agency at `now`. */
export async function checkFreshness(db: Db, now: number): Promise<CheckResult> {
  return freshnessResult(await freshnessTree(db, null, now));
}

/** The part of a tree an agency admin sees: their agencies only. */
export function scopeTree(tree: readonly AgencyFreshness[], agencyIds: readonly number[]): AgencyFreshness[] {
  const own = new Set(agencyIds);
  return tree.filter((agency) => own.has(agency.agencyId));
}
