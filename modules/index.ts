import type { ModuleLoaders } from '../src/registry/registry';

/**
 * The registry manifest: every module kind and a lazy import of its definition. Adding a kind is one folder
 * and one line here; manifests and option schemas reach the validator through `npm run codegen`.
 */
export const MODULE_LOADERS: ModuleLoaders = {
  'bar-chart': () => import('./bar-chart/index'),
  'benchmarks-chart': () => import('./benchmarks-chart/index'),
  'campaign-overview': () => import('./campaign-overview/index'),
  'campaign-stats': () => import('./campaign-stats/index'),
  'conversion-map': () => import('./conversion-map/index'),
  'dma-map': () => import('./dma-map/index'),
  'dynamic-table-list': () => import('./dynamic-table-list/index'),
  'dynamic-line-chart': () => import('./dynamic-line-chart/index'),
  'fallback-chart': () => import('./fallback-chart/index'),
  'generic-map': () => import('./generic-map/index'),
  'geofence-map': () => import('./geofence-map/index'),
  'generic-table': () => import('./generic-table/index'),
  'home-controller': () => import('./home-controller/index'),
  'line-bar-chart': () => import('./line-bar-chart/index'),
  'line-chart': () => import('./line-chart/index'),
  'network-logos-list': () => import('./network-logos-list/index'),
  'pie-chart': () => import('./pie-chart/index'),
  'stacked-bar': () => import('./stacked-bar/index'),
  'progress-bar-table': () => import('./progress-bar-table/index'),
  'order-controller': () => import('./order-controller/index'),
  'order-details-metrics': () => import('./order-details-metrics/index'),
  'order-summary-map': () => import('./order-summary-map/index'),
  'section-header': () => import('./section-header/index'),
  'self-fetching-bar': () => import('./self-fetching-bar/index'),
  'self-fetching-pie': () => import('./self-fetching-pie/index'),
  'self-fetching-table': () => import('./self-fetching-table/index'),
  'side-summary': () => import('./side-summary/index'),
  'station-map': () => import('./station-map/index'),
  'site-impact-table': () => import('./site-impact-table/index'),
  'table-list': () => import('./table-list/index'),
  'targeting-list': () => import('./targeting-list/index'),
  'summary-controller': () => import('./summary-controller/index'),
  'text-campaign-summary': () => import('./text-campaign-summary/index'),
  'top-metrics': () => import('./top-metrics/index'),
  'venn-diagram': () => import('./venn-diagram/index'),
};
