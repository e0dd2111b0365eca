import type { AgencyKind } from './api';

/** A few kinds as `GET /api/admin/modules/{agencyId}` answers them: Audience overlap switched off. */
export const SAMPLE_KINDS: AgencyKind[] = [
  { kind: 'venn-diagram', title: 'Audience overlap', category: 'chart', enabled: false },
  { kind: 'bar-chart', title: 'Bar chart', category: 'chart', enabled: true },
  { kind: 'pie-chart', title: 'Pie chart', category: 'chart', enabled: true },
  { kind: 'dma-map', title: 'DMA / zip map', category: 'map', enabled: true },
  { kind: 'generic-table', title: 'Table', category: 'table', enabled: true },
  { kind: 'top-metrics', title: 'Top metrics', category: 'summary', enabled: true },
];
