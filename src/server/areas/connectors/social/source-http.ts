/**
 * How the Facebook and LinkedIn adapters call their source over HTTP (issue 26): a bearer GET that maps the answers
 * every vendor API shares onto the provider interface's errors: 401/403 → ProviderAuthError (the grant was refused
 * or lacks a scope: only a new grant helps), 429 → ProviderRateLimited, 404 → null (the object is not the grant's).
 * Anything else that is not 2xx, or no answer at all, is a SourceUnavailable.
 */
import { ProviderAuthError, ProviderRateLimited } from '../provider';

/** The source did not answer usefully (down, a 5xx, a bad request of ours). */
export class SourceUnavailable extends Error {
  override readonly name = 'SourceUnavailable';
}

/** GETs `url` with the bearer token; the JSON answer, or null on a 404. */
export async function bearerGet<T>(url: string, token: string | null): Promise<T | null> {
  if (!token) throw new ProviderAuthError('no access token');
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  } catch (error) {
    throw new SourceUnavailable(`no answer from ${new URL(url).origin}: ${(error as Error).message}`);
  }
  if (response.ok) return (await response.json()) as T;
  const text = await response.text();
  if (response.status === 401 || response.status === 403) throw new ProviderAuthError(`${response.status} ${text}`);
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    throw new ProviderRateLimited(text, Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null);
  }
  if (response.status === 404) return null;
  throw new SourceUnavailable(`${response.status} ${text.slice(0, 200)}`);
}

/** Adds the query parameters that are set. */
export function withQuery(url: string, params: Record<string, string | number | undefined>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') target.searchParams.set(name, String(value));
  }
  return target.toString();
}
