/** Stories of the area: a query cache filled with the answers a story shows, so no call goes out. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactElement, type ReactNode } from 'react';

function Seeded({ entries, children }: { entries: readonly [readonly unknown[], unknown][]; children: ReactNode }) {
  const [client] = useState(() => {
    const seeded = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    for (const [key, data] of entries) seeded.setQueryData(key, data);
    return seeded;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Story decorator: the story over a query cache holding `entries` (key, data). */
export const withQueries =
  (entries: readonly [readonly unknown[], unknown][]): Decorator =>
  (Story): ReactElement => (
    <Seeded entries={entries}>
      <Story />
    </Seeded>
  );
