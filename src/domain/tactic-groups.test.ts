import { describe, expect, it } from 'vitest';
import { SIDEBAR_GROUPS, TACTIC_GROUPS, metricLabelFor, tacticGroup } from './tactic-groups';
import { ALL_CAMPAIGN_TYPES } from './tactics';

describe('sidebar groups', () => {
  it('lists the groups in spec order', () => {
    expect(SIDEBAR_GROUPS).toEqual([
      'Summary',
      'Programmatic',
      'Paid Search',
      'Attribution',
      'Social',
      'E-mail',
      'Broadcast',
    ]);
  });

  it('assigns every campaign type to one group', () => {
    for (const type of ALL_CAMPAIGN_TYPES) expect(TACTIC_GROUPS[type]).toBeDefined();
  });

  it('uses every group but Summary', () => {
    expect(new Set(Object.values(TACTIC_GROUPS))).toEqual(new Set(SIDEBAR_GROUPS.slice(1)));
  });

  it('looks a group up in any case and gives null for unknown types', () => {
    expect(tacticGroup('emailmarketing')).toBe('E-mail');
    expect(tacticGroup('nope')).toBeNull();
  });
});

describe('metricLabelFor', () => {
  it('shows Conversions as Link Clicks on Social', () => {
    expect(metricLabelFor('SOCIAL', 'Conversions')).toBe('Link Clicks');
  });

  it('shows Impressions as Household Impressions on tv2ott', () => {
    expect(metricLabelFor('tv2ott', 'Impressions')).toBe('Household Impressions');
  });

  it('keeps the metric elsewhere', () => {
    expect(metricLabelFor('DISPLAY', 'Conversions')).toBe('Conversions');
    expect(metricLabelFor('SOCIAL', 'Impressions')).toBe('Impressions');
  });
});
