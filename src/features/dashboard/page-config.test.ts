import { describe, expect, it } from 'vitest';
import { validateLayout } from '../../domain/layout/validate';
import { pageSubtitle, showCampaignPicker } from './page-config';
import { todayLayout } from './today-layout';

describe('layout config on the dashboard page', () => {
  it('enableCampaignSelection and hideCampainSelect hide the picker; the today view too', () => {
    expect(showCampaignPicker(undefined, false)).toBe(true);
    expect(showCampaignPicker({ enableCampaignSelection: false }, false)).toBe(false);
    expect(showCampaignPicker({ enableCampaignSelection: true, hideCampainSelect: true }, false)).toBe(false);
    expect(showCampaignPicker({}, true)).toBe(false);
  });

  it('config.title replaces the layout title', () => {
    expect(pageSubtitle({ id: 'x', tactic: 'ott', title: 'CTV', components: [] })).toBe('CTV');
    expect(pageSubtitle({ id: 'x', tactic: 'ott', title: 'CTV', components: [], config: { title: 'Streaming' } })).toBe(
      'Streaming',
    );
  });

  it('todayViewFilters narrow and sort the today view, which stays a valid layout', () => {
    const layout = todayLayout({ campaignTypes: ['OTT'], minPacing: -50, sortBy: 'Impressions' });
    expect(validateLayout(layout).ok).toBe(true);
    expect(layout.components[0]?.modules[0]?.options).toMatchObject({
      filterBy: [
        { field: 'CampaignType', op: 'in', value: ['OTT'] },
        { field: 'Pacing', op: 'gte', value: -50 },
      ],
      sortBy: 'Impressions',
    });
    expect(validateLayout(todayLayout()).ok).toBe(true);
  });
});
