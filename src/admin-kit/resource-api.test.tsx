import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../tests/stub-fetch';
import { createResourceApi, queryString, uploadFile, type Page } from './resource-api';

interface Item {
  id: number;
  name: string;
}

afterEach(() => vi.unstubAllGlobals());

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('createResourceApi', () => {
  it('lists by query and invalidates the resource and the extra keys after a mutation', async () => {
    let names = ['a'];
    const list = vi.fn((query: Record<string, string>): Promise<Page<Item>> =>
      Promise.resolve({
        items: names.map((name, id) => ({ id, name })),
        total: names.length,
        limit: Number(query.limit),
        offset: 0,
      }),
    );
    const create = vi.fn((input: Partial<Item>) => {
      names = [...names, input.name ?? ''];
      return Promise.resolve({ id: names.length - 1, name: input.name ?? '' });
    });
    const api = createResourceApi<Item, number>({ key: 'items', list, create, alsoInvalidate: [['other']] });
    expect(api.keys.list({ limit: '5' })).toEqual(['items', 'list', { limit: '5' }]);
    expect(api.keys.one(3)).toEqual(['items', 'one', 3]);

    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const other = vi.fn(() => Promise.resolve(1));
    await client.fetchQuery({ queryKey: ['other'], queryFn: other });
    const { result } = renderHook(() => ({ list: api.useList({ limit: '5' }), create: api.useCreate() }), {
      wrapper: wrapper(client),
    });
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
    await act(() => result.current.create.mutateAsync({ name: 'b' }));
    await waitFor(() => expect(result.current.list.data?.items.map((i) => i.name)).toEqual(['a', 'b']));
    expect(list).toHaveBeenCalledTimes(2);
    expect(client.getQueryState(['other'])?.isInvalidated).toBe(true);
  });
});

describe('uploadFile', () => {
  it('sends the file and fields as multipart with the JSON answer back', async () => {
    const fetch = stubFetch(() => jsonResponse({ url: '/api/images/x.png' }));
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await expect(uploadFile('/api/system/logos', file, { alias: 'ACME' })).resolves.toEqual({
      url: '/api/images/x.png',
    });
    const [path, init] = fetch.mock.calls.at(-1)! as [string, RequestInit];
    expect(path).toBe('/api/system/logos');
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect(body.get('alias')).toBe('ACME');
    expect((body.get('file') as File).name).toBe('logo.png');
    expect(new Headers(init.headers).has('content-type')).toBe(false);
  });

  it('throws the server text on failure', async () => {
    stubFetch(() => jsonResponse({ error: 'The file is too large.' }, 413));
    await expect(uploadFile('/api/x', new File(['x'], 'x.png'))).rejects.toThrow('The file is too large.');
  });
});

describe('queryString', () => {
  it('leaves out empty values', () => {
    expect(queryString({ a: '1', b: '', c: undefined })).toBe('?a=1');
    expect(queryString({})).toBe('');
  });
});
