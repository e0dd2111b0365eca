import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderAuthError, ProviderRateLimited } from '../provider';
import { bearerGet, SourceUnavailable, withQuery } from './source-http';

/** A source answering `/<status>` with that status (and Retry-After: 7 on 429), echoing the bearer on 200. */
describe('bearerGet maps a source answer onto the provider errors', () => {
  let server: http.Server;
  let root: string;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const status = Number(request.url!.split('?')[0]!.slice(1));
      if (status === 429) response.setHeader('retry-after', '7');
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ auth: request.headers.authorization ?? null }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the bearer token and answers the JSON of a 2xx', async () => {
    expect(await bearerGet(`${root}/200`, 'tok')).toEqual({ auth: 'Bearer tok' });
  });

  it('refuses to call without a token', async () => {
    await expect(bearerGet(`${root}/200`, null)).rejects.toBeInstanceOf(ProviderAuthError);
  });

  it('401 and 403 are a refused grant; 404 is nothing; 429 carries Retry-After', async () => {
    await expect(bearerGet(`${root}/401`, 't')).rejects.toBeInstanceOf(ProviderAuthError);
    await expect(bearerGet(`${root}/403`, 't')).rejects.toBeInstanceOf(ProviderAuthError);
    expect(await bearerGet(`${root}/404`, 't')).toBeNull();
    const limited = await bearerGet(`${root}/429`, 't').catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(ProviderRateLimited);
    expect((limited as ProviderRateLimited).retryAfterMs).toBe(7000);
  });

  it('a 5xx or no answer at all is SourceUnavailable', async () => {
    await expect(bearerGet(`${root}/503`, 't')).rejects.toBeInstanceOf(SourceUnavailable);
    await expect(bearerGet('http://127.0.0.1:1/x', 't')).rejects.toBeInstanceOf(SourceUnavailable);
  });

  it('withQuery adds only the parameters that are set', () => {
    expect(withQuery('http://x/a?k=1', { search: 'b c', limit: 5, offset: undefined, empty: '' })).toBe(
      'http://x/a?k=1&search=b+c&limit=5',
    );
  });
});
