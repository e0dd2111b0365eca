import { defineModule } from '../../src/registry/define-module';
import type { CampaignOverviewOptions } from './__generated__/options';
import { CampaignOverviewView } from './CampaignOverviewView';
import { transformOverview, type CampaignOverviewData } from './transform';

export default defineModule<CampaignOverviewOptions, CampaignOverviewData>({
  kind: 'campaign-overview',
  View: CampaignOverviewView,
  transform: transformOverview,
  isEmpty: (data) => data.rows.length === 0,
  tableData: (data) => ({
    columns: [
      { key: 'Campaign', label: 'Campaign', format: 'text' },
      { key: 'Type', label: 'Type', format: 'text' },
      { key: 'Status', label: 'Status', format: 'text' },
      { key: 'Flight', label: 'Flight', format: 'text' },
      ...data.metrics,
    ],
    rows: data.rows.map((row) => ({
      Campaign: row.name,
      Type: row.tactic,
      Status: row.status,
      Flight: row.flight,
      ...row.values,
    })),
  }),
});
