/** The connector screens' test kit: the admin harness's fake server answering `/graph` from the fixtures too. */
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useState, type ComponentType, type ReactElement } from 'react';
import { fakeServer, type Call } from '../../admin-kit/testing/harness';
import { GRAPH_ANSWERS, restAnswer } from '../../../connectors/fixtures';
import { jsonResponse } from '../../../tests/stub-fetch';

/** A fake server: `answer` first, then the fixtures' GraphQL and REST answers. */
export function connectorServer(answer: (call: Call) => Response | undefined = () => undefined): { calls: Call[] } {
  return fakeServer((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.path === '/graph') {
      const request = call.body as { operationName: string; variables?: Record<string, unknown> };
      const graph = GRAPH_ANSWERS[request.operationName];
      return graph ? jsonResponse({ data: graph(request.variables ?? {}) }) : undefined;
    }
    const rest = restAnswer(call.method, call.path, new URLSearchParams(call.query));
    return rest === undefined ? undefined : jsonResponse(rest);
  });
}

/** The screen inside a fresh Apollo client over the (stubbed) global fetch. */
export function withApollo(Screen: ComponentType): ComponentType {
  return function WithApollo(): ReactElement {
    const [client] = useState(
      () =>
        new ApolloClient({
          link: new HttpLink({ uri: '/graph', fetch: (input, init) => fetch(input, init) }),
          cache: new InMemoryCache(),
        }),
    );
    return (
      <ApolloProvider client={client}>
        <Screen />
      </ApolloProvider>
    );
  };
}

/** The GraphQL operations the server received, in order. */
export function operations(calls: readonly Call[]): string[] {
  return calls.filter((c) => c.path === '/graph').map((c) => (c.body as { operationName: string }).operationName);
}
