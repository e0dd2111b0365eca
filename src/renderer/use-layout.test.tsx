import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LAYOUT_NOT_EXIST, MISSING_LAYOUTS } from '../domain/messages';
import { useLayout } from './use-layout';

/** A client whose `/graph` answers every request with `status` and one GraphQL error saying `message`. */
function refusingClient(status: number, message: string): ApolloClient {
  const fetch = async (): Promise<Response> =>
    new Response(JSON.stringify({ data: null, errors: [{ message, extensions: { status } }] }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  return new ApolloClient({ link: new HttpLink({ uri: '/graph', fetch }), cache: new InMemoryCache() });
}

const layoutState = (client: ApolloClient) =>
  renderHook(() => useLayout('display', 7), {
    wrapper: ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>,
  });

describe('useLayout', () => {
  it("shows the server's text when no layout applies (a 404 with the error in its body)", async () => {
    const { result } = layoutState(refusingClient(404, MISSING_LAYOUTS));
    await waitFor(() => expect(result.current).toEqual({ status: 'error', message: MISSING_LAYOUTS }));
  });

  it('reads the ignored layout error as no layout', async () => {
    const { result } = layoutState(refusingClient(200, LAYOUT_NOT_EXIST));
    await waitFor(() => expect(result.current).toEqual({ status: 'error', message: MISSING_LAYOUTS }));
  });
});
