import { defineModule } from '../../src/registry/define-module';
import type { SiteImpactTableOptions } from './__generated__/options';
import { SiteImpactTableView } from './SiteImpactTableView';
import { transformSiteImpact, type SiteImpactData } from './transform';

export default defineModule<SiteImpactTableOptions, SiteImpactData>({
  kind: 'site-impact-table',
  View: SiteImpactTableView,
  transform: transformSiteImpact,
  isEmpty: (data) => data.rows.length === 0,
  tableData: (data) => ({ columns: data.columns, rows: data.rows }),
});
