/**
 * Query strings stay flat strings (no JSON decoding as TanStack does by default), so `/home?recent=true`
 * stays exactly that and the recent-page and guard rules compare plain strings.
 */
import { redirect } from '@tanstack/react-router';

export type FlatSearch = Record<string, string>;

export function parseSearch(searchStr: string): FlatSearch {
  return Object.fromEntries(new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr));
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Reads a search object (typed loosely by the router) as flat strings. */
export function flatSearch(search: unknown): FlatSearch {
  if (typeof search !== 'object' || search === null) return {};
  return Object.fromEntries(
    Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Splits a same-origin URL ('/path?query') into what `navigate` and `redirect` take. */
export function splitUrl(url: string): { to: string; search: FlatSearch } {
  const [path = '/', query = ''] = url.split('?', 2);
  return { to: path || '/', search: parseSearch(query) };
}

/** A replacing redirect to a same-origin URL, to throw from `beforeLoad`. */
export function redirectTo(url: string): ReturnType<typeof redirect> {
  const { to, search } = splitUrl(url);
  return redirect({ to, search, replace: true });
}
