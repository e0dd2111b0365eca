import { describe, expect, it } from 'vitest';
import { behindDataset, noGoalDataset, orderDataset, orderOptions, zeroDataset } from './fixtures';
import { transformOrderDetails } from './transform';

const context = { campaignTypes: [], print: false };
const pairs = (data: ReturnType<typeof transformOrderDetails>): string[][] => data.items.map((i) => [i.label, i.value]);

describe('order-details-metrics transform', () => {
  it('shows metrics, flight, campaigns, goal and pacing', () => {
    const data = transformOrderDetails(orderDataset, orderOptions, context);
    expect(data.orderName).toBe('Spring 2026 – Dallas dealers');
    expect(pairs(data)).toEqual([
      ['Imps', '1,523,400'],
      ['Clicks', '3,810'],
      ['CTR', '0.25%'],
      ['Conversions', '212'],
      ['VCR', '85.47%'],
      ['Spend', '$27,421.20'],
      ['Flight', '4/01/26 – 7/31/26'],
      ['Campaigns', '4'],
      ['Impression goal', '4,000,000'],
      ['Pacing', '-8.2%'],
    ]);
  });

  it('leaves out spend, goal and pacing when absent', () => {
    const keys = transformOrderDetails(noGoalDataset, orderOptions, context).items.map((i) => i.key);
    expect(keys).not.toContain('SpendVal');
    expect(keys).not.toContain('ImpressionGoal');
    expect(keys).not.toContain('Pacing');
  });

  it('hides VCR at zero and flags pacing behind', () => {
    const zero = transformOrderDetails(zeroDataset, orderOptions, context).items;
    expect(zero.map((i) => i.key)).not.toContain('VCR');
    expect(zero.find((i) => i.key === 'Pacing')?.behind).toBe(true);
    expect(transformOrderDetails(behindDataset, orderOptions, context).items.at(-1)).toMatchObject({
      value: '-42.5%',
      behind: true,
    });
  });

  it('honours showFlight and showGoal', () => {
    const data = transformOrderDetails(orderDataset, { ...orderOptions, showFlight: false, showGoal: false }, context);
    expect(data.items.map((i) => i.key)).toEqual([...orderOptions.metrics!, 'Campaigns']);
  });
});
