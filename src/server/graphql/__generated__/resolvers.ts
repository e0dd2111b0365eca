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
  /** 1 when written, one more with every edit; an edit or delete names the Version it started from. */
  Version: Scalars['Int']['output'];
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

/** One readable change between two layouts. */
export type LayoutChange = {
  __typename?: 'LayoutChange';
  /** section-added, section-removed, section-renamed, section-moved, module-added, module-removed, module-moved, module-resized, module-changed, config… */
  kind: Scalars['String']['output'];
  /** Where, as the validator names paths (components[1].modules[3]). */
  path: Scalars['String']['output'];
  /** The change in words. */
  text: Scalars['String']['output'];
};

export type LayoutChangeAction =
  | 'RESET'
  | 'RESTORE'
  | 'SAVE';

/** A scope's customisation of one tab, as the editor works on it. */
export type LayoutCustomization = {
  __typename?: 'LayoutCustomization';
  /** Counts saves, resets and restores of this scope; 0 when it never had a customisation. */
  Version: Scalars['Int']['output'];
  /** Whether the scope has its own layout now (false before the first save and after a reset). */
  customized: Scalars['Boolean']['output'];
  /** What the scope shows now: its own layout, or the one it inherits. */
  effective: ResolvedLayout;
  kind: LayoutScopeKind;
  /** ISO-8601 time of the last save, reset or restore. */
  modifiedAt?: Maybe<Scalars['String']['output']>;
  /** E-mail of who made it. */
  modifiedBy?: Maybe<Scalars['String']['output']>;
  scopeId: Scalars['Int']['output'];
  /** The agency's or advertiser's name. */
  scopeName: Scalars['String']['output'];
  tactic: Scalars['String']['output'];
};

/** An agency or an advertiser whose dashboards are customised. */
export type LayoutScopeInput = {
  id: Scalars['Int']['input'];
  kind: LayoutScopeKind;
};

/** The level a customisation belongs to. */
export type LayoutScopeKind =
  | 'ADVERTISER'
  | 'AGENCY';

/** Which level of the resolution chain supplied a layout. */
export type LayoutSource =
  | 'ADVERTISER'
  | 'AGENCY'
  | 'DEFAULT';

