/**
 * `npx tsx scripts/metrics-doc.ts` writes docs/metrics.md from the metric catalogue: per tactic, its native
 * metric set (TACTIC_METRICS) with the label its users see, the kind, the formula and the definition.
 * scripts/metrics-doc.test.ts fails when the committed document differs from what this makes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  METRIC_CATALOGUE,
  TACTIC_METRICS,
  catalogueLabel,
  metricDefinition,
  type Aggregation,
} from '../src/domain/metric-catalogue';
import { tacticDisplayName } from '../src/domain/tactics';

export const DOC_PATH = path.resolve(import.meta.dirname, '../docs/metrics.md');

const code = (measure: string): string => `\`${measure}\``;

/** How a metric is computed, in words a reader of the doc follows. */
export function formulaOf(aggregation: Aggregation): string {
  if ('sum' in aggregation) return `sum of ${code(aggregation.sum)}`;
  if ('difference' in aggregation) return `${code(aggregation.difference[0])} − ${code(aggregation.difference[1])}`;
  if ('ratio' in aggregation) {
    const [numerator, denominator] = aggregation.ratio;
    const scale = aggregation.scale === 1 ? '' : ` × ${aggregation.scale.toLocaleString('en-US')}`;
    return `Σ ${code(numerator)} ÷ Σ ${code(denominator)}${scale}`;
  }
  return aggregation.derived;
}

const cell = (text: string): string => text.replaceAll('|', '\\|');

/** The whole document. */
export function metricsDoc(): string {
  const lines = [
    '# Metrics by tactic',
    '',
    'Generated from `src/domain/metric-catalogue.ts` by `npx tsx scripts/metrics-doc.ts`; do not edit by hand',
    '(`scripts/metrics-doc.test.ts` fails when this file is stale).',
    '',
    'Each tactic’s dashboards, totals and exports show its own metric set, headline first. Ratios are ratios of sums',
    'over the whole range and selection (Σ numerator ÷ Σ denominator), never averages of daily ratios; a ratio with',
    'a zero denominator shows as “—”. Measures are the summed fact columns (`fact_daily`, `fact_dim_daily`); `spend`',
    'is client spend from the campaign’s pricing terms. Money figures are hidden with spend (000 §9).',
    '',
  ];
  for (const [type, keys] of Object.entries(TACTIC_METRICS)) {
    lines.push(`## ${tacticDisplayName(type)} (\`${type}\`)`, '');
    lines.push('| Metric | Label | Kind | Formula | Definition |', '| --- | --- | --- | --- | --- |');
    for (const key of keys) {
      const definition = metricDefinition(key);
      if (!definition) throw new Error(`${type}: ${key} is not in the metric catalogue`);
      const label = catalogueLabel(key, [type]) ?? definition.label;
      lines.push(
        `| \`${definition.key}\` | ${cell(label)} | ${definition.kind} | ${cell(formulaOf(definition.aggregation))} | ${cell(definition.definition)} |`,
      );
    }
    lines.push('');
  }
  lines.push('## Every metric of the catalogue', '');
  lines.push('| Metric | Label | Kind | Formula | Aliases |', '| --- | --- | --- | --- | --- |');
  for (const definition of METRIC_CATALOGUE) {
    const aliases = (definition.aliases ?? []).map(code).join(', ');
    lines.push(
      `| \`${definition.key}\` | ${cell(definition.label)} | ${definition.kind} | ${cell(formulaOf(definition.aggregation))} | ${aliases} |`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(DOC_PATH, metricsDoc());
  console.log(`Wrote ${path.relative(process.cwd(), DOC_PATH)}.`);
}
