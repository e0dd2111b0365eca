import { downloadFile } from '../../../data/download';
import { filterQuery } from '../../../data/methods/overview-methods';
import type { OverviewFilter } from '../../../data/methods/types';

/** The export call of a today view: its type, sort key and the "Filter By" of the overview. */
export function todayExportPath(type: 'campaigns' | 'advertisers', filter: OverviewFilter, sortBy?: string): string {
  const query = filterQuery(filter);
  query.set('type', type);
  if (sortBy) query.set('sortBy', sortBy);
  return `/api/export/getTodayView?${query.toString()}`;
}

/** Downloads the today view as XLSX (GET /api/export/getTodayView?type), named as the server says. */
export async function downloadTodayView(type: 'campaigns' | 'advertisers', filter: OverviewFilter): Promise<void> {
  await downloadFile(todayExportPath(type, filter), {
    failure: 'Export failed',
    fallbackName: `today-view-${type}.xlsx`,
  });
}
