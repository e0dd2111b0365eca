/**
 * How the Google sources' adapters (connectors/{ads,ad-manager,youtube-tv}/server/provider.ts) call their API: a GET
 * with the grant's bearer token, its refusals turned into the provider interface's errors (401 → ProviderAuthError,
 * 429 → ProviderRateLimited with Retry-After), anything else not 2xx an ordinary error naming the status only (never
 * the token or the URL's query).
 */
import { ProviderAuthError, ProviderRateLimited, type ProviderAuth } from '../provider';

/** GETs `root + path` (query values appended when set) and answers its JSON. */
export async function sourceGet<T>(
  root: string,
  path: string,
  auth: ProviderAuth,
  query: Record<string, string | number | undefined> = {},
): Promise<T> {
  if (!auth.accessToken) throw new ProviderAuthError('the credential holds no access token');
  const url = new URL(`${root}${path}`);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${auth.accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(20_000),
  });
  if (response.status === 401) throw new ProviderAuthError(`${path.split('/')[1] ?? 'source'} refused the grant (401)`);
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    throw new ProviderRateLimited(
      'the source asked to slow down (429)',
      Number.isFinite(seconds) ? seconds * 1000 : null,
    );
  }
  if (!response.ok) throw new SourceFailure(response.status);
  return (await response.json()) as T;
}

/** A source answered with an unexpected status. */
export class SourceFailure extends Error {
  override readonly name = 'SourceFailure';
  constructor(readonly status: number) {
    super(`the source answered ${status}`);
  }
}
