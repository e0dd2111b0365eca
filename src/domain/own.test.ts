import { describe, expect, it } from 'vitest';
import { contactTypeLabel } from './contacts';
import { diffLayouts } from './layout/diff';
import { lintLayout } from './layout/lint';
import { isKnownKind, validateLayout } from './layout/validate';
import { metricLabel } from './metrics';
import { isOwnKey, ownValue } from './own';
import { metricLabelFor, tacticGroup } from './tactic-groups';
import { tabToTypes, tacticDisplayName } from './tactics';

/** Keys every plain object inherits, as a caller could send them. */
const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

describe('own-property lookups', () => {
  it('ownValue and isOwnKey see own keys only', () => {
    const record: Record<string, number> = { a: 1 };
    expect(ownValue(record, 'a')).toBe(1);
    for (const key of INHERITED) {
      expect(ownValue(record, key)).toBeUndefined();
      expect(isOwnKey(record, key)).toBe(false);
    }
  });

  it.each(INHERITED)('tab, tactic, group, metric and contact lookups treat %s as unknown', (key) => {
    expect(tabToTypes(key)).toEqual([key]);
    expect(tacticDisplayName(key)).toBe(key);
    expect(tacticGroup(key)).toBeNull();
    expect(metricLabel(key)).toBe(key);
    expect(metricLabelFor('SOCIAL', key)).toBe(key);
    expect(metricLabelFor(key, 'conversions')).toBe('conversions');
    expect(contactTypeLabel(key)).toBe(key);
  });

  it('a module kind named like an inherited member is an unknown kind, not a crash', () => {
    const doc = {
      id: 'x',
      tactic: 'display',
      components: [{ id: 's', type: 'grid', modules: [{ id: 'm', name: 'constructor' }] }],
    };
    expect(isKnownKind('constructor')).toBe(false);
    expect(validateLayout(doc)).toEqual({
      ok: false,
      issues: [{ path: 'components[0].modules[0].name', message: "unknown module kind 'constructor'" }],
    });
    expect(lintLayout(doc, () => true).map((issue) => issue.message)).toContain("unknown module kind 'constructor'");
    expect(diffLayouts(doc, { ...doc, components: [] }).length).toBeGreaterThan(0);
  });
});
