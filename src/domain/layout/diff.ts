/**
 * What changed between two layout documents, in words. Sections and modules are matched by id, so a module dragged
 * elsewhere is one move rather than a removal and an addition. The server writes these to the configurability log
 * and answers the `layoutDiff` query with them; the editor's history shows them.
 */
import { LAYOUT_WIDTHS } from '../constants';
import { ownValue } from '../own';
import { KIND_CATALOG } from './__generated__/catalog';
import { fieldChanges, isRecord, same, show, texts, type Json } from './diff-values';

/** One readable change. `path` uses the after document's indices (the before document's for removals). */
export interface LayoutChange {
  kind: LayoutChangeKind;
  path: string;
  text: string;
}

/** Every change kind; also narrows a kind that arrives as a plain string (GraphQL). */
export const LAYOUT_CHANGE_KINDS = [
  'document',
  'config',
  'section-added',
  'section-removed',
  'section-renamed',
  'section-moved',
  'section-changed',
  'module-added',
  'module-removed',
  'module-moved',
  'module-resized',
  'module-renamed',
  'module-disabled',
  'module-enabled',
  'module-options',
  'module-tooltips',
  'module-changed',
] as const;

/** What a change is about; the history groups and badges changes by it. */
export type LayoutChangeKind = (typeof LAYOUT_CHANGE_KINDS)[number];

/** Whether a string is one of the change kinds. */
export function isLayoutChangeKind(value: string): value is LayoutChangeKind {
  return LAYOUT_CHANGE_KINDS.some((kind) => kind === value);
}

interface SectionShape {
  key: string;
  index: number;
  record: Json;
  modules: ModuleShape[];
}

interface ModuleShape {
  key: string;
  index: number;
  record: Json;
  section: SectionShape;
}

/** Unique keys for ids; a repeated id (an invalid document) gets a suffix so each occurrence is matched once. */
function keysOf(ids: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return ids.map((id) => {
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    return n ? `${id}#${n}` : id;
  });
}

const hasId = (value: unknown): value is Json & { id: string } => isRecord(value) && typeof value.id === 'string';

/** The sections and modules of a layout, or null for anything else. Only the shape matching needs is checked. */
function readLayout(document: unknown): { record: Json; sections: SectionShape[] } | null {
  if (!isRecord(document) || !Array.isArray(document.components)) return null;
  const components: unknown[] = document.components;
  if (!components.every((s) => hasId(s) && Array.isArray(s.modules) && s.modules.every(hasId))) return null;
  const records = components as (Json & { id: string; modules: (Json & { id: string })[] })[];
  const sectionKeys = keysOf(records.map((s) => s.id));
  const moduleKeys = keysOf(records.flatMap((s) => s.modules.map((m) => m.id)));
  let next = 0;
  const sections = records.map((record, index): SectionShape => {
    const section: SectionShape = { key: sectionKeys[index]!, index, record, modules: [] };
    section.modules = record.modules.map((m, i) => ({ key: moduleKeys[next++]!, index: i, record: m, section }));
    return section;
  });
  return { record: document, sections };
}

/**
 * The keys whose relative order changed: the common keys outside one longest common subsequence of the two
 * orders. Inserting or removing an item therefore moves nothing else.
 */
function movedKeys(before: readonly string[], after: readonly string[]): Set<string> {
  const a = before.filter((k) => after.includes(k));
  const b = after.filter((k) => before.includes(k));
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i]!);
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else j++;
  }
  return new Set(a.filter((k) => !kept.has(k)));
}

const sectionPath = (s: SectionShape): string => `components[${s.index}]`;
const modulePath = (m: ModuleShape): string => `${sectionPath(m.section)}.modules[${m.index}]`;
const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const sectionName = (s: SectionShape): string => nonEmpty(s.record.title) ?? (s.record.id as string);
const kindOf = (m: Json): (typeof KIND_CATALOG)[string] | undefined =>
  typeof m.name === 'string' ? ownValue(KIND_CATALOG, m.name) : undefined;
const moduleName = (m: ModuleShape): string =>
  nonEmpty(m.record.title) ?? kindOf(m.record)?.manifest.title ?? nonEmpty(m.record.name) ?? (m.record.id as string);

function sectionChanges(before: SectionShape[], after: SectionShape[]): LayoutChange[] {
  const old = new Map(before.map((s) => [s.key, s]));
  const now = new Set(after.map((s) => s.key));
  const moved = movedKeys([...old.keys()], [...now]);
  const changes: LayoutChange[] = before
    .filter((s) => !now.has(s.key))
    .map((s) => ({ kind: 'section-removed', path: sectionPath(s), text: `Section '${sectionName(s)}' removed` }));
  for (const s of after) {
    const was = old.get(s.key);
    const path = sectionPath(s);
    const name = sectionName(s);
    if (!was) {
      changes.push({ kind: 'section-added', path, text: `Section '${name}' added` });
      continue;
    }
    if (!same(was.record.title, s.record.title))
      changes.push({ kind: 'section-renamed', path, text: `Section '${sectionName(was)}' renamed to '${name}'` });
    if (moved.has(s.key))
      changes.push({
        kind: 'section-moved',
        path,
        text: `Section '${name}' moved from position ${was.index + 1} to ${s.index + 1}`,
      });
    const fields = fieldChanges(was.record, s.record, ['id', 'title', 'modules']);
    if (fields.length) changes.push({ kind: 'section-changed', path, text: `Section '${name}': ${texts(fields)}` });
  }
  return changes;
}

