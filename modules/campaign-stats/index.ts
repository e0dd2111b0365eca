import { defineModule } from '../../src/registry/define-module';
import { labelFor } from '../../src/domain/metric-format';
import type { CampaignStatsOptions } from './__generated__/options';
import { CampaignStatsView } from './CampaignStatsView';
import { transformCampaignStats, type CampaignStatsData } from './transform';

export default defineModule<CampaignStatsOptions, CampaignStatsData>({
  kind: 'campaign-stats',
  View: CampaignStatsView,
  transform: transformCampaignStats,
  isEmpty: (data) => data.cards.length === 0,
  tableData: (data) => ({
    columns: [
      { key: 'Campaign', label: 'Campaign', format: 'text' },
      { key: 'Status', label: 'Status', format: 'text' },
      { key: 'Flight', label: 'Flight', format: 'text' },
      { key: 'ImpressionPercent', label: labelFor('ImpressionPercent'), format: 'percent' },
      { key: 'Pacing', label: 'Pacing', format: 'text' },
    ],
    rows: data.cards.map((card) => ({
      Campaign: card.name,
      Status: card.status,
      Flight: card.flight,
      ImpressionPercent: card.goalPercent,
      Pacing: card.pacing?.value ?? null,
    })),
  }),
});
