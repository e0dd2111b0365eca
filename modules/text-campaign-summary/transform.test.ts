import { describe, expect, it } from 'vitest';
import { PACING_BEHIND_HINT } from '../../src/domain/metric-format';
import { ctvDataset, summaryDataset, zeroDataset } from './fixtures';
import { joinNames, transformTextSummary } from './transform';

const context = { campaignTypes: ['OTT'], print: false };
const texts = (data: ReturnType<typeof transformTextSummary>): string[] => data.sentences.map((s) => s.text);

describe('text-campaign-summary transform', () => {
  it('opens with range, tactic, compact impressions and CTR', () => {
    const [first] = texts(transformTextSummary(ctvDataset, {}, context));
    expect(first).toBe('Between 5/16/26 and 6/14/26 your CTV campaigns delivered 1.2M impressions with a 0.25% CTR.');
  });

  it('mentions clicks, conversions, completion, spend and a pacing warning', () => {
    const data = transformTextSummary(ctvDataset, {}, context);
    expect(texts(data).slice(1)).toEqual([
      'They drove 3,086 clicks and 142 conversions.',
      '94.2% of video views completed.',
      'Spend came to $22,222.21.',
      `Delivery is pacing at -27.5% against the impression goal. ${PACING_BEHIND_HINT}`,
    ]);
    expect(data.sentences.at(-1)?.warn).toBe(true);
  });

  it('names every tactic and leaves hidden spend out', () => {
    const data = texts(
      transformTextSummary(summaryDataset, {}, { ...context, campaignTypes: ['OTT', 'PREROLL', 'DISPLAY'] }),
    );
    expect(data[0]).toContain('your CTV, Video and Display campaigns delivered 5.5M impressions');
    expect(data.join(' ')).not.toContain('Spend');
    expect(data.at(-1)).toBe('Delivery is pacing at 3.1% against the impression goal.');
  });

  it('honours includeSpend and includePacing', () => {
    const data = texts(transformTextSummary(ctvDataset, { includeSpend: false, includePacing: false }, context));
    expect(data.join(' ')).not.toMatch(/Spend|pacing/);
  });

  it('says nothing was delivered at zero and uses Social wording', () => {
    expect(texts(transformTextSummary(zeroDataset, {}, context))).toEqual([
      'Between 5/16/26 and 6/14/26 your Facebook Ads campaigns delivered no impressions.',
    ]);
    const social = transformTextSummary(
      { rows: [{ CampaignType: 'SOCIAL' }], totals: { Impressions: 5000, Conversions: 12 }, meta: {} },
      {},
      context,
    );
    expect(texts(social)).toEqual([
      'In the selected period your Facebook Ads campaigns delivered 5K impressions.',
      'They drove 12 link clicks.',
    ]);
  });

  it('opens with the tactic’s own headline: calls received, sessions, e-mails sent, spots aired', () => {
    const say = (type: string, totals: Record<string, number>): string[] =>
      texts(transformTextSummary({ rows: [], totals, meta: {} }, {}, { campaignTypes: [type], print: false }));
    expect(say('CALLTRACKING', { Calls: 1250, Conversions: 310, Impressions: 0 })).toEqual([
      'In the selected period your Call Tracking campaigns received 1,250 calls.',
      'They drove 310 leads.',
    ]);
    expect(say('GA', { Sessions: 18371, Conversions: 342 })[0]).toBe(
      'In the selected period your Google Analytics campaigns drove 18,371 website sessions.',
    );
    expect(say('EMAILMARKETING', { Sends: 0 })).toEqual([
      'In the selected period your Email Marketing campaigns sent no e-mails.',
    ]);
    expect(say('LINEAR', { Airings: 84, Clicks: 0, Conversions: 0 })).toEqual([
      'In the selected period your Sinclair RSN campaigns aired 84 spots.',
    ]);
    expect(say('TV2OTT', { HouseholdImpressions: 121846, Clicks: 71, Conversions: 10 })).toEqual([
      'In the selected period your InnovidXP campaigns delivered 121,846 household impressions.',
    ]);
    // Without the headline figure nothing is said, rather than a sentence about impressions.
    expect(say('CALLTRACKING', { Impressions: 0 })).toEqual([]);
  });

  it('joins names naturally', () => {
    expect(joinNames(['A'])).toBe('A');
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
