// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_PATH, type BatchCall } from '../../domain/batch';
import { MESSAGES } from '../../domain/messages';
import { setBatching } from '../rest-client';
import { setGuestToken, setTokens } from '../token-store';
import { runDataMethod } from './methods';
import type { DataRequest } from './types';

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown): string => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

/** The server's answers by path: a summary, a daily series, KPI per campaign, and a failing breakdown. */
function answerOf(url: string, body: unknown): { status: number; body: unknown } {
  if (url.endsWith('/performance/summary'))
    return { status: 200, body: { daterange: 'last30days', OTTTotal: { Impressions: 1000, Clicks: 5 } } };
  if (url.endsWith('/performance/daily')) return { status: 200, body: { Daily: [{ Date: '2026-06-01', Impressions: 10 }] } };
  if (url.endsWith('/getCampaignKpi')) return { status: 200, body: { CampaignId: (body as { id: number }).id, Kpi: 1 } };
  return { status: 404, body: { error: MESSAGES.notFound } };
}

function stubServer(): ReturnType<typeof vi.fn> {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const sent: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (url !== BATCH_PATH) {
      const answer = answerOf(url, sent);
      return Promise.resolve(json(answer.body, answer.status));
    }
    const { calls } = sent as { calls: BatchCall[] };
    return Promise.resolve(json({ results: calls.map((call) => ({ id: call.id, ...answerOf(call.url, call.body) })) }));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

const request: DataRequest = {
  selection: {
    advertiserId: 7,
    tab: 'ott',
    daterange: 'last30days',
    campaigns: [
      { id: 1, type: 'OTT' },
      { id: 2, type: 'OTT' },
    ],
    campaignTypes: ['OTT'],
  },
  params: {},
};

/** A dashboard's first paint: its modules' data methods started in one tick; each one's dataset or error. */
const firstPaint = () =>
  Promise.all(
    ['summary', 'daily', 'campaign-kpi', 'benchmarks'].map((method) =>
      runDataMethod(method, request).catch((error: unknown) => error),
    ),
  );

describe('the data methods through the batcher (issue 29)', () => {
  beforeEach(() => {
    localStorage.clear();
    setGuestToken(null);
    setTokens(jwt({ exp: Math.floor(Date.now() / 1000) + 900, sid: 's' }), 'refresh');
  });
  afterEach(() => {
    setBatching(false);
    vi.unstubAllGlobals();
  });

  it('make one round trip for a first paint and hand each module what it got from its separate calls', async () => {
    stubServer();
    const separate = await firstPaint();
    setBatching(true);
    const mock = stubServer();
    const batched = await firstPaint();
    expect(mock.mock.calls.map(([url]) => String(url))).toEqual([BATCH_PATH]);
    expect(batched).toEqual(separate);
    // The failing module fails alone, with its own error; the others have their data.
    expect(batched[3]).toMatchObject({ status: 404, message: MESSAGES.notFound });
    expect(batched[2]).toMatchObject({ rows: [{ CampaignId: 1 }, { CampaignId: 2 }] });
  });
});
