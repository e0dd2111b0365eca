import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { nextOffset, useAppendSearch, type AppendPage } from './append-search';

interface Request {
  search: Readonly<Record<string, string>>;
  offset: number;
  resolve(page: AppendPage<string>): void;
}

/** A server whose answers the test gives, in any order. */
function deferredServer() {
  const requests: Request[] = [];
  const fetchPage = (search: Readonly<Record<string, string>>, offset: number) =>
    new Promise<AppendPage<string>>((resolve) => requests.push({ search, offset, resolve }));
  return { requests, fetchPage };
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('nextOffset', () => {
  it('is the count loaded while the server has more, else undefined', () => {
    expect(nextOffset([{ items: ['a', 'b'], total: 5 }])).toBe(2);
    expect(
      nextOffset([
        { items: ['a', 'b'], total: 5 },
        { items: ['c', 'd', 'e'], total: 5 },
      ]),
    ).toBeUndefined();
    expect(nextOffset([{ items: [], total: 5 }])).toBeUndefined();
    expect(nextOffset([])).toBeUndefined();
  });
});

describe('useAppendSearch', () => {
  it('appends the next offset, starts over on a new search and discards the late answer of the old one', async () => {
    const server = deferredServer();
    const { result, rerender } = renderHook(
      ({ name }: { name: string }) =>
        useAppendSearch({ key: ['t'], search: { name }, pageSize: 2, fetchPage: server.fetchPage }),
      { wrapper, initialProps: { name: 'a' } },
    );
    await waitFor(() => expect(server.requests).toHaveLength(1));
    act(() => server.requests[0]!.resolve({ items: ['a1', 'a2'], total: 3 }));
    await waitFor(() => expect(result.current.items).toEqual(['a1', 'a2']));
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(server.requests).toHaveLength(2));
    expect(server.requests[1]).toMatchObject({ search: { name: 'a' }, offset: 2 });
    act(() => server.requests[1]!.resolve({ items: ['a3'], total: 3 }));
    await waitFor(() => expect(result.current.items).toEqual(['a1', 'a2', 'a3']));
    expect(result.current.hasMore).toBe(false);

    // Two searches in flight: the newer answers first, the older arrives late and is not shown.
    rerender({ name: 'b' });
    await waitFor(() => expect(server.requests).toHaveLength(3));
    rerender({ name: 'bc' });
    await waitFor(() => expect(server.requests).toHaveLength(4));
    expect(server.requests.slice(2).map((r) => [r.search.name, r.offset])).toEqual([
      ['b', 0],
      ['bc', 0],
    ]);
    expect(result.current.status).toBe('pending');
    act(() => server.requests[3]!.resolve({ items: ['bc1'], total: 1 }));
    await waitFor(() => expect(result.current.items).toEqual(['bc1']));
    act(() => server.requests[2]!.resolve({ items: ['b1', 'b2'], total: 9 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.items).toEqual(['bc1']);
    expect(result.current.total).toBe(1);
  });
});
