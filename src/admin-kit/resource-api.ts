/**
 * One admin resource on React Query: its cache keys, a paged list, one item, and create / update / remove
 * mutations that invalidate the resource (and whatever else the screen names) when they succeed.
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  keepPreviousData,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { apiFetch } from '../data/rest-client';

/** A page of a server list (kernel/listing.ts `page`). */
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

export interface ResourceApiConfig<T, Id extends string | number, C, U> {
  /** The first part of every cache key of the resource, e.g. 'system/tooltips'. */
  key: string;
  list(query: Record<string, string>): Promise<Page<T>>;
  get?(id: Id): Promise<T>;
  create?(input: C): Promise<T>;
  update?(id: Id, input: U): Promise<T>;
  remove?(id: Id): Promise<unknown>;
  /** More query keys to invalidate after every mutation (e.g. a list of another resource that shows this one). */
  alsoInvalidate?: readonly (readonly unknown[])[];
}

export interface ResourceKeys<Id> {
  all: readonly [string];
  list(query: Record<string, string>): readonly [string, 'list', Record<string, string>];
  one(id: Id): readonly [string, 'one', Id];
}

export interface ResourceApi<T, Id extends string | number, C, U> {
  keys: ResourceKeys<Id>;
  /** The page of the query; the previous page stays shown while the next one loads. */
  useList(query: Record<string, string>): UseQueryResult<Page<T>>;
  useOne(id: Id | undefined): UseQueryResult<T>;
  useCreate(): UseMutationResult<T, Error, C>;
  useUpdate(): UseMutationResult<T, Error, { id: Id; input: U }>;
  useRemove(): UseMutationResult<unknown, Error, Id>;
}

function missing(what: string, key: string): never {
  throw new Error(`The resource ${key} has no ${what} call`);
}

export function createResourceApi<T, Id extends string | number, C = Partial<T>, U = Partial<T>>(
  config: ResourceApiConfig<T, Id, C, U>,
): ResourceApi<T, Id, C, U> {
  const all = [config.key] as const;
  const keys: ResourceKeys<Id> = {
    all,
    list: (query) => [config.key, 'list', query] as const,
    one: (id) => [config.key, 'one', id] as const,
  };

  function useInvalidate(): () => Promise<void> {
    const client = useQueryClient();
    return async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: all }),
        ...(config.alsoInvalidate ?? []).map((queryKey) => client.invalidateQueries({ queryKey })),
      ]);
    };
  }

  return {
    keys,
    useList: (query) =>
      useQuery({ queryKey: keys.list(query), queryFn: () => config.list(query), placeholderData: keepPreviousData }),
    useOne: (id) =>
      useQuery({
        queryKey: keys.one(id as Id),
        queryFn: () => (config.get ? config.get(id as Id) : missing('get', config.key)),
        enabled: id !== undefined && config.get !== undefined,
      }),
    useCreate: () => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (input: C) => (config.create ? config.create(input) : missing('create', config.key)),
        onSuccess: invalidate,
      });
    },
    useUpdate: () => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: ({ id, input }: { id: Id; input: U }) =>
          config.update ? config.update(id, input) : missing('update', config.key),
        onSuccess: invalidate,
      });
    },
    useRemove: () => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (id: Id) => (config.remove ? config.remove(id) : missing('remove', config.key)),
        onSuccess: invalidate,
      });
    },
  };
}

/** A query object as a URL query string ('?a=1&b=2', or '' when empty). */
export function queryString(query: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Sends one file (field `file`) and optional text fields as multipart/form-data with the session's auth header
 * (the REST client adds it and refreshes the token first); answers the JSON body, throws ApiError on failure.
 */
export function uploadFile(
  path: string,
  file: File,
  fields: Readonly<Record<string, string>> = {},
  method: 'POST' | 'PUT' | 'PATCH' = 'POST',
): Promise<unknown> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  // No content-type header: the browser writes the multipart boundary.
  return apiFetch(path, { method, body: form });
}
