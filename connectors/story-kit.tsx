/** Stories of the link panels (issue 26): a panel over the fixtures' sandbox answers, in a narrow or wide frame. */
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactElement, type ReactNode } from 'react';
import { fixtureFetch } from './fixtures';

function FixtureServer({ children }: { children: ReactNode }): ReactElement {
  const [client] = useState(() => {
    const fetch = fixtureFetch();
    // The panels' REST calls use the global fetch: the story answers them from the same fixtures.
    globalThis.fetch = fetch;
    return new ApolloClient({ link: new HttpLink({ uri: '/graph', fetch }), cache: new InMemoryCache() });
  });
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/** Story decorator: the fixtures' server around the panel. */
export const withFixtureServer: Decorator = (Story) => (
  <FixtureServer>
    <Story />
  </FixtureServer>
);
