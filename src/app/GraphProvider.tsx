import { ApolloProvider } from '@apollo/client/react';
import type { ReactElement, ReactNode } from 'react';
import { apolloClient } from '../data/apollo';

export interface GraphProviderProps {
  children: ReactNode;
}

/** Apollo for the screens that query `/graph`; loaded with them, so sign-in pages do not download Apollo. */
export function GraphProvider({ children }: GraphProviderProps): ReactElement {
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
