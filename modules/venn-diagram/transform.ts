/**
 * Audience overlap rows → a Venn layout. The `audience-overlap` data method gives one row per audience:
 * `{ Kind: 'set', CampaignType, Tactic, Reach }` for a tactic and `{ Kind: 'overlap', Types, Reach }` for a pair,
 * `Types` naming the two types ('DISPLAY, OTT'; '|' also accepted).
 */
import type { Dataset, Row, TableData } from '../../src/domain/layout/dataset';
import { numberOf } from '../../src/domain/layout/dataset';
import { tacticDisplayName } from '../../src/domain/tactics';
import type { ViewContext } from '../../src/registry/types';
import type { VennDiagramOptions } from './__generated__/options';
import { placeCircles, type Circle } from './layout';

/** One tactic's audience. */
export interface AudienceSet {
  type: string;
  label: string;
  reach: number;
}

/** The audience two tactics share. */
export interface AudiencePair {
  types: [string, string];
  label: string;
  reach: number;
}

/** What the diagram draws. */
export interface VennData {
  sets: AudienceSet[];
  overlaps: AudiencePair[];
  circles: Circle[];
}

/** Circles drawn at most: beyond three, overlaps no longer read as areas. */
export const MAX_SETS = 3;

/** The two types of an overlap row. */
export function pairTypes(row: Row): [string, string] | null {
  const types = String(row.Types ?? '')
    .split(/[|,]\s*/)
    .map((t) => t.trim())
    .filter(Boolean);
  return types.length === 2 ? [types[0]!, types[1]!] : null;
}

/** Dataset → the largest three audiences, the overlaps among them and their circles. */
export function transformVenn(dataset: Dataset, _options: VennDiagramOptions, _context: ViewContext): VennData {
  const sets = dataset.rows
    .filter((row) => row.Kind === 'set' && (numberOf(row.Reach) ?? 0) > 0)
    .map((row) => {
      const type = String(row.CampaignType ?? row.Types ?? '');
      const label = typeof row.Tactic === 'string' && row.Tactic ? row.Tactic : tacticDisplayName(type);
      return { type, label, reach: numberOf(row.Reach) ?? 0 };
    })
    .sort((a, b) => b.reach - a.reach)
    .slice(0, MAX_SETS);
  const byType = new Map(sets.map((set) => [set.type, set]));
  const overlaps: AudiencePair[] = [];
  for (const row of dataset.rows) {
    const types = row.Kind === 'overlap' ? pairTypes(row) : null;
    const [a, b] = types ? [byType.get(types[0]), byType.get(types[1])] : [];
    if (!types || !a || !b) continue;
    const reach = Math.min(numberOf(row.Reach) ?? 0, a.reach, b.reach);
    overlaps.push({ types, label: `${a.label} and ${b.label}`, reach });
  }
  return { sets, overlaps, circles: placeCircles(sets, overlaps) };
}

/** Every audience and shared audience with its reach, for screen readers and downloads. */
export function vennTable(data: VennData): TableData {
  return {
    columns: [
      { key: 'Audience', label: 'Audience', format: 'text' },
      { key: 'Reach', label: 'Reach', format: 'integer' },
    ],
    rows: [
      ...data.sets.map((set) => ({ Audience: set.label, Reach: set.reach })),
      ...data.overlaps.map((pair) => ({ Audience: `${pair.label} (shared)`, Reach: pair.reach })),
    ],
  };
}
