/** A small valid layout of real kinds, and a renderer environment on sample data, for the editor's tests and stories. */
import type { Dataset } from '../../domain/layout/dataset';
import type { Layout, Module } from '../../domain/layout/validate';
import type { DataRequest } from '../../data/methods/types';
import type { RendererEnvironment } from '../../renderer/RendererContext';
import { deviceDataset, publisherDataset } from '../../ui/charts/sample-datasets';
import { moduleRegistry } from '../../registry/module-registry';

const table = (id: string, title: string, extra: Partial<Module> = {}): Module => ({
  id,
  name: 'generic-table',
  title,
  dataSource: { method: 'breakdown', params: { dimension: 'publisher' } },
  options: { columns: ['Publisher', 'Impressions', 'Clicks'], perPage: 10, sortBy: 'Impressions', sortDesc: true },
  breakpoints: 'Half',
  ...extra,
});

const pie = (id: string, title: string, extra: Partial<Module> = {}): Module => ({
  id,
  name: 'pie-chart',
  title,
  dataSource: { method: 'breakdown', params: { dimension: 'device' } },
  breakpoints: 'Half',
  ...extra,
});

/** A headline controller section and two grid sections: four half-width modules, then one full-width. */
export const EDITOR_LAYOUT: Layout = {
  id: 'display-default',
  tactic: 'display',
  type: 'default',
  components: [
    {
      id: 'headline',
      type: 'controller',
      modules: [
        {
          id: 'top-metrics',
          name: 'top-metrics',
          title: 'Performance',
          tooltips: [{ key: 'Impressions', mapKey: 'Impressions' }],
        },
      ],
    },
    {
      id: 'breakdowns',
      type: 'grid',
      title: 'Breakdowns',
      modules: [
        table('publishers', 'Publishers'),
        pie('devices', 'Devices'),
        table('creative', 'Creatives', { dataSource: { method: 'breakdown', params: { dimension: 'creative' } } }),
        pie('daypart', 'Dayparts', { breakpoints: { lg: { w: 4, h: 6 }, sm: { w: 12 } } }),
      ],
    },
    {
      id: 'geography',
      type: 'grid',
      title: 'Geography',
      modules: [table('zips', 'Top zip codes', { breakpoints: 'Full' })],
    },
  ],
};

/** The previews' environment: the app's registry, sample rows by dimension, an advertiser's display tab. */
export function editorPreviewEnvironment(): RendererEnvironment {
  const runData = (_method: string, request: DataRequest): Promise<Dataset> =>
    Promise.resolve(request.params.dimension === 'device' ? deviceDataset : publisherDataset);
  return {
    registry: moduleRegistry,
    runData,
    tooltips: () => undefined,
    selection: {
      advertiserId: 7,
      tab: 'display',
      daterange: 'last30days',
      campaigns: [{ id: 101, type: 'DISPLAY' }],
      campaignTypes: ['DISPLAY'],
    },
    conditions: {
      tab: 'display',
      campaignTypes: ['DISPLAY'],
      breakpoint: 'lg',
      viewer: 'agency',
      singleCampaign: false,
      print: false,
    },
    reloadToken: 0,
  };
}
