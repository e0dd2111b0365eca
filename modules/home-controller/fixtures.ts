/*
 * Dataset encoding this kind reads (the data method must match it):
 * - recent-pages: rows the user's saved pages, most recent first, `{ name, title, fullPath }` (query and params
 *   objects are not read); totals null.
 */
import { EMPTY_DATASET, type Dataset } from '../../src/domain/layout/dataset';
import type { HomeControllerOptions } from './__generated__/options';

/** Four recent pages, most recent first. */
export const recentDataset: Dataset = {
  rows: [
    { name: 'dashboard', title: 'Acme Motors – CTV', fullPath: '/dashboard?advertiserId=10000001&tab=ott' },
    { name: 'dashboard', title: 'Acme Motors – Summary', fullPath: '/dashboard?advertiserId=10000001&tab=summary' },
    { name: 'orders', title: 'Orders – Acme Motors', fullPath: '/orders?tab=orderlist&advertiserId=10000001' },
    { name: 'overview', title: 'Performance overview', fullPath: '/overview' },
  ],
  totals: null,
  meta: {},
};

/** More pages than kept (000 §9: at most 11), long titles, a duplicate and one without a path. */
export const denseDataset: Dataset = {
  rows: [
    ...Array.from({ length: 14 }, (_, i) => ({
      name: 'dashboard',
      title: `Northwest Regional Dealers Association of Greater Metropolitan Areas ${i + 1} – Geo CTV`,
      fullPath: `/dashboard?advertiserId=${10000100 + i}&tab=simpott`,
    })),
    { name: 'dashboard', title: 'Duplicate', fullPath: '/dashboard?advertiserId=10000100&tab=simpott' },
    { name: 'broken', title: 'No path', fullPath: null },
  ],
  totals: null,
  meta: {},
};

/** A new user: nothing visited yet. */
export const zeroDataset: Dataset = EMPTY_DATASET;

export const homeOptions: HomeControllerOptions = {};
