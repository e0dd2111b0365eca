// @vitest-environment jsdom
import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apollo';
import { setTokens } from './token-store';

const ME = gql`
  query Me {
    me {
      email
    }
  }
`;

describe('apollo client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('queries /graph with the access token as a Bearer Authorization header', async () => {
    const access = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 }))}.sig`;
    setTokens(access, 'refresh');
    const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify({ data: { me: { __typename: 'Me', email: 'a@b.c' } } }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await createApolloClient().query({ query: ME });
    expect(result.data).toEqual({ me: { __typename: 'Me', email: 'a@b.c' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/graph');
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${access}`);
  });
});
