import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './login-page';

/** Clears a user's recent pages through the API, so a test does not depend on what other tests visited. */
export async function resetRecentPages(request: APIRequestContext, email: string): Promise<void> {
  const headers = await apiSession(request, email);
  const saved = await request.put('/api/user/recent-pages', { data: { pages: [] }, headers });
  if (!saved.ok()) throw new Error(`could not reset recent pages of ${email}: ${saved.status()}`);
  await request.get('/api/logout', { headers });
}

/** Signs a user in through the API: the session's headers (for calls a test makes beside the page) and the user. */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
): Promise<{ headers: Record<string, string>; user: { accessToken: string; active_agency_id: number | null } }> {
  const login = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD, domain: 'localhost' } });
  if (!login.ok()) throw new Error(`could not sign ${email} in: ${login.status()}`);
  const { user } = (await login.json()) as { user: { accessToken: string; active_agency_id: number | null } };
  return { headers: { ahauth: `Bearer ${user.accessToken}` }, user };
}

/** The headers of a new API session of `email`. */
export async function apiSession(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  return (await apiLogin(request, email)).headers;
}
