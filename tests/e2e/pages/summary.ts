import type { Response } from '@playwright/test';

/** Whether a response is the dashboard's summary call. */
export const isSummary = (response: Response): boolean =>
  response.url().endsWith('/api/advertiser/performance/summary') && response.request().method() === 'POST';

/** Σ Impressions over the `<TYPE>Total` blocks of a summary answer, as the headline tile shows it. */
export async function summedImpressions(response: Response): Promise<string> {
  const body = (await response.json()) as Record<string, { Impressions?: number } | string>;
  const total = Object.entries(body)
    .filter(([key]) => key.endsWith('Total'))
    .reduce((sum, [, value]) => sum + (typeof value === 'object' ? (value.Impressions ?? 0) : 0), 0);
  return new Intl.NumberFormat('en-US').format(total);
}
