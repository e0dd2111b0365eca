import { describe, expect, it } from 'vitest';
import { summaryDataset, summaryOptions, socialOptions } from './fixtures';
import { tabOfType, transformSummaryController } from './transform';

const context = { campaignTypes: ['OTT', 'PREROLL', 'DISPLAY'], print: false };

describe('summary-controller transform', () => {
  it('maps types to their tab ids', () => {
    expect(tabOfType('OTT')).toBe('ott');
    expect(tabOfType('EMAILMARKETING')).toBe('emailsi');
    expect(tabOfType('SOCIAL')).toBe('social');
    expect(tabOfType('PREROLL')).toBe('preroll');
    expect(tabOfType('NEWTHING')).toBe('newthing');
  });

  it('names products, groups them in sidebar order and keeps data order within a group', () => {
    const { tiles } = transformSummaryController(summaryDataset, summaryOptions, context);
    expect(tiles.map((t) => [t.name, t.group, t.tab])).toEqual([
      ['CTV', 'Programmatic', 'ott'],
      ['Display', 'Programmatic', 'display'],
      ['SEM', 'Paid Search', 'sem'],
      ['Facebook Ads', 'Social', 'social'],
      ['Email Marketing', 'E-mail', 'emailsi'],
    ]);
  });

  it('formats key figures and leaves hidden spend out', () => {
    const { tiles } = transformSummaryController(summaryDataset, summaryOptions, context);
    expect(tiles[0]?.items.map((i) => i.value)).toEqual(['812,300', '2,031', '0.25%', '$14,621.40']);
    expect(tiles.find((t) => t.type === 'EMAILMARKETING')?.items.map((i) => i.key)).not.toContain('SpendVal');
  });

  it("labels each tile in its own type's words", () => {
    const { tiles } = transformSummaryController(summaryDataset, socialOptions, context);
    expect(tiles.find((t) => t.type === 'SOCIAL')?.items.map((i) => i.label)).toEqual(['Imps', 'Link Clicks']);
  });
});
