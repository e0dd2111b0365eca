/**
 * Apollo Client for `/graph`. Requests carry `Authorization: Bearer <access>`, refreshed through the same
 * shared refresh as REST, and count as network activity like every other call.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { API_OFFLINE } from '../domain/messages';
import { ApiError } from './api-error';
import { trackRequest } from './network-events';
import { freshAccessToken } from './token-refresh';

export const GRAPH_PATH = '/graph';

/** Looks `fetch` up on every call so a replaced global (tests, polyfills) is honoured. */
async function trackedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await trackRequest(() => fetch(input, init));
  if (response.status === 417) throw new ApiError(API_OFFLINE, 417);
  return response;
}

const authLink = new SetContextLink(async (previous) => {
  const access = await freshAccessToken();
  return access ? { headers: { ...previous.headers, authorization: `Bearer ${access}` } } : {};
});

/** Builds a client; the app keeps one, tests and stories may build their own. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([authLink, new HttpLink({ uri: GRAPH_PATH, fetch: trackedFetch })]),
    cache: new InMemoryCache(),
  });
}

export const apolloClient = createApolloClient();
