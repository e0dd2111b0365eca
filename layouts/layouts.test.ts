import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_CATALOGUE, fieldDefinition, fieldLabel } from '../src/domain/field-labels';
import { catalogueLabel, isMetric, metricDefinition, tacticMetrics } from '../src/domain/metric-catalogue';
import { KNOWN_TABS, tabToTypes } from '../src/domain/tactics';
import { lintLayout } from '../src/domain/layout/lint';
import { TOOLTIP_SEEDS } from '../src/server/db/demo/tooltip-texts';

const DIR = import.meta.dirname;
const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.json'));
const known = new Set(TOOLTIP_SEEDS.map((t) => t.key));
const read = (file: string): Layout => JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as Layout;

interface LayoutModule {
  name: string;
  options?: Record<string, unknown>;
  tooltips?: { key: string; mapKey?: string }[];
}
interface Layout {
  tactic: string;
  components: { modules?: LayoutModule[] }[];
}

const modulesOf = (layout: Layout): LayoutModule[] => layout.components.flatMap((c) => c.modules ?? []);
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap((item) =>
          typeof item === 'object' && item !== null && 'key' in item ? [String(item.key)] : strings(item),
        )
      : [];

/** Every field a layout names for display: metrics, table columns, chart dimensions, sort keys, tooltip targets. */
export function fieldsNamed(layout: Layout): string[] {
  const named = modulesOf(layout).flatMap((module) => {
    const o = module.options ?? {};
    return [
      ...strings(o.metrics),
      ...strings(o.metric),
      ...strings(o.barMetric),
      ...strings(o.lineMetric),
      ...strings(o.columns),
      ...strings(o.dimension),
      ...strings(o.sortBy),
      ...(module.tooltips ?? []).flatMap((t) => (t.mapKey ? [t.mapKey] : [])),
    ];
  });
  return [...new Set(named)];
}

/** A plain word or an acronym may be its own label (Calls, VCR, GRPs); CreativeName or ClickThrough may not. */
const PLAIN_WORD = /^(?:[A-Z][a-z]+|[A-Z][A-Z0-9]+s?)$/;

/** The fields of a layout that would reach a screen raw or undefined, each with the reason. */
export function unlabelled(layout: Layout): string[] {
  const types = tabToTypes(layout.tactic);
  return fieldsNamed(layout).flatMap((field) => {
    const label = isMetric(field) ? catalogueLabel(field, types) : FIELD_CATALOGUE[field]?.label;
    const problems: string[] = [];
    if (!label) problems.push(`${field}: no label in the metric or field catalogue`);
    else if (label === field && !PLAIN_WORD.test(field)) problems.push(`${field}: its label is the raw field name`);
    if (!fieldDefinition(field)) problems.push(`${field}: no definition`);
    return problems;
  });
}

describe('shipped layouts', () => {
  it.each(files)('%s is valid and passes every lint rule', (file) => {
    const document: unknown = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));
    expect(lintLayout(document, (key) => known.has(key))).toEqual([]);
    expect((document as { tactic: string }).tactic).toBe(file.replace(/\.json$/, ''));
  });

  it('covers summary, home and every tab of the tab mapping', () => {
    const tabs = files.map((f) => f.replace(/\.json$/, ''));
    expect(tabs).toEqual(expect.arrayContaining([...KNOWN_TABS, 'home']));
  });

  it.each(files)('%s: every metric and column it shows has a label and a definition', (file) => {
    expect(unlabelled(read(file))).toEqual([]);
  });

  it('finds a metric or a column without a label or a definition', () => {
    const layout: Layout = {
      tactic: 'display',
      components: [
        {
          modules: [
            { name: 'top-metrics', options: { metrics: ['Impressions', 'Frobs'] } },
            { name: 'generic-table', options: { columns: ['WidgetName', 'Clicks'], sortBy: 'Clicks' } },
          ],
        },
      ],
    };
    expect(unlabelled(layout)).toEqual([
      'Frobs: no label in the metric or field catalogue',
      'Frobs: no definition',
      'WidgetName: no label in the metric or field catalogue',
      'WidgetName: no definition',
    ]);
  });

  it.each(files.filter((f) => !['summary.json', 'home.json', 'orderlist.json', 'ordersummary.json'].includes(f)))(
    '%s: its headline tiles are its tactic’s own metrics',
    (file) => {
      const layout = read(file);
      const tiles = modulesOf(layout)
        .filter((module) => module.name === 'top-metrics')
        .flatMap((module) => strings(module.options?.metrics));
      expect(tiles.length).toBeGreaterThan(0);
      for (const type of tabToTypes(layout.tactic)) {
        const native = tacticMetrics(type).map((key) => metricDefinition(key)?.key);
        expect(tiles.filter((key) => !native.includes(metricDefinition(key)?.key))).toEqual([]);
      }
    },
  );

  it('names each metric shown in a tooltip beside it', () => {
    for (const file of files) {
      for (const module of modulesOf(read(file))) {
        if (!['top-metrics', 'generic-table', 'progress-bar-table', 'self-fetching-table'].includes(module.name))
          continue;
        const shown = [...strings(module.options?.metrics), ...strings(module.options?.columns)].filter(isMetric);
        const tipped = (module.tooltips ?? []).map((t) => t.mapKey);
        expect({ file, module: module.name, missing: shown.filter((key) => !tipped.includes(key)) }).toEqual({
          file,
          module: module.name,
          missing: [],
        });
      }
    }
  });

  it('shows each tactic’s native metrics: calls without impressions, households on TV, e-mail opens', () => {
    const text = (tab: string): string => fs.readFileSync(path.join(DIR, `${tab}.json`), 'utf8');
    expect(text('calltracking')).not.toContain('"Impressions"');
    expect(text('calltracking')).not.toContain('"ClickThrough"');
    expect(text('calltracking')).toContain('"CallOutcome"');
    expect(text('ga')).toContain('"Sessions"');
    expect(text('emailsi')).toContain('"OpenRate"');
    expect(text('linear')).toContain('"HouseholdImpressions"');
    expect(text('tv2ott')).toContain('"Responses"');
    expect(text('tv2ott')).not.toContain('"ImpressionShare"');
    expect(text('social')).toContain('"Engagements"');
    expect(text('youtubetv')).toContain('"AgeRange"');
    expect(text('display')).toContain('"Daypart"');
    expect(catalogueLabel('Conversions', tabToTypes('social'))).toBe('Link Clicks');
    expect(fieldLabel('Impressions', tabToTypes('tv2ott'))).toBe('Household Impressions');
  });
});
