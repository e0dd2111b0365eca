/**
 * What the OAuth tests share (issue 26; connectors-oauth.test.ts and connectors-oauth-credentials.test.ts): reading
 * the sandbox's consent page, following a grant through it over real HTTP to the portal's final redirect, starting a
 * grant, counting token-endpoint calls, sessions valid at the suite's clock, and the stored credentials and audit.
 */
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { ADMIN, OTHER, startConnectorServer, type ConnectorTestServer } from './connector-harness';

export const DAY = 86_400_000;

/** Every plain token the sandbox issued looks like this. */
export const TOKEN_SHAPE = /sb[acr]_[A-Za-z0-9_-]{20,}/;

/** Entities of an HTML attribute back to text. */
const unescape = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The consent page's form fields: its hidden inputs and the account radios. */
export function formOf(html: string): { hidden: Record<string, string>; subjects: string[] } {
  const hidden: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    hidden[match[1]!] = unescape(match[2]!);
  const subjects = [...html.matchAll(/<input type="radio" name="subject" value="([^"]+)"/g)].map((m) => m[1]!);
  return { hidden, subjects };
}

/**
 * Registers an OAuth suite's hooks: a listening server on the suite's clock, handed over with agency A (ADMIN's) and
 * agency B (OTHER's); mocks restored and the clock reset after each test; the server closed at the end.
 */
export function oauthSuite(
  engine: 'sqlite' | 'postgres',
  suite: {
    now: () => number;
    started: (state: { server: ConnectorTestServer; agencyId: number; otherAgencyId: number }) => void;
    resetClock: () => void;
  },
): void {
  let server: ConnectorTestServer;
  beforeAll(async () => {
    server = await startConnectorServer(engine, { now: suite.now });
    const agencyId = (await server.login(ADMIN)).user.active_agency_id!;
    const otherAgencyId = (await server.login(OTHER)).user.active_agency_id!;
    expect(otherAgencyId).not.toBe(agencyId);
    suite.started({ server, agencyId, otherAgencyId });
  });
  afterAll(async () => server.close());
  afterEach(() => {
    vi.restoreAllMocks();
    suite.resetClock();
  });
}

/** A suite's state as the helpers read it: its server, its clock, agency A. */
export interface OAuthSuiteState {
  server: ConnectorTestServer;
  clock: number;
  agencyId: number;
}

/** The helpers of an OAuth suite, reading its state when called (the suite assigns it in beforeAll and moves the clock). */
export function oauthHelpers(state: () => OAuthSuiteState) {
  const sessions = new Map<string, string>();
  /** A session of `email` valid at the current clock. */
  const as = async (email: string) => {
    const { server, clock } = state();
    const key = `${email}|${clock}`;
    if (!sessions.has(key)) sessions.set(key, (await server.login(email)).accessToken);
    return sessions.get(key)!;
  };

  /** Counts the portal's calls to the providers' token endpoints. */
  const tokenCalls = () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    return () =>
      spy.mock.calls.filter(([input]) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        return url.includes('/sandbox/oauth/') && url.endsWith('/token');
      }).length;
  };

  /** Follows a grant from its authorization URL through consent to the portal's final redirect. */
  async function consent(url: string, choose?: (subjects: string[]) => string, decision = 'allow') {
    const pageResponse = await fetch(url, { redirect: 'manual' });
    expect(pageResponse.status).toBe(200);
    const html = await pageResponse.text();
    const { hidden, subjects } = formOf(html);
    const form = new URLSearchParams({ ...hidden, subject: choose ? choose(subjects) : subjects[0]!, decision });
    const allowed = await fetch(url.split('?')[0]!, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(allowed.status).toBe(302);
    const callback = allowed.headers.get('location')!;
    expect(callback.startsWith(`${state().server.base}/api/oauth/callback/`)).toBe(true);
    const back = await fetch(callback, { redirect: 'manual' });
    expect(back.status).toBe(302);
    return { html, callback, location: new URL(back.headers.get('location')!) };
  }

  async function startGrant(provider: string, token?: string, extra: Record<string, unknown> = {}) {
    const { server, agencyId } = state();
    const response = await server.post(
      '/api/oauth/start',
      { provider, agencyId, ...extra },
      token ?? (await as(ADMIN)),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().url as string;
  }

  const credentials = (provider: string) =>
    state()
      .server.db.selectFrom('connector_credentials')
      .selectAll()
      .where('agency_id', '=', state().agencyId)
      .where('provider', '=', provider as 'google')
      .execute();

  const auditText = async () =>
    JSON.stringify(
      await state().server.db.selectFrom('audit_log').selectAll().where('area', '=', 'connectors').execute(),
    );

  return { as, tokenCalls, consent, startGrant, credentials, auditText };
}
