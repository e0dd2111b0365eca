/** A campaign history entry in words: "Visibility: hidden no → yes". */
import { isRecord } from '../../data/narrow';
import { FACET_LABELS, FIELD_LABELS, LABELS, VALUE_WORDS } from './texts';
import type { HistoryEntry } from './types';

/** Fields that only tie entries together. */
const PLUMBING: ReadonlySet<string> = new Set(['moveId', 'batch']);

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return VALUE_WORDS.none;
  if (typeof value === 'boolean') return value ? VALUE_WORDS.yes : VALUE_WORDS.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** What the entry changed, before → after, field by field. */
export function changeWords(entry: Pick<HistoryEntry, 'facet' | 'before' | 'after' | 'reverts'>): string {
  const before = isRecord(entry.before) ? entry.before : {};
  const after = isRecord(entry.after) ? entry.after : {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !PLUMBING.has(key));
  const facet = FACET_LABELS[entry.facet] ?? entry.facet;
  // A field named like its facet ("Friendly name: friendly name …") is said once.
  const field = (key: string): string => {
    const label = FIELD_LABELS[key] ?? key;
    return label.toLowerCase() === facet.toLowerCase() ? '' : `${label} `;
  };
  const changes = keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${field(key)}${shown(before[key])} → ${shown(after[key])}`);
  const head = entry.reverts === null ? facet : `${facet} (${LABELS.undoneLabel})`;
  return changes.length === 0 ? head : `${head}: ${changes.join('; ')}`;
}

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A time of the server (epoch milliseconds or an ISO text) as the lists show it. */
export function whenText(at: number | string | null): string {
  return at === null ? VALUE_WORDS.none : WHEN.format(new Date(at));
}
