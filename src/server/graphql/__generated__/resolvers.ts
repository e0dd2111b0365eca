import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
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

export type AddCampaignNoteInput = {
  advertiserId: Scalars['Int']['input'];
  body: Scalars['String']['input'];
  campaignId: Scalars['Int']['input'];
  /** Hidden from clients unless true. */
  clientVisible?: InputMaybe<Scalars['Boolean']['input']>;
  /** yyyy-MM-dd; the day written (agency time zone) when absent. */
  date?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
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

/** A note on a campaign (000 §3), marked on the daily charts at its date. */
export type CampaignNote = {
  __typename?: 'CampaignNote';
  body: Scalars['String']['output'];
  campaignId: Scalars['Int']['output'];
  /** Shown to advertiser users, in shared links and in exports. */
  clientVisible: Scalars['Boolean']['output'];
  /** ISO-8601. */
  createdAt: Scalars['String']['output'];
  /** The author's name. */
  createdBy: Scalars['String']['output'];
  /** yyyy-MM-dd the note is about. */
  date: Scalars['String']['output'];
  /** ISO-8601. */
  lastModifiedAt: Scalars['String']['output'];
  lastModifiedBy: Scalars['String']['output'];
  noteId: Scalars['Int']['output'];
  title: Scalars['String']['output'];
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
 * Writes of campaign notes: agency staff and superusers only (advertiser users get 'Not authorized', code FORBIDDEN,
 * HTTP 403). Text breaking the note rule fails with code BAD_USER_INPUT and the message of each field in
 * extensions.fields; a note the caller may not see fails with 'Note not found'.
 */
export type Mutation = {
  __typename?: 'Mutation';
  addCampaignNote: CampaignNote;
  /** True once the note is gone. */
  deleteCampaignNote: Scalars['Boolean']['output'];
  /** Changes the given fields; absent ones keep their value. */
  updateCampaignNote: CampaignNote;
};


/**
 * Writes of campaign notes: agency staff and superusers only (advertiser users get 'Not authorized', code FORBIDDEN,
 * HTTP 403). Text breaking the note rule fails with code BAD_USER_INPUT and the message of each field in
 * extensions.fields; a note the caller may not see fails with 'Note not found'.
 */
export type MutationAddCampaignNoteArgs = {
  input: AddCampaignNoteInput;
};


/**
 * Writes of campaign notes: agency staff and superusers only (advertiser users get 'Not authorized', code FORBIDDEN,
 * HTTP 403). Text breaking the note rule fails with code BAD_USER_INPUT and the message of each field in
 * extensions.fields; a note the caller may not see fails with 'Note not found'.
 */
export type MutationDeleteCampaignNoteArgs = {
  noteId: Scalars['Int']['input'];
};


/**
 * Writes of campaign notes: agency staff and superusers only (advertiser users get 'Not authorized', code FORBIDDEN,
 * HTTP 403). Text breaking the note rule fails with code BAD_USER_INPUT and the message of each field in
 * extensions.fields; a note the caller may not see fails with 'Note not found'.
 */
export type MutationUpdateCampaignNoteArgs = {
  input: UpdateCampaignNoteInput;
  noteId: Scalars['Int']['input'];
};

/**
 * Sightline GraphQL schema, served at /graph. Types are generated from this file by graphql-codegen
 * (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * Notes of an advertiser's campaigns, newest first. Advertiser users see client-visible notes only. An advertiser
   * outside the caller's scope fails with 'Advertiser not found'.
   */
  campaignNotes: Array<CampaignNote>;
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
export type QueryCampaignNotesArgs = {
  advertiserId: Scalars['Int']['input'];
  campaignIds: Array<Scalars['Int']['input']>;
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

export type UpdateCampaignNoteInput = {
  body?: InputMaybe<Scalars['String']['input']>;
  clientVisible?: InputMaybe<Scalars['Boolean']['input']>;
  date?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddCampaignNoteInput: AddCampaignNoteInput;
  AvailableAgency: ResolverTypeWrapper<AvailableAgency>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CampaignNote: ResolverTypeWrapper<CampaignNote>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LayoutSource: LayoutSource;
  Me: ResolverTypeWrapper<Me>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ResolvedLayout: ResolverTypeWrapper<ResolvedLayout>;
  Station: ResolverTypeWrapper<Station>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Tenant: ResolverTypeWrapper<Tenant>;
  UpdateCampaignNoteInput: UpdateCampaignNoteInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddCampaignNoteInput: AddCampaignNoteInput;
  AvailableAgency: AvailableAgency;
  Boolean: Scalars['Boolean']['output'];
  CampaignNote: CampaignNote;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Me: Me;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  ResolvedLayout: ResolvedLayout;
  Station: Station;
  String: Scalars['String']['output'];
  Tenant: Tenant;
  UpdateCampaignNoteInput: UpdateCampaignNoteInput;
};

export type AvailableAgencyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AvailableAgency'] = ResolversParentTypes['AvailableAgency']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stations?: Resolver<Array<ResolversTypes['Station']>, ParentType, ContextType>;
  sub_agencies?: Resolver<Array<ResolversTypes['Tenant']>, ParentType, ContextType>;
  theme_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CampaignNoteResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CampaignNote'] = ResolversParentTypes['CampaignNote']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clientVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  AgencyRight?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  AvailableAgencies?: Resolver<Array<ResolversTypes['AvailableAgency']>, ParentType, ContextType>;
  active_agency_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  active_agency_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  active_station_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  active_sub_agency_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  full_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_superuser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  portalTheme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addCampaignNote?: Resolver<ResolversTypes['CampaignNote'], ParentType, ContextType, RequireFields<MutationAddCampaignNoteArgs, 'input'>>;
  deleteCampaignNote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCampaignNoteArgs, 'noteId'>>;
  updateCampaignNote?: Resolver<ResolversTypes['CampaignNote'], ParentType, ContextType, RequireFields<MutationUpdateCampaignNoteArgs, 'input' | 'noteId'>>;
};

export type QueryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  campaignNotes?: Resolver<Array<ResolversTypes['CampaignNote']>, ParentType, ContextType, RequireFields<QueryCampaignNotesArgs, 'advertiserId' | 'campaignIds'>>;
  layout?: Resolver<ResolversTypes['ResolvedLayout'], ParentType, ContextType, RequireFields<QueryLayoutArgs, 'tactic'>>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
};

export type ResolvedLayoutResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ResolvedLayout'] = ResolversParentTypes['ResolvedLayout']> = {
  Version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['LayoutSource'], ParentType, ContextType>;
  tactic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Station'] = ResolversParentTypes['Station']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sub_agency_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type TenantResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Tenant'] = ResolversParentTypes['Tenant']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphContext> = {
  AvailableAgency?: AvailableAgencyResolvers<ContextType>;
  CampaignNote?: CampaignNoteResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Me?: MeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ResolvedLayout?: ResolvedLayoutResolvers<ContextType>;
  Station?: StationResolvers<ContextType>;
  Tenant?: TenantResolvers<ContextType>;
};