/** One saved version of a customisation. */
export type LayoutVersion = {
  __typename?: 'LayoutVersion';
  action: LayoutChangeAction;
  /** For a restore: the version it brought back. */
  restoredFrom?: Maybe<Scalars['Int']['output']>;
  /** ISO-8601. */
  savedAt: Scalars['String']['output'];
  /** E-mail of who saved it. */
  savedBy: Scalars['String']['output'];
  /** What changed against the version before, in words. */
  summary: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

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
 * Writes of campaign notes: agency staff and superusers only (advertiser users get 'Not authorized', 403). Text
 * breaking the note rule fails with 400, the rule's message and the message of each field in extensions.fields; a
 * note the caller may not see fails with 'Note not found' (404).
 */
export type Mutation = {
  __typename?: 'Mutation';
  addCampaignNote: CampaignNote;
  /** True once the note is gone; same Version rule as an edit, so a delete never removes a change it has not seen. */
  deleteCampaignNote: Scalars['Boolean']['output'];
  /** Drops a scope's own layout, so it shows what it inherits again; same Version rule as a save. */
  resetLayoutCustomization: LayoutCustomization;
  /** Makes a saved version the current one, as a new version; same Version rule as a save. */
  restoreLayoutVersion: LayoutCustomization;
  /**
   * Saves a scope's customisation of a tab. `Version` is the scope's Version the edit started from: a stale one fails
   * with 409 (code layoutVersionConflict) naming who changed it and when (extensions changedBy, changedAt,
   * currentVersion), and nothing is written. The document is checked with the layout validator and lint rules; an
   * invalid one fails with 400 (code invalidLayout) and every problem with its path in extensions.issues.
   */
  saveLayoutCustomization: LayoutCustomization;
  /**
   * Changes the given fields; absent ones keep their value. `Version` is the note's Version the edit started from: a
   * stale one fails with 409 (code noteVersionConflict) naming who changed the note and when (extensions
   * lastModifiedBy, lastModifiedAt, currentVersion), and nothing is written.
   */
  updateCampaignNote: CampaignNote;
};


/**
 * Writes of campaign notes: agency staff and superusers only (advertiser users get 'Not authorized', 403). Text
 * breaking the note rule fails with 400, the rule's message and the message of each field in extensions.fields; a
 * note the caller may not see fails with 'Note not found' (404).
 */
export type MutationAddCampaignNoteArgs = {
  input: AddCampaignNoteInput;
};


/**
 * Writes of campaign notes: agency staff and superusers only (advertiser users get 'Not authorized', 403). Text
 * breaking the note rule fails with 400, the rule's message and the message of each field in extensions.fields; a
 * note the caller may not see fails with 'Note not found' (404).
 */
export type MutationDeleteCampaignNoteArgs = {
  Version: Scalars['Int']['input'];
  noteId: Scalars['Int']['input'];
};


/**
 * Writes of campaign notes: agency staff and superusers only (advertiser users get 'Not authorized', 403). Text
 * breaking the note rule fails with 400, the rule's message and the message of each field in extensions.fields; a
 * note the caller may not see fails with 'Note not found' (404).
 */
export type MutationResetLayoutCustomizationArgs = {
  Version: Scalars['Int']['input'];
  scope: LayoutScopeInput;
  tactic: Scalars['String']['input'];
};


/**
 * Writes of campaign notes: agency staff and superusers only (advertiser users get 'Not authorized', 403). Text
 * breaking the note rule fails with 400, the rule's message and the message of each field in extensions.fields; a
 * note the caller may not see fails with 'Note not found' (404).
 */
export type MutationRestoreLayoutVersionArgs = {
  Version: Scalars['Int']['input'];
  scope: LayoutScopeInput;
  tactic: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


/**
 * Writes of campaign notes: agency staff and superusers only (advertiser users get 'Not authorized', 403). Text
 * breaking the note rule fails with 400, the rule's message and the message of each field in extensions.fields; a
 * note the caller may not see fails with 'Note not found' (404).
 */
export type MutationSaveLayoutCustomizationArgs = {
  input: SaveLayoutInput;
};


/**
 * Writes of campaign notes: agency staff and superusers only (advertiser users get 'Not authorized', 403). Text
 * breaking the note rule fails with 400, the rule's message and the message of each field in extensions.fields; a
 * note the caller may not see fails with 'Note not found' (404).
 */
export type MutationUpdateCampaignNoteArgs = {
  Version: Scalars['Int']['input'];
  input: UpdateCampaignNoteInput;
  noteId: Scalars['Int']['input'];
};

/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * Notes of an advertiser's campaigns, newest first. Advertiser users see client-visible notes only. An advertiser
   * outside the caller's scope fails with 'Advertiser not found'.
   */
  campaignNotes: Array<CampaignNote>;
  /**
   * The run log of scheduled reports (001 §7): `limit` (1–100, default 25), `offset`, `name` (part of the report's
   * name), `after` (yyyy-MM-dd: runs scheduled on or after that day; the screens default it to six months before
   * today, 001 §9), `orderBy` (one of scheduledTo, lastUpdateTime, reportName, status, each optionally prefixed with
   * '-' for descending; default '-scheduledTo'). `kind` picks dashboard reports (default) or business reviews;
   * `reportId` narrows to one report (the editor's run history), of any kind unless `kind` is given. Scoped like the reports: superusers see every
   * agency; agency users with AGENCY_READ_SCHEDULED_REPORT their agencies' runs; advertiser users with
   * READ_SCHEDULED_REPORT their advertisers'. Others fail with 'Not authorized' (403).
   */
  getScheduledReportsLog: ScheduledReportsLog;
  /**
   * The dashboard layout for a tab (tactic id of 000 §2, or summary, home, orders), resolved on the server as
   * default ← agency customisation ← advertiser customisation. Without an advertiser the agency's (or default) layout.
   * Fails with 'Missing layouts for this user' (404) when none applies.
   */
  layout: ResolvedLayout;
  /**
   * The layout editor's view of one scope (an agency or an advertiser) and tab: its own customisation's Version (0 when
   * it never had one) and what the scope shows now. Only users who may customise the scope (docs/decisions.md
   * "Layout customisation rights") may ask; others get 'Not authorized' (403), and an advertiser or agency
   * outside the caller's scope 'Layout scope not found' (404).
   */
  layoutCustomization: LayoutCustomization;
  /**
   * What changed between two versions of a scope's customisation, as readable changes of sections and modules.
   * Version 0 stands for the layout the scope inherits (the agency's or the shipped default).
   */
  layoutDiff: Array<LayoutChange>;
  /** Every saved version of a scope's customisation, newest first (same rights as layoutCustomization). */
  layoutHistory: Array<LayoutVersion>;
  /** The document of one saved version; null for a reset. */
  layoutVersionDocument?: Maybe<Scalars['JSON']['output']>;
  /** The signed-in user of the bearer token. */
  me: Me;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryCampaignNotesArgs = {
  advertiserId: Scalars['Int']['input'];
  campaignIds: Array<Scalars['Int']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetScheduledReportsLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<ReportKind>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  reportId?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryLayoutArgs = {
  advertiserId?: InputMaybe<Scalars['Int']['input']>;
  tactic: Scalars['String']['input'];
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryLayoutCustomizationArgs = {
  scope: LayoutScopeInput;
  tactic: Scalars['String']['input'];
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryLayoutDiffArgs = {
  from: Scalars['Int']['input'];
  scope: LayoutScopeInput;
  tactic: Scalars['String']['input'];
  to: Scalars['Int']['input'];
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryLayoutHistoryArgs = {
  scope: LayoutScopeInput;
  tactic: Scalars['String']['input'];
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryLayoutVersionDocumentArgs = {
  scope: LayoutScopeInput;
  tactic: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};

export type ReportKind =
  | 'businessReview'
  | 'dashboard';

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

export type SaveLayoutInput = {
  /** The scope's Version the edit started from (0 when it had no customisation). */
  Version: Scalars['Int']['input'];
  /** The whole layout document (schemas/layout.schema.json). */
  document: Scalars['JSON']['input'];
  scope: LayoutScopeInput;
  /** The tab id (tactic of 000 §2, or summary, home). */
  tactic: Scalars['String']['input'];
};

/** Why a run failed, was skipped, held or partially sent. */
export type ScheduledReportError = {
  __typename?: 'ScheduledReportError';
  cause: Scalars['String']['output'];
};

/** One run of a scheduled report: exactly the fields of 001 §7. */
export type ScheduledReportLogEntry = {
  __typename?: 'ScheduledReportLogEntry';
  /** JSON text: trigger, attempts, files (name, size, sha256), data-through date, delivery details. */
  additional: Scalars['String']['output'];
  advertiserId?: Maybe<Scalars['Int']['output']>;
  agencyId: Scalars['Int']['output'];
  /** The name of the user who created the report (or asked for this run). */
  createdBy: Scalars['String']['output'];
  /** The period's last day, yyyy-MM-dd. */
  endDate: Scalars['String']['output'];
  error?: Maybe<ScheduledReportError>;
  /** ISO instant of the run's last change. */
  lastUpdateTime: Scalars['String']['output'];
  logId: Scalars['Int']['output'];
  recipients: Array<Scalars['String']['output']>;
  reportId: Scalars['Int']['output'];
  reportName: Scalars['String']['output'];
  /** ISO instant the run was scheduled for. */
  scheduledTo: Scalars['String']['output'];
  /** The period's first day, yyyy-MM-dd. */
  startDate: Scalars['String']['output'];
  /** scheduled, waiting, running, sent, partial, failed, skipped or held. */
  status: Scalars['String']['output'];
  /** The report's IANA time zone at the time of the run. */
  timezone: Scalars['String']['output'];
};

/** A page of the run log, newest first unless `orderBy` says otherwise. */
export type ScheduledReportsLog = {
  __typename?: 'ScheduledReportsLog';
  entries: Array<ScheduledReportLogEntry>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
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
  LayoutChange: ResolverTypeWrapper<LayoutChange>;
  LayoutChangeAction: LayoutChangeAction;
  LayoutCustomization: ResolverTypeWrapper<LayoutCustomization>;
  LayoutScopeInput: LayoutScopeInput;
  LayoutScopeKind: LayoutScopeKind;
  LayoutSource: LayoutSource;
  LayoutVersion: ResolverTypeWrapper<LayoutVersion>;
  Me: ResolverTypeWrapper<Me>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReportKind: ReportKind;
  ResolvedLayout: ResolverTypeWrapper<ResolvedLayout>;
  SaveLayoutInput: SaveLayoutInput;
  ScheduledReportError: ResolverTypeWrapper<ScheduledReportError>;
  ScheduledReportLogEntry: ResolverTypeWrapper<ScheduledReportLogEntry>;
  ScheduledReportsLog: ResolverTypeWrapper<ScheduledReportsLog>;
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
  LayoutChange: LayoutChange;
  LayoutCustomization: LayoutCustomization;
  LayoutScopeInput: LayoutScopeInput;
  LayoutVersion: LayoutVersion;
  Me: Me;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  ResolvedLayout: ResolvedLayout;
  SaveLayoutInput: SaveLayoutInput;
  ScheduledReportError: ScheduledReportError;
  ScheduledReportLogEntry: ScheduledReportLogEntry;
  ScheduledReportsLog: ScheduledReportsLog;
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
  Version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type LayoutChangeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LayoutChange'] = ResolversParentTypes['LayoutChange']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LayoutCustomizationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LayoutCustomization'] = ResolversParentTypes['LayoutCustomization']> = {
  Version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  effective?: Resolver<ResolversTypes['ResolvedLayout'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LayoutScopeKind'], ParentType, ContextType>;
  modifiedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modifiedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scopeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scopeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tactic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LayoutVersionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LayoutVersion'] = ResolversParentTypes['LayoutVersion']> = {
  action?: Resolver<ResolversTypes['LayoutChangeAction'], ParentType, ContextType>;
  restoredFrom?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  savedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  savedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

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
  deleteCampaignNote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCampaignNoteArgs, 'Version' | 'noteId'>>;
  resetLayoutCustomization?: Resolver<ResolversTypes['LayoutCustomization'], ParentType, ContextType, RequireFields<MutationResetLayoutCustomizationArgs, 'Version' | 'scope' | 'tactic'>>;
  restoreLayoutVersion?: Resolver<ResolversTypes['LayoutCustomization'], ParentType, ContextType, RequireFields<MutationRestoreLayoutVersionArgs, 'Version' | 'scope' | 'tactic' | 'version'>>;
  saveLayoutCustomization?: Resolver<ResolversTypes['LayoutCustomization'], ParentType, ContextType, RequireFields<MutationSaveLayoutCustomizationArgs, 'input'>>;
  updateCampaignNote?: Resolver<ResolversTypes['CampaignNote'], ParentType, ContextType, RequireFields<MutationUpdateCampaignNoteArgs, 'Version' | 'input' | 'noteId'>>;
};

export type QueryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  campaignNotes?: Resolver<Array<ResolversTypes['CampaignNote']>, ParentType, ContextType, RequireFields<QueryCampaignNotesArgs, 'advertiserId' | 'campaignIds'>>;
  getScheduledReportsLog?: Resolver<ResolversTypes['ScheduledReportsLog'], ParentType, ContextType, Partial<QueryGetScheduledReportsLogArgs>>;
  layout?: Resolver<ResolversTypes['ResolvedLayout'], ParentType, ContextType, RequireFields<QueryLayoutArgs, 'tactic'>>;
  layoutCustomization?: Resolver<ResolversTypes['LayoutCustomization'], ParentType, ContextType, RequireFields<QueryLayoutCustomizationArgs, 'scope' | 'tactic'>>;
  layoutDiff?: Resolver<Array<ResolversTypes['LayoutChange']>, ParentType, ContextType, RequireFields<QueryLayoutDiffArgs, 'from' | 'scope' | 'tactic' | 'to'>>;
  layoutHistory?: Resolver<Array<ResolversTypes['LayoutVersion']>, ParentType, ContextType, RequireFields<QueryLayoutHistoryArgs, 'scope' | 'tactic'>>;
  layoutVersionDocument?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType, RequireFields<QueryLayoutVersionDocumentArgs, 'scope' | 'tactic' | 'version'>>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
};

export type ResolvedLayoutResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ResolvedLayout'] = ResolversParentTypes['ResolvedLayout']> = {
  Version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['LayoutSource'], ParentType, ContextType>;
  tactic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScheduledReportErrorResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ScheduledReportError'] = ResolversParentTypes['ScheduledReportError']> = {
  cause?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScheduledReportLogEntryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ScheduledReportLogEntry'] = ResolversParentTypes['ScheduledReportLogEntry']> = {
  additional?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  advertiserId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  agencyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['ScheduledReportError']>, ParentType, ContextType>;
  lastUpdateTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  reportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reportName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scheduledTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScheduledReportsLogResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ScheduledReportsLog'] = ResolversParentTypes['ScheduledReportsLog']> = {
  entries?: Resolver<Array<ResolversTypes['ScheduledReportLogEntry']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  LayoutChange?: LayoutChangeResolvers<ContextType>;
  LayoutCustomization?: LayoutCustomizationResolvers<ContextType>;
  LayoutVersion?: LayoutVersionResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ResolvedLayout?: ResolvedLayoutResolvers<ContextType>;
  ScheduledReportError?: ScheduledReportErrorResolvers<ContextType>;
  ScheduledReportLogEntry?: ScheduledReportLogEntryResolvers<ContextType>;
  ScheduledReportsLog?: ScheduledReportsLogResolvers<ContextType>;
  Station?: StationResolvers<ContextType>;
  Tenant?: TenantResolvers<ContextType>;
};

