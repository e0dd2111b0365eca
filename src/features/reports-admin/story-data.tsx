/**
 * Stories of the report screens: a React Query cache filled with the fixtures (advertisers, dashboards, users, the
 * preview), so the editor renders without a server; the signed-in agency user of the fixtures.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { useHydrateAtoms } from 'jotai/utils';
import { useState, type ReactElement, type ReactNode } from 'react';
import { userAtom } from '../../state/session.atoms';
import { testUser } from '../../../tests/user-fixture';
import { REPORTS_KEY } from './api';
import { ADVERTISERS, AGENCIES, PREVIEW, PRODUCTS, REPORT, USERS } from './fixtures';

function seeded(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData([REPORTS_KEY, 'agency-advertisers', 1], ADVERTISERS);
  client.setQueryData([REPORTS_KEY, 'products', [101]], PRODUCTS);
  client.setQueryData([REPORTS_KEY, 'agency-users', 1], USERS);
  client.setQueryData([REPORTS_KEY, 'preview', REPORT.schedule], PREVIEW);
  return client;
}

function Seeded({ children }: { children: ReactNode }): ReactElement {
  const [client] = useState(seeded);
  useHydrateAtoms([
    [userAtom, testUser({ AgencyRight: ['AGENCY_READ_SCHEDULED_REPORT'], AvailableAgencies: AGENCIES })],
  ]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export const withReportData: Decorator = (Story) => (
  <Seeded>
    <Story />
  </Seeded>
);
