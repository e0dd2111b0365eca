import { describe, expect, it } from 'vitest';
import { ottDataset, ottOptions, zeroDataset } from './fixtures';
import { transformNetworkLogos } from './transform';

const context = { campaignTypes: ['OTT'], print: false };

describe('network-logos-list transform', () => {
  it('orders publishers by the metric and leaves Other out', () => {
    const { tiles } = transformNetworkLogos(ottDataset, ottOptions, context);
    expect(tiles.map((t) => t.name)).toEqual([
      'Hulu',
      'Roku Channel',
      'Pluto TV',
      'Samsung TV Plus',
      'Tubi',
      'Peacock',
      'Columbus Local Now',
      'Haystack News',
      'Xumo Play',
    ]);
  });

  it('gives publishers the logo their row carries and the rest an initial', () => {
    const { tiles } = transformNetworkLogos(ottDataset, ottOptions, context);
    expect(tiles[0]).toEqual({ name: 'Hulu', logoUrl: '/brand/publishers/hulu.svg', initial: 'H', value: 120450 });
    expect(tiles[6]).toMatchObject({ logoUrl: null, initial: 'C' });
  });

  it('keeps itemLimit tiles', () => {
    expect(transformNetworkLogos(ottDataset, { itemLimit: 3 }, context).tiles).toHaveLength(3);
  });

  it('drops zero rows only with hideZeros', () => {
    expect(transformNetworkLogos(zeroDataset, ottOptions, context).tiles).toHaveLength(4);
    expect(transformNetworkLogos(zeroDataset, { ...ottOptions, hideZeros: true }, context).tiles).toHaveLength(0);
  });
});
