// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_PATH, MAX_BATCH_CALLS, type BatchCall } from '../domain/batch';
import { API_OFFLINE, MESSAGES } from '../domain/messages';
import { ApiError } from './api-error';
import { onNetworkEvent } from './network-events';
import { apiFetch, jsonBody, setBatching } from './rest-client';
import { setGuestToken, setTokens } from './token-store';

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown): string => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const SUMMARY = '/api/advertiser/performance/summary';
const DAILY = '/api/advertiser/performance/daily';
const CAMPAIGNS = '/api/advertiser/campaigns/7';

/** What the server answers each call, separate or inside a batch. */
function answerOf(method: string, url: string, body: unknown): { status: number; body: unknown } {
  if (url === DAILY) return { status: 404, body: { error: MESSAGES.notFound } };
  if (url === '/api/advertiser/performance/breakdown') return { status: 500, body: 'plain failure' };
  return { status: 200, body: { method, url, asked: body ?? null } };
}

/** A fetch that answers the batch part by part, and every other call on its own; `batch` overrides the batch. */
function stubServer(batch?: () => Response): ReturnType<typeof vi.fn> {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const sent: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (url === BATCH_PATH) {
      if (batch) return Promise.resolve(batch());
      const { calls } = sent as { calls: BatchCall[] };
      const results = calls.map((call) => ({ id: call.id, ...answerOf(call.method, call.url, call.body) }));
      return Promise.resolve(json({ results }));
    }
    const answer = answerOf(init?.method ?? 'GET', url, sent);
    return Promise.resolve(json(answer.body, answer.status));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

const urls = (mock: ReturnType<typeof vi.fn>): string[] => mock.mock.calls.map(([url]) => String(url));
const failure = (promise: Promise<unknown>): Promise<unknown> => promise.then(() => null, (error: unknown) => error);

describe('the data-call batcher (issue 29)', () => {
  beforeEach(() => {
    localStorage.clear();
    setGuestToken(null);
    setTokens(jwt({ exp: Math.floor(Date.now() / 1000) + 900, sid: 'session-3' }), 'refresh');
    setBatching(true);
  });
  afterEach(() => {
    setBatching(false);
    vi.unstubAllGlobals();
  });

  it('sends the data calls of one tick as one batch and hands each caller its own answer', async () => {
    const mock = stubServer();
    const [summary, campaigns] = await Promise.all([
      apiFetch(SUMMARY, jsonBody('POST', { advertiserId: 7 })),
      apiFetch(CAMPAIGNS),
    ]);
    expect(urls(mock)).toEqual([BATCH_PATH]);
    expect(summary).toEqual({ method: 'POST', url: SUMMARY, asked: { advertiserId: 7 } });
    expect(campaigns).toEqual({ method: 'GET', url: CAMPAIGNS, asked: null });
    const headers = new Headers(mock.mock.calls[0]![1]!.headers);
    expect(headers.get('ahauth')).toMatch(/^Bearer /);
    expect(headers.get('session_id')).toBe('session-3');
  });

  it('throws for a failing part exactly what the separate call throws, and the other parts still answer', async () => {
    stubServer();
    const batched = await Promise.all([failure(apiFetch(DAILY, jsonBody('POST', {}))), apiFetch(CAMPAIGNS)]);
    setBatching(false);
    const alone = await failure(apiFetch(DAILY, jsonBody('POST', {})));
    expect(batched[0]).toBeInstanceOf(ApiError);
    expect(batched[0]).toEqual(alone);
    expect([(batched[0] as ApiError).status, (batched[0] as ApiError).message]).toEqual([404, MESSAGES.notFound]);
    expect(batched[1]).toEqual({ method: 'GET', url: CAMPAIGNS, asked: null });
  });

  it('keeps the separate call’s error for a text answer', async () => {
    stubServer();
    const breakdown = '/api/advertiser/performance/breakdown';
    const [batched] = await Promise.all([failure(apiFetch(breakdown, jsonBody('POST', {}))), apiFetch(CAMPAIGNS)]);
    setBatching(false);
    expect(batched).toEqual(await failure(apiFetch(breakdown, jsonBody('POST', {}))));
    expect((batched as ApiError).message).toBe('plain failure');
  });

  it('sends a call made alone on its own, and never batches a call that is not a data call', async () => {
    const mock = stubServer();
    await apiFetch(CAMPAIGNS);
    await Promise.all([apiFetch('/api/user/recent-pages'), apiFetch(CAMPAIGNS)]);
    expect(urls(mock)).toEqual([CAMPAIGNS, '/api/user/recent-pages', CAMPAIGNS]);
  });

  it('counts each call as network activity, and the batch itself not again', async () => {
    stubServer();
    const events: string[] = [];
    const stop = onNetworkEvent((event) => events.push(event.kind));
    await Promise.all([apiFetch(CAMPAIGNS), apiFetch(SUMMARY, jsonBody('POST', {}))]);
    stop();
    expect(events).toEqual(['start', 'start', 'end', 'end']);
  });

  it('gives every part the refusal of a batch refused whole', async () => {
    stubServer(() => json({ error: MESSAGES.notAuthenticated }, 401));
    const errors = await Promise.all([failure(apiFetch(CAMPAIGNS)), failure(apiFetch(SUMMARY, jsonBody('POST', {})))]);
    for (const error of errors)
      expect(error).toEqual(new ApiError(MESSAGES.notAuthenticated, 401, { error: MESSAGES.notAuthenticated }));
  });

  it('throws the maintenance answer to every part, as each call would', async () => {
    stubServer(() => new Response(API_OFFLINE, { status: 417 }));
    const errors = await Promise.all([failure(apiFetch(CAMPAIGNS)), failure(apiFetch(SUMMARY, jsonBody('POST', {})))]);
    for (const error of errors) expect([(error as ApiError).status, (error as ApiError).message]).toEqual([417, API_OFFLINE]);
  });

  it('sends the parts alone when the server has no batch call', async () => {
    const mock = stubServer(() => json({ error: MESSAGES.notFound }, 404));
    const answers = await Promise.all([apiFetch(CAMPAIGNS), apiFetch(SUMMARY, jsonBody('POST', {}))]);
    expect(urls(mock)).toEqual([BATCH_PATH, CAMPAIGNS, SUMMARY]);
    expect(answers[0]).toEqual({ method: 'GET', url: CAMPAIGNS, asked: null });
  });

  it(`splits more than ${MAX_BATCH_CALLS} calls into several batches`, async () => {
    const mock = stubServer();
    const count = MAX_BATCH_CALLS + 3;
    const answers = await Promise.all(
      Array.from({ length: count }, (_, index) => apiFetch(`/api/advertiser/campaigns/${index}`)),
    );
    expect(urls(mock)).toEqual([BATCH_PATH, BATCH_PATH]);
    expect(answers.map((answer) => (answer as { url: string }).url)).toEqual(
      Array.from({ length: count }, (_, index) => `/api/advertiser/campaigns/${index}`),
    );
  });
});
