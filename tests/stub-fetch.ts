/** Fetch stubs for component and client tests of every layer (features may not import the app's test helpers). */
import { vi, type Mock } from 'vitest';
import displayLayout from '../layouts/display.json';

/** A JSON Response. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export type FetchHandler = (path: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces global fetch; the handler answers by path (origin removed), the health probe 200 and the ping 204. */
export function stubFetch(handler: FetchHandler = () => jsonResponse({ error: 'not found' }, 404)): Mock {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    if (path.startsWith('/api/health')) return Promise.resolve(jsonResponse({ ok: true }));
    if (path.startsWith('/api/ping')) return Promise.resolve(new Response(null, { status: 204 }));
    return Promise.resolve(handler(path, init));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** A campaign of the dashboard fetch stub. */
export interface StubCampaign {
  id: number;
  CampaignType: string;
  FriendlyName: string;
}

/**
 * Stubs fetch as the advertiser dashboard's server: the shipped display layout on `/graph`, `campaigns` as the
 * campaign list, `[]` elsewhere. `onModuleRequest` receives the body of each module data request.
 */
export function stubDashboardFetch(
  campaigns: readonly StubCampaign[] = [{ id: 1, CampaignType: 'DISPLAY', FriendlyName: 'Banners' }],
  onModuleRequest?: (body: unknown) => void,
): Mock {
  return stubFetch((path, init) => {
    if (path === '/graph')
      return jsonResponse({
        data: { layout: { __typename: 'ResolvedLayout', document: displayLayout, source: 'DEFAULT', Version: 1 } },
      });
    if (path.startsWith('/api/advertiser/campaigns/'))
      return jsonResponse({ Campaign: campaigns, CampTypes: [...new Set(campaigns.map((c) => c.CampaignType))] });
    if (path.startsWith('/api/advertiser/performance/')) onModuleRequest?.(JSON.parse(String(init?.body)));
    return jsonResponse([]);
  });
}
