import type { Response } from '@playwright/test';

const SUMMARY = '/api/advertiser/performance/summary';
const BATCH = '/api/batch';

/** A summary answer: the range echo and a `<TYPE>Total` block per type. */
type SummaryBody = Record<string, { Impressions?: number } | string>;

/** The id of the summary part of a batch (issue 29), when the request is a batch that carries one. */
function summaryPart(response: Response): string | undefined {
  if (!response.url().endsWith(BATCH)) return undefined;
  const sent: unknown = response.request().postDataJSON();
  const calls =
    typeof sent === 'object' && sent !== null && 'calls' in sent && Array.isArray(sent.calls) ? sent.calls : [];
  return (calls as { id: string; url: string }[]).find((call) => call.url === SUMMARY)?.id;
}

/** Whether a response is the dashboard's summary call, alone or as a part of a batch. */
export const isSummary = (response: Response): boolean =>
  response.request().method() === 'POST' && (response.url().endsWith(SUMMARY) || summaryPart(response) !== undefined);

/** The summary's answer: the response's body, or its part's body in a batch. */
async function summaryBody(response: Response): Promise<SummaryBody> {
  const part = summaryPart(response);
  if (part === undefined) return (await response.json()) as SummaryBody;
  const { results } = (await response.json()) as { results: { id: string; body: SummaryBody }[] };
  return results.find((result) => result.id === part)?.body ?? {};
}

/** Σ Impressions over the `<TYPE>Total` blocks of a summary answer, as the headline tile shows it. */
export async function summedImpressions(response: Response): Promise<string> {
  const body = await summaryBody(response);
  const total = Object.entries(body)
    .filter(([key]) => key.endsWith('Total'))
    .reduce((sum, [, value]) => sum + (typeof value === 'object' ? (value.Impressions ?? 0) : 0), 0);
  return new Intl.NumberFormat('en-US').format(total);
}