type Breakpoint = 'lg' | 'sm';
type Span = { w?: number; h?: number; x?: number; y?: number };
const SCREENS: Record<Breakpoint, string> = { lg: 'large screens', sm: 'small screens' };

/** The module's spans: its own breakpoints, else its kind's default size. */
function spansOf(m: Json): Record<Breakpoint, Span> {
  const spec = m.breakpoints ?? kindOf(m)?.manifest.defaultSize;
  const read = (bp: Breakpoint): Span => {
    if (spec === 'Half' || spec === 'Full') return { w: LAYOUT_WIDTHS[spec][bp] };
    const span = isRecord(spec) ? spec[bp] : undefined;
    if (!isRecord(span)) return {};
    const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
    return { w: num(span.w), h: num(span.h), x: num(span.x), y: num(span.y) };
  };
  return { lg: read('lg'), sm: read('sm') };
}

/** 'widened from 6 to 12 columns', 'made taller from 8 to 10 rows', or a plain `old → new`. */
function sizeText(a: number | undefined, b: number | undefined, unit: 'columns' | 'rows'): string {
  const [up, down, what] =
    unit === 'columns' ? ['widened', 'narrowed', 'width'] : ['made taller', 'made shorter', 'height'];
  if (a !== undefined && b !== undefined) return `${b > a ? up : down} from ${a} to ${b} ${unit}`;
  return b === undefined ? `${what} back to automatic` : `${what} set to ${b} ${unit}`;
}

function sizeChanges(was: ModuleShape, m: ModuleShape, name: string): LayoutChange[] {
  const [before, after] = [spansOf(was.record), spansOf(m.record)];
  const changes: LayoutChange[] = [];
  for (const bp of ['lg', 'sm'] as const) {
    const [a, b] = [before[bp], after[bp]];
    const parts = [
      ...(a.w === b.w ? [] : [sizeText(a.w, b.w, 'columns')]),
      ...(a.h === b.h ? [] : [sizeText(a.h, b.h, 'rows')]),
    ];
    if (parts.length)
      changes.push({
        kind: 'module-resized',
        path: modulePath(m),
        text: `'${name}' ${parts.join(' and ')} (${SCREENS[bp]})`,
      });
    // Rows follow the module order after compaction, so only a change of column is a move of its own.
    if (a.x !== b.x && b.x !== undefined)
      changes.push({
        kind: 'module-moved',
        path: modulePath(m),
        text: `Module '${name}' moved ${a.x === undefined ? '' : `from column ${a.x + 1} `}to column ${b.x + 1} (${SCREENS[bp]})`,
      });
  }
  return changes;
}

/** What changed in a list of tooltips, by key: added, removed, changed, or only reordered. */
function tooltipText(before: unknown, after: unknown): string {
  const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isRecord) : []);
  const key = (t: Json): string => `${show(t.key)}${typeof t.mapKey === 'string' ? ` (${t.mapKey})` : ''}`;
  const [a, b] = [new Map(list(before).map((t) => [key(t), t])), new Map(list(after).map((t) => [key(t), t]))];
  const parts = [
    ...[...b.keys()].filter((k) => !a.has(k)).map((k) => `${k} added`),
    ...[...a.keys()].filter((k) => !b.has(k)).map((k) => `${k} removed`),
    ...[...b.keys()].filter((k) => a.has(k) && !same(a.get(k), b.get(k))).map((k) => `${k} changed`),
  ];
  return parts.length ? parts.join(', ') : 'reordered';
}

const OTHER_FIELDS_SKIPPED = [
  'id',
  'title',
  'disabled',
  'breakpoints',
  'options',
  'tooltips',
  'noDataTooltips',
  'name',
  'dataSource',
];

/** Kind, data source and any remaining field of a module, in words. */
function otherFields(before: Json, after: Json): string[] {
  const parts: string[] = [];
  if (!same(before.name, after.name)) {
    const title = (m: Json): string => kindOf(m)?.manifest.title ?? show(m.name);
    parts.push(`kind ${title(before)} → ${title(after)}`);
  }
  if (!same(before.dataSource, after.dataSource)) {
    const method = (m: Json): unknown => (isRecord(m.dataSource) ? m.dataSource.method : undefined);
    const [a, b] = [method(before), method(after)];
    parts.push(a === b ? 'data source parameters changed' : `data source ${show(a)} → ${show(b)}`);
  }
  return [...parts, ...fieldChanges(before, after, OTHER_FIELDS_SKIPPED).map((f) => f.text)];
}

/** The options the module runs with: its own, else its kind's initial options (as the validator reads them). */
const optionsOf = (m: Json): Json => (isRecord(m.options) ? m.options : (kindOf(m)?.manifest.initialOptions ?? {}));

