/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A JSON value: a layout document validated by schemas/layout.schema.json. */
  JSON: { input: unknown; output: unknown; }
};

/** An agency the user may switch to, with the sub-agencies and stations inside it that the user may pick. */
export type AvailableAgency = {
  __typename?: 'AvailableAgency';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  stations: Array<Station>;
  sub_agencies: Array<Tenant>;
  theme_code: Scalars['String']['output'];
};

/** Which level of the resolution chain supplied a layout. */
export type LayoutSource =
  | 'ADVERTISER'
  | 'AGENCY'
  | 'DEFAULT';

/** The session user: the User fields of the spec (000 §3), without tokens. */
export type Me = {
  __typename?: 'Me';
  AgencyRight: Array<Scalars['String']['output']>;
  AvailableAgencies: Array<AvailableAgency>;
  active_agency_id?: Maybe<Scalars['Int']['output']>;
  active_agency_name?: Maybe<Scalars['String']['output']>;
  active_station_id?: Maybe<Scalars['Int']['output']>;
  active_sub_agency_id?: Maybe<Scalars['Int']['output']>;
  email: Scalars['String']['output'];
  full_name: Scalars['String']['output'];
  is_superuser: Scalars['Boolean']['output'];
  permissions: Array<Scalars['String']['output']>;
  portalTheme: Scalars['String']['output'];
  products: Array<Scalars['String']['output']>;
  roles: Array<Scalars['String']['output']>;
  user_id: Scalars['Int']['output'];
};

/**
 * Sightline GraphQL schema, served at /graph. Types are generated from this file by graphql-codegen
 * (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * The dashboard layout for a tab (tactic id of 000 §2, or summary, home, orders), resolved on the server as
   * default ← agency customisation ← advertiser customisation. Without an advertiser the agency's (or default) layout.
   * Fails with 'Missing layouts for this user' when none applies.
   */
  layout: ResolvedLayout;
  /** The signed-in user of the bearer token. */
  me: Me;
};


/**
 * Sightline GraphQL schema, served at /graph. Types are generated from this file by graphql-codegen
 * (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryLayoutArgs = {
  advertiserId?: InputMaybe<Scalars['Int']['input']>;
  tactic: Scalars['String']['input'];
};

/** A layout as the renderer reads it. */
export type ResolvedLayout = {
  __typename?: 'ResolvedLayout';
  /** Version of the customisation (0 for a shipped default). */
  Version: Scalars['Int']['output'];
  /** The layout document (schemas/layout.schema.json); the client validates it again at its boundary. */
  document: Scalars['JSON']['output'];
  /** The most specific level that applies. */
  source: LayoutSource;
  /** The tab id asked for. */
  tactic: Scalars['String']['output'];
};

export type Station = {
  __typename?: 'Station';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  sub_agency_id?: Maybe<Scalars['Int']['output']>;
};

export type Tenant = {
  __typename?: 'Tenant';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** Which level of the resolution chain supplied a layout. */
export type LayoutSource =
  | 'ADVERTISER'
  | 'AGENCY'
  | 'DEFAULT';

export type LayoutQueryVariables = Exact<{
  tactic: string;
  advertiserId?: number | null | undefined;
}>;


export type LayoutQuery = { layout: { tactic: string, source: LayoutSource, document: unknown, Version: number } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { email: string, full_name: string, user_id: number, is_superuser: boolean, roles: Array<string>, active_agency_id: number | null, active_agency_name: string | null } };


export const LayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Layout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tactic"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"advertiserId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tactic"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tactic"}}},{"kind":"Argument","name":{"kind":"Name","value":"advertiserId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"advertiserId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tactic"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"Version"}}]}}]}}]} as unknown as DocumentNode<LayoutQuery, LayoutQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"full_name"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"is_superuser"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"active_agency_id"}},{"kind":"Field","name":{"kind":"Name","value":"active_agency_name"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;