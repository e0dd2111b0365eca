/**
 * The shape every source's setup adapter answers (issue 26): pages of one item shape, so one picker serves the ten
 * sources; plus the helpers the adapters share (local paging, reads with the policies of 001 §9).
 */
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { connectorPolicy } from '../connectors';
import type { JsonRecord } from '../narrow';

/** One thing a user may link: an account, property, view, site, order's campaign, campaign or page. */
export interface PickItem {
  id: string;
  name: string;
  /** A second line: an id, a URL, a subject line. */
  detail?: string;
  /** The heading it is listed under (its account, manager, order or property). */
  group?: string;
  /** The group's id where saving needs it (an ad-server order, an old analytics property). */
  groupId?: string;
  linked: boolean;
}

export interface PickQuery {
  search: string;
  offset: number;
  limit: number;
  /** The API key chosen, for sources whose campaigns live under a key. */
  keyId?: string;
}

export interface PickPage {
  items: PickItem[];
  total: number;
}

/** A choice a source needs before it can list (the Site Impact API key). */
export interface PickKey {
  id: string;
  name: string;
}

export interface SourceAdapter {
  /** 'search': nothing is listed until a search is typed (the ad-server order search). */
  mode: 'list' | 'search';
  /** Sources listed per API key. */
  keys?(client: ApolloClient, advertiserId: number): Promise<PickKey[]>;
  /** What is linked now. */
  linked(client: ApolloClient, advertiserId: number): Promise<PickItem[]>;
  /** A page of what can be linked; `undefined` when a newer search superseded this one. */
  list(client: ApolloClient, advertiserId: number, query: PickQuery): Promise<PickPage | undefined>;
  /** Makes the advertiser's links exactly `selected`. */
  save(client: ApolloClient, advertiserId: number, selected: PickItem[]): Promise<void>;
}

/** The picker's page size (001 §9: 100 for the professional-network and TV-streaming lists). */
export const PICK_LIMIT = 100;

/** Every item at once, for adapters that compare what is offered with what is linked. */
export const ALL: PickQuery = { search: '', offset: 0, limit: 10_000 };

/** Filters and pages a whole list on the client. */
export function pageLocally(items: readonly PickItem[], query: PickQuery): PickPage {
  const needle = query.search.trim().toLowerCase();
  const matching = needle
    ? items.filter((item) =>
        [item.name, item.id, item.detail ?? '', item.group ?? ''].some((t) => t.toLowerCase().includes(needle)),
      )
    : [...items];
  return { items: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
}

/** A GraphQL read with the source's cache policy (001 §9). */
export async function read<Q, V extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<Q, V>,
  name: string,
  variables: V,
): Promise<Q | undefined> {
  const result = await client.query({ query, variables, ...connectorPolicy(name) } as ApolloClient.QueryOptions<
    Q,
    V
  >);
  return (result.data ?? undefined) as Q | undefined;
}

/** The first of `keys` that holds text or a number, as text. */
export const str = (r: JsonRecord, ...keys: string[]): string => {
  for (const key of keys) if (typeof r[key] === 'string' || typeof r[key] === 'number') return String(r[key]);
  return '';
};