function moduleFieldChanges(was: ModuleShape, m: ModuleShape): LayoutChange[] {
  const path = modulePath(m);
  const name = moduleName(m);
  const [a, b] = [was.record, m.record];
  const changes: LayoutChange[] = [];
  const add = (kind: LayoutChangeKind, text: string): void => void changes.push({ kind, path, text });
  if (!same(a.title, b.title)) add('module-renamed', `Module '${moduleName(was)}' renamed to '${name}'`);
  if ((a.disabled === true) !== (b.disabled === true))
    add(
      b.disabled === true ? 'module-disabled' : 'module-enabled',
      `'${name}' ${b.disabled === true ? 'disabled' : 'enabled'}`,
    );
  changes.push(...sizeChanges(was, m, name));
  const options = fieldChanges(optionsOf(a), optionsOf(b));
  if (options.length) add('module-options', `'${name}' options: ${texts(options)}`);
  if (!same(a.tooltips, b.tooltips))
    add('module-tooltips', `'${name}' tooltips: ${tooltipText(a.tooltips, b.tooltips)}`);
  if (!same(a.noDataTooltips, b.noDataTooltips))
    add('module-tooltips', `'${name}' no-data tooltips: ${tooltipText(a.noDataTooltips, b.noDataTooltips)}`);
  const other = otherFields(a, b);
  if (other.length) add('module-changed', `'${name}': ${other.join(', ')}`);
  return changes;
}

function moduleChanges(before: SectionShape[], after: SectionShape[]): LayoutChange[] {
  const old = new Map(before.flatMap((s) => s.modules).map((m) => [m.key, m]));
  const now = new Set(after.flatMap((s) => s.modules).map((m) => m.key));
  const oldSections = new Map(before.map((s) => [s.key, s]));
  // Order moves are judged within a section, among the modules that stayed in it.
  const moved = new Set(
    after.flatMap((s) => {
      const was = oldSections.get(s.key);
      return was
        ? [
            ...movedKeys(
              was.modules.map((m) => m.key),
              s.modules.map((m) => m.key),
            ),
          ]
        : [];
    }),
  );
  const changes: LayoutChange[] = [...old.values()]
    .filter((m) => !now.has(m.key))
    .map((m) => ({
      kind: 'module-removed',
      path: modulePath(m),
      text: `Module '${moduleName(m)}' removed from '${sectionName(m.section)}'`,
    }));
  for (const m of after.flatMap((s) => s.modules)) {
    const was = old.get(m.key);
    const [path, name, section] = [modulePath(m), moduleName(m), sectionName(m.section)];
    if (!was) {
      changes.push({ kind: 'module-added', path, text: `Module '${name}' added to '${section}'` });
      continue;
    }
    if (was.section.key !== m.section.key)
      changes.push({
        kind: 'module-moved',
        path,
        text: `Module '${name}' moved from '${sectionName(was.section)}' to position ${m.index + 1} in '${section}'`,
      });
    else if (moved.has(m.key))
      changes.push({
        kind: 'module-moved',
        path,
        text: `Module '${name}' moved from position ${was.index + 1} to ${m.index + 1} in '${section}'`,
      });
    changes.push(...moduleFieldChanges(was, m));
  }
  return changes;
}

/** Bookkeeping written on every save (and the document's own id and level), never a change in itself. */
const BOOKKEEPING = [
  'id',
  'type',
  'components',
  'config',
  'LastModifiedDate',
  'LastModifiedBy',
  'PropertyId',
  'Version',
  'agencyName',
];

function pageChanges(before: Json, after: Json): LayoutChange[] {
  const config = (d: Json): Json => (isRecord(d.config) ? d.config : {});
  return [
    ...fieldChanges(before, after, BOOKKEEPING).map((f) => ({ path: f.key, text: f.text })),
    ...fieldChanges(config(before), config(after)).map((f) => ({ path: 'config', text: f.text })),
  ].map(({ path, text }) => ({ kind: 'config', path, text: `Page settings: ${text}` }));
}

/**
 * The changes from `before` to `after`: removed sections, then each section in the after order; removed modules,
 * then each module in the after order; then page settings. Anything that is not a layout (an object with a
 * `components` array of sections with ids) is one 'document' change unless both sides are equal.
 */
export function diffLayouts(before: unknown, after: unknown): LayoutChange[] {
  const [a, b] = [readLayout(before), readLayout(after)];
  if (!a || !b) return same(before, after) ? [] : [{ kind: 'document', path: '', text: 'Whole document replaced' }];
  return [
    ...sectionChanges(a.sections, b.sections),
    ...moduleChanges(a.sections, b.sections),
    ...pageChanges(a.record, b.record),
  ];
}

/**
 * One line for a log or a history row: 'No changes', or the first `max` texts joined by '; ' and ` (+N more)`.
 * @default max 3
 */
export function summarizeChanges(changes: readonly LayoutChange[], max = 3): string {
  if (changes.length === 0) return 'No changes';
  const shown = changes.slice(0, Math.max(1, max)).map((c) => c.text);
  const rest = changes.length - shown.length;
  return `${shown.join('; ')}${rest > 0 ? ` (+${rest} more)` : ''}`;
}
