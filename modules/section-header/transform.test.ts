import { describe, expect, it } from 'vitest';
import { headerOptions, noneDataset, zeroDataset } from './fixtures';
import definition from './index';
import { transformSectionHeader } from './transform';

const context = { campaignTypes: [], print: false };

describe('section-header transform', () => {
  it('keeps the texts and defaults to an h2 with a rule', () => {
    expect(transformSectionHeader(noneDataset, headerOptions, context)).toEqual({
      subtitle: 'Connected TV delivery',
      description: 'Impressions, clicks and completion for the selected CTV campaigns over the chosen period.',
      level: 2,
      divider: true,
    });
  });

  it('drops blank texts', () => {
    const data = transformSectionHeader(noneDataset, { subtitle: '  ', description: '' }, context);
    expect([data.subtitle, data.description]).toEqual([null, null]);
  });

  it('is never empty, with or without data', () => {
    const data = transformSectionHeader(noneDataset, {}, context);
    expect(definition.isEmpty?.(data, noneDataset)).toBe(false);
    expect(definition.isEmpty?.(data, zeroDataset)).toBe(false);
  });
});
