import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TACTIC_METRICS, catalogueLabel } from '../src/domain/metric-catalogue';
import { DOC_PATH, formulaOf, metricsDoc } from './metrics-doc';

describe('docs/metrics.md', () => {
  it('is what scripts/metrics-doc.ts makes from the catalogue today (run it and commit when this fails)', () => {
    expect(fs.readFileSync(DOC_PATH, 'utf8')).toBe(metricsDoc());
  });

  it('lists every metric of every tactic’s set under that tactic, with the label its users see', () => {
    const doc = metricsDoc();
    for (const [type, keys] of Object.entries(TACTIC_METRICS)) {
      const section = doc.split(`(\`${type}\`)`)[1]?.split('\n## ')[0] ?? '';
      for (const key of keys)
        expect(section, `${type} ${key}`).toContain(`| \`${key}\` | ${catalogueLabel(key, [type])} |`);
    }
    expect(doc).toContain('| `Conversions` | Link Clicks |');
  });

  it('writes formulas as ratios of sums', () => {
    expect(formulaOf({ ratio: ['clicks', 'impressions'], scale: 100 })).toBe('Σ `clicks` ÷ Σ `impressions` × 100');
    expect(formulaOf({ ratio: ['spend', 'impressions'], scale: 1000 })).toBe('Σ `spend` ÷ Σ `impressions` × 1,000');
    expect(formulaOf({ difference: ['calls', 'answered_calls'] })).toBe('`calls` − `answered_calls`');
    expect(formulaOf({ sum: 'sessions' })).toBe('sum of `sessions`');
  });
});
