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

/** The account-linking record of an advertiser (001 §3). */
export type AccountLinking = {
  __typename?: 'AccountLinking';
  CallRail: LinkSection;
  FacebookAds: LinkSection;
  FacebookInsights: LinkSection;
  GoogleAdManager: AdManagerSection;
  GoogleAds: LinkSection;
  GoogleAdsVideo: LinkSection;
  GoogleAnalytics: AnalyticsSection;
  GoogleSearchConsole: SearchConsoleSection;
  SiteImpact: LinkSection;
  /** 1 after the first save, one more with every change; 0 while never saved. */
  Version: Scalars['Int']['output'];
  /** The advertiser. */
  id: Scalars['Int']['output'];
};

/** The sections to change; absent ones keep their value. */
export type AccountLinkingInput = {
  CallRail?: InputMaybe<LinkSectionInput>;
  FacebookAds?: InputMaybe<LinkSectionInput>;
  FacebookInsights?: InputMaybe<LinkSectionInput>;
  GoogleAdManager?: InputMaybe<AdManagerSectionInput>;
  GoogleAds?: InputMaybe<LinkSectionInput>;
  GoogleAdsVideo?: InputMaybe<LinkSectionInput>;
  GoogleAnalytics?: InputMaybe<AnalyticsSectionInput>;
  GoogleSearchConsole?: InputMaybe<SearchConsoleSectionInput>;
  SiteImpact?: InputMaybe<LinkSectionInput>;
};

/** The ad-server order section has Enabled only (001 §3). */
export type AdManagerSection = {
  __typename?: 'AdManagerSection';
  Enabled: Scalars['Boolean']['output'];
};

export type AdManagerSectionInput = {
  Enabled?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AdServerCampaign = {
  __typename?: 'AdServerCampaign';
  CampaignId: Scalars['String']['output'];
  CampaignName: Scalars['String']['output'];
};

export type AdServerCampaignInput = {
  CampaignId: Scalars['String']['input'];
  CampaignName?: InputMaybe<Scalars['String']['input']>;
};

export type AdServerConnectorCampaign = {
  __typename?: 'AdServerConnectorCampaign';
  connected_by?: Maybe<Scalars['String']['output']>;
  /** ISO-8601, null when not linked. */
  connection_date?: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type AdServerConnectorOrder = {
  __typename?: 'AdServerConnectorOrder';
  campaigns: Array<AdServerConnectorCampaign>;
  order_id: Scalars['String']['output'];
  order_name: Scalars['String']['output'];
};

export type AdServerOrder = {
  __typename?: 'AdServerOrder';
  CampaignsList: Array<AdServerCampaign>;
  OrderId: Scalars['String']['output'];
  OrderName: Scalars['String']['output'];
};

export type AdServerOrderInput = {
  CampaignsList: Array<AdServerCampaignInput>;
  OrderId: Scalars['String']['input'];
  OrderName?: InputMaybe<Scalars['String']['input']>;
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

/** An ads account with the accounts it manages nested under it (001 §3). */
export type AdsAccount = {
  __typename?: 'AdsAccount';
  AccountId: Scalars['String']['output'];
  CanManageClients: Scalars['Boolean']['output'];
  CustomerId: Scalars['String']['output'];
  DataSourceCode: Scalars['String']['output'];
  ITYPE: Scalars['String']['output'];
  IsLeaf: Scalars['Boolean']['output'];
  IsLinkable: Scalars['Boolean']['output'];
  IsRootOn: Scalars['Boolean']['output'];
  IsTestAccount: Scalars['Boolean']['output'];
  /** The chains of names from the root down to this account. */
  ParentChains: Array<Scalars['String']['output']>;
  ParentIds: Array<Scalars['String']['output']>;
  /** The advertiser it is linked to, when linked. */
  PropertyId?: Maybe<Scalars['Int']['output']>;
  children: Array<AdsAccount>;
  name: Scalars['String']['output'];
};

export type AdsAccountsUpdate = {
  __typename?: 'AdsAccountsUpdate';
  accountIds: Array<Scalars['String']['output']>;
  advertiserId: Scalars['Int']['output'];
  created: Array<Scalars['String']['output']>;
  deleted: Array<Scalars['String']['output']>;
};

export type AnalyticsAccount = {
  __typename?: 'AnalyticsAccount';
  Id: Scalars['String']['output'];
  Name: Scalars['String']['output'];
  Permissions: Array<Scalars['String']['output']>;
};

export type AnalyticsChoice = {
  __typename?: 'AnalyticsChoice';
  Id: Scalars['String']['output'];
  Name: Scalars['String']['output'];
};

export type AnalyticsConnector = {
  __typename?: 'AnalyticsConnector';
  /** ISO-8601. */
  ConnectionDate: Scalars['String']['output'];
  Email?: Maybe<Scalars['String']['output']>;
  FirstName?: Maybe<Scalars['String']['output']>;
  Healthy: Scalars['Boolean']['output'];
  LastName?: Maybe<Scalars['String']['output']>;
  PictureUrl?: Maybe<Scalars['String']['output']>;
  RequestScope: Scalars['Boolean']['output'];
  ViewStatus: Scalars['String']['output'];
  additional?: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  primaryId: Scalars['String']['output'];
};

export type AnalyticsConnectorChange = {
  __typename?: 'AnalyticsConnectorChange';
  created?: Maybe<Array<AnalyticsConnector>>;
  deleted?: Maybe<Array<AnalyticsConnector>>;
};

export type AnalyticsProfile = {
  __typename?: 'AnalyticsProfile';
  AccountId: Scalars['String']['output'];
  BotFilteringEnabled: Scalars['Boolean']['output'];
  Id: Scalars['String']['output'];
  Kind: Scalars['String']['output'];
  Name: Scalars['String']['output'];
  Permissions: Array<Scalars['String']['output']>;
  Type: Scalars['String']['output'];
  Vertical?: Maybe<Scalars['String']['output']>;
  WebsiteUrl?: Maybe<Scalars['String']['output']>;
};

export type AnalyticsScopes = {
  __typename?: 'AnalyticsScopes';
  Granted: Array<Scalars['String']['output']>;
  Required: Array<Scalars['String']['output']>;
  Scope: Scalars['String']['output'];
};

export type AnalyticsSection = {
  __typename?: 'AnalyticsSection';
  AccountId?: Maybe<Scalars['String']['output']>;
  BackfillComplete: Scalars['Boolean']['output'];
  Enabled: Scalars['Boolean']['output'];
  GA4PropertyId?: Maybe<Scalars['String']['output']>;
  /** Text (001 §5: converted before an update). */
  ViewId?: Maybe<Scalars['String']['output']>;
  WebPropertyId?: Maybe<Scalars['String']['output']>;
};

export type AnalyticsSectionInput = {
  AccountId?: InputMaybe<Scalars['String']['input']>;
  BackfillComplete?: InputMaybe<Scalars['Boolean']['input']>;
  Enabled?: InputMaybe<Scalars['Boolean']['input']>;
  GA4PropertyId?: InputMaybe<Scalars['String']['input']>;
  ViewId?: InputMaybe<Scalars['String']['input']>;
  WebPropertyId?: InputMaybe<Scalars['String']['input']>;
};

export type AnalyticsSelection = {
  __typename?: 'AnalyticsSelection';
  Account?: Maybe<AnalyticsChoice>;
  GA4Property?: Maybe<AnalyticsChoice>;
  Profile?: Maybe<AnalyticsChoice>;
  WebProperty?: Maybe<AnalyticsChoice>;
};

/** The advertiser's web-analytics connection (001 §3). */
export type AnalyticsStatus = {
  __typename?: 'AnalyticsStatus';
  Connected: Scalars['Boolean']['output'];
  Email?: Maybe<Scalars['String']['output']>;
  FirstName?: Maybe<Scalars['String']['output']>;
  GrantedScopes: Array<Scalars['String']['output']>;
  Healthy: Scalars['Boolean']['output'];
  LastName?: Maybe<Scalars['String']['output']>;
  Name?: Maybe<Scalars['String']['output']>;
  PictureUrl?: Maybe<Scalars['String']['output']>;
  RequiredScopes: Array<Scalars['String']['output']>;
  /** True when the grant lacks a required scope and must be asked again. */
  RerequestScope: Scalars['Boolean']['output'];
  Scopes: AnalyticsScopes;
  Selection: AnalyticsSelection;
  /** ok, needs_reauth, no_view (nothing selected) or not_connected. */
  ViewStatus: Scalars['String']['output'];
};

export type AnalyticsWebProperty = {
  __typename?: 'AnalyticsWebProperty';
  AccountId: Scalars['String']['output'];
  Id: Scalars['String']['output'];
  IsGA4: Scalars['Boolean']['output'];
  Kind: Scalars['String']['output'];
  Name: Scalars['String']['output'];
  Permissions: Array<Scalars['String']['output']>;
  Vertical?: Maybe<Scalars['String']['output']>;
  WebsiteUrl?: Maybe<Scalars['String']['output']>;
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

export type ConnectorAgency = {
  __typename?: 'ConnectorAgency';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type ConnectorCampaign = {
  __typename?: 'ConnectorCampaign';
  CampaignType: Scalars['String']['output'];
  EndDate: Scalars['String']['output'];
  FriendlyName?: Maybe<Scalars['String']['output']>;
  StartDate: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type EmailImpactAccount = {
  __typename?: 'EmailImpactAccount';
  accountName: Scalars['String']['output'];
  /** Masked: the last four characters only. */
  apiKey: Scalars['String']['output'];
};

export type EmailImpactCampaign = {
  __typename?: 'EmailImpactCampaign';
  CampaignId: Scalars['String']['output'];
  CampaignName: Scalars['String']['output'];
  FromLine: Scalars['String']['output'];
  SubjectLine: Scalars['String']['output'];
};

export type EmailImpactConnection = {
  __typename?: 'EmailImpactConnection';
  /** Masked: the last four characters only. */
  ApiKey: Scalars['String']['output'];
  Enabled: Scalars['Boolean']['output'];
  Healthy: Scalars['Boolean']['output'];
  Id: Scalars['String']['output'];
  IsAgencyOwned: Scalars['Boolean']['output'];
  KeySource: Scalars['String']['output'];
  KeySourcePpid?: Maybe<Scalars['Int']['output']>;
  Name: Scalars['String']['output'];
};

export type EmailImpactConnector = {
  __typename?: 'EmailImpactConnector';
  accountName: Scalars['String']['output'];
  connection_date: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type EmailImpactConnectorChange = {
  __typename?: 'EmailImpactConnectorChange';
  created: Array<Scalars['String']['output']>;
  deleted: Array<Scalars['String']['output']>;
};

export type FacebookAdAccount = {
  __typename?: 'FacebookAdAccount';
  account_id: Scalars['String']['output'];
  campaigns: Array<FacebookCampaign>;
  name: Scalars['String']['output'];
  /** The grant's Facebook user. */
  user_id: Scalars['String']['output'];
};

export type FacebookCampaign = {
  __typename?: 'FacebookCampaign';
  campaign_id: Scalars['String']['output'];
  /** Whether it is linked to the advertiser asked about. */
  connected: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

export type FacebookConnection = {
  __typename?: 'FacebookConnection';
  /** ISO-8601. */
  connectionDate: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** none, soon (14 days), urgent (3 days) or expired. */
  expiryFlag: Scalars['String']['output'];
  /** The Facebook user of the grant. */
  id: Scalars['String']['output'];
  isAgency: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  pictureUrl?: Maybe<Scalars['String']['output']>;
  /** healthy or needs_reauth. */
  status: Scalars['String']['output'];
};

export type FacebookPage = {
  __typename?: 'FacebookPage';
  connected: Scalars['Boolean']['output'];
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  user_id: Scalars['String']['output'];
};

export type GamConnectorChange = {
  __typename?: 'GamConnectorChange';
  advertiserId: Scalars['Int']['output'];
  created: Array<Scalars['String']['output']>;
  deleted: Array<Scalars['String']['output']>;
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

/** A section of the linking record: whether the source is on and its first backfill done. */
export type LinkSection = {
  __typename?: 'LinkSection';
  BackfillComplete: Scalars['Boolean']['output'];
  Enabled: Scalars['Boolean']['output'];
};

export type LinkSectionInput = {
  BackfillComplete?: InputMaybe<Scalars['Boolean']['input']>;
  Enabled?: InputMaybe<Scalars['Boolean']['input']>;
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
  /** Links an analytics account, property or view (one of accountId, propertyId, connectorId). */
  addGaConnector: AnalyticsConnectorChange;
  /** Chooses the agency's Google grant (`token`: its Google user id) that serves the advertiser's analytics. */
  addGaToken: AnalyticsStatus;
  /** Makes the advertiser's linked ad-server campaigns exactly `campaign_ids`. */
  addGamConnector: GamConnectorChange;
  /** Makes the advertiser's linked e-mail impact campaigns exactly `campaignIds`. */
  addSiteImpactConnector: EmailImpactConnectorChange;
  /** True once the note is gone; same Version rule as an edit, so a delete never removes a change it has not seen. */
  deleteCampaignNote: Scalars['Boolean']['output'];
  /** Unlinks an analytics connector (one of accountId, propertyId, connectorId). */
  deleteGaConnector: AnalyticsConnectorChange;
  /** Forgets which Google grant serves the advertiser's analytics (its links stay, waiting for a grant). */
  deleteGaToken: AnalyticsStatus;
  /** Drops a scope's own layout, so it shows what it inherits again; same Version rule as a save. */
  resetLayoutCustomization: LayoutCustomization;
  /** Makes a saved version the current one, as a new version; same Version rule as a save. */
  restoreLayoutVersion: LayoutCustomization;
  /** Links the orders' campaigns to the advertiser (CampaignsList: orders with the campaigns to link). */
  saveGoogleAdManager: Array<AdServerOrder>;
  /**
   * Saves a scope's customisation of a tab. `Version` is the scope's Version the edit started from: a stale one fails
   * with 409 (code layoutVersionConflict) naming who changed it and when (extensions changedBy, changedAt,
   * currentVersion), and nothing is written. The document is checked with the layout validator and lint rules; an
   * invalid one fails with 400 (code invalidLayout) and every problem with its path in extensions.issues.
   */
  saveLayoutCustomization: LayoutCustomization;
  /** Saves the account-linking record; a stale Version fails with 409 and nothing is written. */
  updateAccountLinking: AccountLinking;
  /**
   * Changes the given fields; absent ones keep their value. `Version` is the note's Version the edit started from: a
   * stale one fails with 409 (code noteVersionConflict) naming who changed the note and when (extensions
   * lastModifiedBy, lastModifiedAt, currentVersion), and nothing is written.
   */
  updateCampaignNote: CampaignNote;
  /** Links exactly these ads accounts (ids joined by commas, 001 §5) to the advertiser; others of its links are removed. */
  updateGoogleAdsAccountsForAdvertiser: AdsAccountsUpdate;
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
export type MutationAddGaConnectorArgs = {
  accountId?: InputMaybe<Scalars['String']['input']>;
  connectorId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  propertyId?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes of campaign notes: agency staff and superusers only (advertiser users get 'Not authorized', 403). Text
 * breaking the note rule fails with 400, the rule's message and the message of each field in extensions.fields; a
 * note the caller may not see fails with 'Note not found' (404).
 */
export type MutationAddGaTokenArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes of campaign notes: agency staff and superusers only (advertiser users get 'Not authorized', 403). Text
 * breaking the note rule fails with 400, the rule's message and the message of each field in extensions.fields; a
 * note the caller may not see fails with 'Note not found' (404).
 */
export type MutationAddGamConnectorArgs = {
  campaign_ids?: InputMaybe<Array<Scalars['String']['input']>>;
  id?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Writes of campaign notes: agency staff and superusers only (advertiser users get 'Not authorized', 403). Text
 * breaking the note rule fails with 400, the rule's message and the message of each field in extensions.fields; a
 * note the caller may not see fails with 'Note not found' (404).
 */
export type MutationAddSiteImpactConnectorArgs = {
  campaignIds?: InputMaybe<Array<Scalars['String']['input']>>;
  id?: InputMaybe<Scalars['Int']['input']>;
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
export type MutationDeleteGaConnectorArgs = {
  accountId?: InputMaybe<Scalars['String']['input']>;
  connectorId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  propertyId?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes of campaign notes: agency staff and superusers only (advertiser users get 'Not authorized', 403). Text
 * breaking the note rule fails with 400, the rule's message and the message of each field in extensions.fields; a
 * note the caller may not see fails with 'Note not found' (404).
 */
export type MutationDeleteGaTokenArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
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
export type MutationSaveGoogleAdManagerArgs = {
  CampaignsList?: InputMaybe<Array<AdServerOrderInput>>;
  advertiserId?: InputMaybe<Scalars['Int']['input']>;
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
export type MutationUpdateAccountLinkingArgs = {
  Version?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  sections?: InputMaybe<AccountLinkingInput>;
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
 * Writes of campaign notes: agency staff and superusers only (advertiser users get 'Not authorized', 403). Text
 * breaking the note rule fails with 400, the rule's message and the message of each field in extensions.fields; a
 * note the caller may not see fails with 'Note not found' (404).
 */
export type MutationUpdateGoogleAdsAccountsForAdvertiserArgs = {
  accountIds?: InputMaybe<Scalars['String']['input']>;
  advertiserId?: InputMaybe<Scalars['Int']['input']>;
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
  /** The advertiser's account-linking record (001 §3); an advertiser never linked has every section off at Version 0. */
  getAccountLinking: AccountLinking;
  /** The agencies the caller may link for (superusers: every agency). */
  getAgencies: Array<ConnectorAgency>;
  /** The advertiser's campaigns (ad-server orders are associated with them). */
  getCampaigns: Array<ConnectorCampaign>;
  /** Social-ad grants usable for the advertiser: the agency's (isAgency), or every one it may use (allPossible). */
  getFacebookCredentialConnections: Array<FacebookConnection>;
  /** The social ad accounts of the agency's grants with their campaigns, marked linked for the advertiser `ppid`. */
  getFacebookData: Array<FacebookAdAccount>;
  /** Pages of the agency's social grants, marked linked for the advertiser. */
  getFacebookPages: Array<FacebookPage>;
  /** Ad-server orders of the caller's agency matching `search`, in the connector shape. */
  getGAM: Array<AdServerConnectorOrder>;
  /** Analytics accounts the advertiser's Google grant reaches. */
  getGaAvailableAccount: Array<AnalyticsAccount>;
  /** Web properties of one analytics account (old and GA4). */
  getGaAvailableProperty: Array<AnalyticsWebProperty>;
  /** Views of one old-kind property. */
  getGaAvailablePropertyView: Array<AnalyticsProfile>;
  /** The advertiser's analytics connectors (001 §3). */
  getGaConnector: Array<AnalyticsConnector>;
  /** The advertiser's linked ad-server orders and campaigns, in the connector shape. */
  getGamConnector: Array<AdServerConnectorOrder>;
  /** The ads account trees (managers and leaves, nested) the agency's Google grants reach, marked linked or not. */
  getGoogleAdData: Array<AdsAccount>;
  /** Ad-server orders linked to the advertiser, with their linked campaigns. */
  getGoogleAdManagerLinked: Array<AdServerOrder>;
  /** Ad-server orders matching `search` (part of the name or the id) that the advertiser's agency can link. */
  getGoogleAdManagerResults: Array<AdServerOrder>;
  /** Views (profiles) of an analytics property; `profile` is the property id. */
  getGoogleAnalyticsAvailableProfiles: Array<AnalyticsProfile>;
  /** Web properties of an analytics account (old and GA4 kinds). */
  getGoogleAnalyticsAvailableProperties: Array<AnalyticsWebProperty>;
  /** The advertiser's web-analytics connection: who granted it, scopes, health and the selected account/property/view. */
  getGoogleAnalyticsStatus: AnalyticsStatus;
  /** The search-console accounts of the advertiser's agency's Google grants, with their sites (001 §3). */
  getGoogleSearchConsole: Array<SearchConsoleAccount>;
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
  /** The agency's e-mail impact accounts (keys masked). */
  getSiteImpact: Array<EmailImpactAccount>;
  /** E-mail campaigns of one key. */
  getSiteImpactCampaigns: Array<EmailImpactCampaign>;
  /** E-mail impact API keys usable for the advertiser: its own, and with allPossible the agency's (isAgency: the agency's only). */
  getSiteImpactConnections: Array<EmailImpactConnection>;
  /** The advertiser's linked e-mail impact campaigns. */
  getSiteImpactConnector: Array<EmailImpactConnector>;
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
export type QueryGetAccountLinkingArgs = {
  client?: InputMaybe<Scalars['String']['input']>;
  ppid?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetCampaignsArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetFacebookCredentialConnectionsArgs = {
  allPossible?: InputMaybe<Scalars['Boolean']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  isAgency?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetFacebookDataArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  ppid?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetFacebookPagesArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetGamArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetGaAvailableAccountArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetGaAvailablePropertyArgs = {
  accountId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetGaAvailablePropertyViewArgs = {
  accountId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  propertyId?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetGaConnectorArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetGamConnectorArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetGoogleAdDataArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetGoogleAdManagerLinkedArgs = {
  advertiserId?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetGoogleAdManagerResultsArgs = {
  advertiserId?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetGoogleAnalyticsAvailableProfilesArgs = {
  accountId?: InputMaybe<Scalars['String']['input']>;
  client?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  profile?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetGoogleAnalyticsAvailablePropertiesArgs = {
  accountId?: InputMaybe<Scalars['String']['input']>;
  client?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetGoogleAnalyticsStatusArgs = {
  client?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetGoogleSearchConsoleArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
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
export type QueryGetSiteImpactArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetSiteImpactCampaignsArgs = {
  allPossible?: InputMaybe<Scalars['Boolean']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  isAgency?: InputMaybe<Scalars['Boolean']['input']>;
  keyId?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetSiteImpactConnectionsArgs = {
  allPossible?: InputMaybe<Scalars['Boolean']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  isAgency?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Sightline GraphQL schema, served at /graph, split per area (one file each; issue 26). Types are generated from these
 * files by graphql-codegen (see codegen.ts): resolver types for the server, typed documents for the client.
 */
export type QueryGetSiteImpactConnectorArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
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

export type SearchConsoleAccount = {
  __typename?: 'SearchConsoleAccount';
  Email: Scalars['String']['output'];
  PictureUrl?: Maybe<Scalars['String']['output']>;
  Properties: Array<SearchConsoleProperty>;
  Source: Scalars['String']['output'];
  UserId: Scalars['String']['output'];
  UserSource: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Given and family name. */
  names: Array<Scalars['String']['output']>;
};

export type SearchConsoleProperty = {
  __typename?: 'SearchConsoleProperty';
  id: Scalars['String']['output'];
  url: Scalars['String']['output'];
  /** DOMAIN or URL_PREFIX. */
  urlType: Scalars['String']['output'];
};

export type SearchConsoleSection = {
  __typename?: 'SearchConsoleSection';
  BackfillComplete: Scalars['Boolean']['output'];
  Enabled: Scalars['Boolean']['output'];
  /** Site URLs linked. */
  SiteLinks: Array<Scalars['String']['output']>;
};

export type SearchConsoleSectionInput = {
  BackfillComplete?: InputMaybe<Scalars['Boolean']['input']>;
  Enabled?: InputMaybe<Scalars['Boolean']['input']>;
  SiteLinks?: InputMaybe<Array<Scalars['String']['input']>>;
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
  AccountLinking: ResolverTypeWrapper<AccountLinking>;
  AccountLinkingInput: AccountLinkingInput;
  AdManagerSection: ResolverTypeWrapper<AdManagerSection>;
  AdManagerSectionInput: AdManagerSectionInput;
  AdServerCampaign: ResolverTypeWrapper<AdServerCampaign>;
  AdServerCampaignInput: AdServerCampaignInput;
  AdServerConnectorCampaign: ResolverTypeWrapper<AdServerConnectorCampaign>;
  AdServerConnectorOrder: ResolverTypeWrapper<AdServerConnectorOrder>;
  AdServerOrder: ResolverTypeWrapper<AdServerOrder>;
  AdServerOrderInput: AdServerOrderInput;
  AddCampaignNoteInput: AddCampaignNoteInput;
  AdsAccount: ResolverTypeWrapper<AdsAccount>;
  AdsAccountsUpdate: ResolverTypeWrapper<AdsAccountsUpdate>;
  AnalyticsAccount: ResolverTypeWrapper<AnalyticsAccount>;
  AnalyticsChoice: ResolverTypeWrapper<AnalyticsChoice>;
  AnalyticsConnector: ResolverTypeWrapper<AnalyticsConnector>;
  AnalyticsConnectorChange: ResolverTypeWrapper<AnalyticsConnectorChange>;
  AnalyticsProfile: ResolverTypeWrapper<AnalyticsProfile>;
  AnalyticsScopes: ResolverTypeWrapper<AnalyticsScopes>;
  AnalyticsSection: ResolverTypeWrapper<AnalyticsSection>;
  AnalyticsSectionInput: AnalyticsSectionInput;
  AnalyticsSelection: ResolverTypeWrapper<AnalyticsSelection>;
  AnalyticsStatus: ResolverTypeWrapper<AnalyticsStatus>;
  AnalyticsWebProperty: ResolverTypeWrapper<AnalyticsWebProperty>;
  AvailableAgency: ResolverTypeWrapper<AvailableAgency>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CampaignNote: ResolverTypeWrapper<CampaignNote>;
  ConnectorAgency: ResolverTypeWrapper<ConnectorAgency>;
  ConnectorCampaign: ResolverTypeWrapper<ConnectorCampaign>;
  EmailImpactAccount: ResolverTypeWrapper<EmailImpactAccount>;
  EmailImpactCampaign: ResolverTypeWrapper<EmailImpactCampaign>;
  EmailImpactConnection: ResolverTypeWrapper<EmailImpactConnection>;
  EmailImpactConnector: ResolverTypeWrapper<EmailImpactConnector>;
  EmailImpactConnectorChange: ResolverTypeWrapper<EmailImpactConnectorChange>;
  FacebookAdAccount: ResolverTypeWrapper<FacebookAdAccount>;
  FacebookCampaign: ResolverTypeWrapper<FacebookCampaign>;
  FacebookConnection: ResolverTypeWrapper<FacebookConnection>;
  FacebookPage: ResolverTypeWrapper<FacebookPage>;
  GamConnectorChange: ResolverTypeWrapper<GamConnectorChange>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LayoutChange: ResolverTypeWrapper<LayoutChange>;
  LayoutChangeAction: LayoutChangeAction;
  LayoutCustomization: ResolverTypeWrapper<LayoutCustomization>;
  LayoutScopeInput: LayoutScopeInput;
  LayoutScopeKind: LayoutScopeKind;
  LayoutSource: LayoutSource;
  LayoutVersion: ResolverTypeWrapper<LayoutVersion>;
  LinkSection: ResolverTypeWrapper<LinkSection>;
  LinkSectionInput: LinkSectionInput;
  Me: ResolverTypeWrapper<Me>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReportKind: ReportKind;
  ResolvedLayout: ResolverTypeWrapper<ResolvedLayout>;
  SaveLayoutInput: SaveLayoutInput;
  ScheduledReportError: ResolverTypeWrapper<ScheduledReportError>;
  ScheduledReportLogEntry: ResolverTypeWrapper<ScheduledReportLogEntry>;
  ScheduledReportsLog: ResolverTypeWrapper<ScheduledReportsLog>;
  SearchConsoleAccount: ResolverTypeWrapper<SearchConsoleAccount>;
  SearchConsoleProperty: ResolverTypeWrapper<SearchConsoleProperty>;
  SearchConsoleSection: ResolverTypeWrapper<SearchConsoleSection>;
  SearchConsoleSectionInput: SearchConsoleSectionInput;
  Station: ResolverTypeWrapper<Station>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Tenant: ResolverTypeWrapper<Tenant>;
  UpdateCampaignNoteInput: UpdateCampaignNoteInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountLinking: AccountLinking;
  AccountLinkingInput: AccountLinkingInput;
  AdManagerSection: AdManagerSection;
  AdManagerSectionInput: AdManagerSectionInput;
  AdServerCampaign: AdServerCampaign;
  AdServerCampaignInput: AdServerCampaignInput;
  AdServerConnectorCampaign: AdServerConnectorCampaign;
  AdServerConnectorOrder: AdServerConnectorOrder;
  AdServerOrder: AdServerOrder;
  AdServerOrderInput: AdServerOrderInput;
  AddCampaignNoteInput: AddCampaignNoteInput;
  AdsAccount: AdsAccount;
  AdsAccountsUpdate: AdsAccountsUpdate;
  AnalyticsAccount: AnalyticsAccount;
  AnalyticsChoice: AnalyticsChoice;
  AnalyticsConnector: AnalyticsConnector;
  AnalyticsConnectorChange: AnalyticsConnectorChange;
  AnalyticsProfile: AnalyticsProfile;
  AnalyticsScopes: AnalyticsScopes;
  AnalyticsSection: AnalyticsSection;
  AnalyticsSectionInput: AnalyticsSectionInput;
  AnalyticsSelection: AnalyticsSelection;
  AnalyticsStatus: AnalyticsStatus;
  AnalyticsWebProperty: AnalyticsWebProperty;
  AvailableAgency: AvailableAgency;
  Boolean: Scalars['Boolean']['output'];
  CampaignNote: CampaignNote;
  ConnectorAgency: ConnectorAgency;
  ConnectorCampaign: ConnectorCampaign;
  EmailImpactAccount: EmailImpactAccount;
  EmailImpactCampaign: EmailImpactCampaign;
  EmailImpactConnection: EmailImpactConnection;
  EmailImpactConnector: EmailImpactConnector;
  EmailImpactConnectorChange: EmailImpactConnectorChange;
  FacebookAdAccount: FacebookAdAccount;
  FacebookCampaign: FacebookCampaign;
  FacebookConnection: FacebookConnection;
  FacebookPage: FacebookPage;
  GamConnectorChange: GamConnectorChange;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  LayoutChange: LayoutChange;
  LayoutCustomization: LayoutCustomization;
  LayoutScopeInput: LayoutScopeInput;
  LayoutVersion: LayoutVersion;
  LinkSection: LinkSection;
  LinkSectionInput: LinkSectionInput;
  Me: Me;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  ResolvedLayout: ResolvedLayout;
  SaveLayoutInput: SaveLayoutInput;
  ScheduledReportError: ScheduledReportError;
  ScheduledReportLogEntry: ScheduledReportLogEntry;
  ScheduledReportsLog: ScheduledReportsLog;
  SearchConsoleAccount: SearchConsoleAccount;
  SearchConsoleProperty: SearchConsoleProperty;
  SearchConsoleSection: SearchConsoleSection;
  SearchConsoleSectionInput: SearchConsoleSectionInput;
  Station: Station;
  String: Scalars['String']['output'];
  Tenant: Tenant;
  UpdateCampaignNoteInput: UpdateCampaignNoteInput;
};

export type AccountLinkingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AccountLinking'] = ResolversParentTypes['AccountLinking']> = {
  CallRail?: Resolver<ResolversTypes['LinkSection'], ParentType, ContextType>;
  FacebookAds?: Resolver<ResolversTypes['LinkSection'], ParentType, ContextType>;
  FacebookInsights?: Resolver<ResolversTypes['LinkSection'], ParentType, ContextType>;
  GoogleAdManager?: Resolver<ResolversTypes['AdManagerSection'], ParentType, ContextType>;
  GoogleAds?: Resolver<ResolversTypes['LinkSection'], ParentType, ContextType>;
  GoogleAdsVideo?: Resolver<ResolversTypes['LinkSection'], ParentType, ContextType>;
  GoogleAnalytics?: Resolver<ResolversTypes['AnalyticsSection'], ParentType, ContextType>;
  GoogleSearchConsole?: Resolver<ResolversTypes['SearchConsoleSection'], ParentType, ContextType>;
  SiteImpact?: Resolver<ResolversTypes['LinkSection'], ParentType, ContextType>;
  Version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdManagerSectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AdManagerSection'] = ResolversParentTypes['AdManagerSection']> = {
  Enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdServerCampaignResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AdServerCampaign'] = ResolversParentTypes['AdServerCampaign']> = {
  CampaignId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  CampaignName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdServerConnectorCampaignResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AdServerConnectorCampaign'] = ResolversParentTypes['AdServerConnectorCampaign']> = {
  connected_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  connection_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdServerConnectorOrderResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AdServerConnectorOrder'] = ResolversParentTypes['AdServerConnectorOrder']> = {
  campaigns?: Resolver<Array<ResolversTypes['AdServerConnectorCampaign']>, ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdServerOrderResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AdServerOrder'] = ResolversParentTypes['AdServerOrder']> = {
  CampaignsList?: Resolver<Array<ResolversTypes['AdServerCampaign']>, ParentType, ContextType>;
  OrderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  OrderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdsAccountResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AdsAccount'] = ResolversParentTypes['AdsAccount']> = {
  AccountId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  CanManageClients?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  CustomerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  DataSourceCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ITYPE?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  IsLeaf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  IsLinkable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  IsRootOn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  IsTestAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ParentChains?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  ParentIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  PropertyId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['AdsAccount']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdsAccountsUpdateResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AdsAccountsUpdate'] = ResolversParentTypes['AdsAccountsUpdate']> = {
  accountIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  advertiserId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  deleted?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AnalyticsAccountResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AnalyticsAccount'] = ResolversParentTypes['AnalyticsAccount']> = {
  Id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AnalyticsChoiceResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AnalyticsChoice'] = ResolversParentTypes['AnalyticsChoice']> = {
  Id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalyticsConnectorResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AnalyticsConnector'] = ResolversParentTypes['AnalyticsConnector']> = {
  ConnectionDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  FirstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  Healthy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  LastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  PictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  RequestScope?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ViewStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  additional?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalyticsConnectorChangeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AnalyticsConnectorChange'] = ResolversParentTypes['AnalyticsConnectorChange']> = {
  created?: Resolver<Maybe<Array<ResolversTypes['AnalyticsConnector']>>, ParentType, ContextType>;
  deleted?: Resolver<Maybe<Array<ResolversTypes['AnalyticsConnector']>>, ParentType, ContextType>;
};

export type AnalyticsProfileResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AnalyticsProfile'] = ResolversParentTypes['AnalyticsProfile']> = {
  AccountId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  BotFilteringEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  Id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  Type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Vertical?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  WebsiteUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AnalyticsScopesResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AnalyticsScopes'] = ResolversParentTypes['AnalyticsScopes']> = {
  Granted?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  Required?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  Scope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalyticsSectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AnalyticsSection'] = ResolversParentTypes['AnalyticsSection']> = {
  AccountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  BackfillComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  Enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  GA4PropertyId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ViewId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  WebPropertyId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AnalyticsSelectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AnalyticsSelection'] = ResolversParentTypes['AnalyticsSelection']> = {
  Account?: Resolver<Maybe<ResolversTypes['AnalyticsChoice']>, ParentType, ContextType>;
  GA4Property?: Resolver<Maybe<ResolversTypes['AnalyticsChoice']>, ParentType, ContextType>;
  Profile?: Resolver<Maybe<ResolversTypes['AnalyticsChoice']>, ParentType, ContextType>;
  WebProperty?: Resolver<Maybe<ResolversTypes['AnalyticsChoice']>, ParentType, ContextType>;
};

export type AnalyticsStatusResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AnalyticsStatus'] = ResolversParentTypes['AnalyticsStatus']> = {
  Connected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  Email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  FirstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  GrantedScopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  Healthy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  LastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  Name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  PictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  RequiredScopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  RerequestScope?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  Scopes?: Resolver<ResolversTypes['AnalyticsScopes'], ParentType, ContextType>;
  Selection?: Resolver<ResolversTypes['AnalyticsSelection'], ParentType, ContextType>;
  ViewStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalyticsWebPropertyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AnalyticsWebProperty'] = ResolversParentTypes['AnalyticsWebProperty']> = {
  AccountId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  IsGA4?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  Kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  Vertical?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  WebsiteUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type ConnectorAgencyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConnectorAgency'] = ResolversParentTypes['ConnectorAgency']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConnectorCampaignResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConnectorCampaign'] = ResolversParentTypes['ConnectorCampaign']> = {
  CampaignType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  EndDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  FriendlyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  StartDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailImpactAccountResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['EmailImpactAccount'] = ResolversParentTypes['EmailImpactAccount']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  apiKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailImpactCampaignResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['EmailImpactCampaign'] = ResolversParentTypes['EmailImpactCampaign']> = {
  CampaignId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  CampaignName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  FromLine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  SubjectLine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailImpactConnectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['EmailImpactConnection'] = ResolversParentTypes['EmailImpactConnection']> = {
  ApiKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  Healthy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  Id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  IsAgencyOwned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  KeySource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  KeySourcePpid?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  Name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailImpactConnectorResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['EmailImpactConnector'] = ResolversParentTypes['EmailImpactConnector']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  connection_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailImpactConnectorChangeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['EmailImpactConnectorChange'] = ResolversParentTypes['EmailImpactConnectorChange']> = {
  created?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  deleted?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FacebookAdAccountResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['FacebookAdAccount'] = ResolversParentTypes['FacebookAdAccount']> = {
  account_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  campaigns?: Resolver<Array<ResolversTypes['FacebookCampaign']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FacebookCampaignResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['FacebookCampaign'] = ResolversParentTypes['FacebookCampaign']> = {
  campaign_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  connected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FacebookConnectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['FacebookConnection'] = ResolversParentTypes['FacebookConnection']> = {
  connectionDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiryFlag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isAgency?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FacebookPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['FacebookPage'] = ResolversParentTypes['FacebookPage']> = {
  connected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GamConnectorChangeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GamConnectorChange'] = ResolversParentTypes['GamConnectorChange']> = {
  advertiserId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  deleted?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
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

export type LinkSectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LinkSection'] = ResolversParentTypes['LinkSection']> = {
  BackfillComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  Enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  addGaConnector?: Resolver<ResolversTypes['AnalyticsConnectorChange'], ParentType, ContextType, Partial<MutationAddGaConnectorArgs>>;
  addGaToken?: Resolver<ResolversTypes['AnalyticsStatus'], ParentType, ContextType, Partial<MutationAddGaTokenArgs>>;
  addGamConnector?: Resolver<ResolversTypes['GamConnectorChange'], ParentType, ContextType, Partial<MutationAddGamConnectorArgs>>;
  addSiteImpactConnector?: Resolver<ResolversTypes['EmailImpactConnectorChange'], ParentType, ContextType, Partial<MutationAddSiteImpactConnectorArgs>>;
  deleteCampaignNote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCampaignNoteArgs, 'Version' | 'noteId'>>;
  deleteGaConnector?: Resolver<ResolversTypes['AnalyticsConnectorChange'], ParentType, ContextType, Partial<MutationDeleteGaConnectorArgs>>;
  deleteGaToken?: Resolver<ResolversTypes['AnalyticsStatus'], ParentType, ContextType, Partial<MutationDeleteGaTokenArgs>>;
  resetLayoutCustomization?: Resolver<ResolversTypes['LayoutCustomization'], ParentType, ContextType, RequireFields<MutationResetLayoutCustomizationArgs, 'Version' | 'scope' | 'tactic'>>;
  restoreLayoutVersion?: Resolver<ResolversTypes['LayoutCustomization'], ParentType, ContextType, RequireFields<MutationRestoreLayoutVersionArgs, 'Version' | 'scope' | 'tactic' | 'version'>>;
  saveGoogleAdManager?: Resolver<Array<ResolversTypes['AdServerOrder']>, ParentType, ContextType, Partial<MutationSaveGoogleAdManagerArgs>>;
  saveLayoutCustomization?: Resolver<ResolversTypes['LayoutCustomization'], ParentType, ContextType, RequireFields<MutationSaveLayoutCustomizationArgs, 'input'>>;
  updateAccountLinking?: Resolver<ResolversTypes['AccountLinking'], ParentType, ContextType, Partial<MutationUpdateAccountLinkingArgs>>;
  updateCampaignNote?: Resolver<ResolversTypes['CampaignNote'], ParentType, ContextType, RequireFields<MutationUpdateCampaignNoteArgs, 'Version' | 'input' | 'noteId'>>;
  updateGoogleAdsAccountsForAdvertiser?: Resolver<ResolversTypes['AdsAccountsUpdate'], ParentType, ContextType, Partial<MutationUpdateGoogleAdsAccountsForAdvertiserArgs>>;
};

export type QueryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  campaignNotes?: Resolver<Array<ResolversTypes['CampaignNote']>, ParentType, ContextType, RequireFields<QueryCampaignNotesArgs, 'advertiserId' | 'campaignIds'>>;
  getAccountLinking?: Resolver<ResolversTypes['AccountLinking'], ParentType, ContextType, Partial<QueryGetAccountLinkingArgs>>;
  getAgencies?: Resolver<Array<ResolversTypes['ConnectorAgency']>, ParentType, ContextType>;
  getCampaigns?: Resolver<Array<ResolversTypes['ConnectorCampaign']>, ParentType, ContextType, Partial<QueryGetCampaignsArgs>>;
  getFacebookCredentialConnections?: Resolver<Array<ResolversTypes['FacebookConnection']>, ParentType, ContextType, Partial<QueryGetFacebookCredentialConnectionsArgs>>;
  getFacebookData?: Resolver<Array<ResolversTypes['FacebookAdAccount']>, ParentType, ContextType, Partial<QueryGetFacebookDataArgs>>;
  getFacebookPages?: Resolver<Array<ResolversTypes['FacebookPage']>, ParentType, ContextType, Partial<QueryGetFacebookPagesArgs>>;
  getGAM?: Resolver<Array<ResolversTypes['AdServerConnectorOrder']>, ParentType, ContextType, Partial<QueryGetGamArgs>>;
  getGaAvailableAccount?: Resolver<Array<ResolversTypes['AnalyticsAccount']>, ParentType, ContextType, Partial<QueryGetGaAvailableAccountArgs>>;
  getGaAvailableProperty?: Resolver<Array<ResolversTypes['AnalyticsWebProperty']>, ParentType, ContextType, Partial<QueryGetGaAvailablePropertyArgs>>;
  getGaAvailablePropertyView?: Resolver<Array<ResolversTypes['AnalyticsProfile']>, ParentType, ContextType, Partial<QueryGetGaAvailablePropertyViewArgs>>;
  getGaConnector?: Resolver<Array<ResolversTypes['AnalyticsConnector']>, ParentType, ContextType, Partial<QueryGetGaConnectorArgs>>;
  getGamConnector?: Resolver<Array<ResolversTypes['AdServerConnectorOrder']>, ParentType, ContextType, Partial<QueryGetGamConnectorArgs>>;
  getGoogleAdData?: Resolver<Array<ResolversTypes['AdsAccount']>, ParentType, ContextType, Partial<QueryGetGoogleAdDataArgs>>;
  getGoogleAdManagerLinked?: Resolver<Array<ResolversTypes['AdServerOrder']>, ParentType, ContextType, Partial<QueryGetGoogleAdManagerLinkedArgs>>;
  getGoogleAdManagerResults?: Resolver<Array<ResolversTypes['AdServerOrder']>, ParentType, ContextType, Partial<QueryGetGoogleAdManagerResultsArgs>>;
  getGoogleAnalyticsAvailableProfiles?: Resolver<Array<ResolversTypes['AnalyticsProfile']>, ParentType, ContextType, Partial<QueryGetGoogleAnalyticsAvailableProfilesArgs>>;
  getGoogleAnalyticsAvailableProperties?: Resolver<Array<ResolversTypes['AnalyticsWebProperty']>, ParentType, ContextType, Partial<QueryGetGoogleAnalyticsAvailablePropertiesArgs>>;
  getGoogleAnalyticsStatus?: Resolver<ResolversTypes['AnalyticsStatus'], ParentType, ContextType, Partial<QueryGetGoogleAnalyticsStatusArgs>>;
  getGoogleSearchConsole?: Resolver<Array<ResolversTypes['SearchConsoleAccount']>, ParentType, ContextType, Partial<QueryGetGoogleSearchConsoleArgs>>;
  getScheduledReportsLog?: Resolver<ResolversTypes['ScheduledReportsLog'], ParentType, ContextType, Partial<QueryGetScheduledReportsLogArgs>>;
  getSiteImpact?: Resolver<Array<ResolversTypes['EmailImpactAccount']>, ParentType, ContextType, Partial<QueryGetSiteImpactArgs>>;
  getSiteImpactCampaigns?: Resolver<Array<ResolversTypes['EmailImpactCampaign']>, ParentType, ContextType, Partial<QueryGetSiteImpactCampaignsArgs>>;
  getSiteImpactConnections?: Resolver<Array<ResolversTypes['EmailImpactConnection']>, ParentType, ContextType, Partial<QueryGetSiteImpactConnectionsArgs>>;
  getSiteImpactConnector?: Resolver<Array<ResolversTypes['EmailImpactConnector']>, ParentType, ContextType, Partial<QueryGetSiteImpactConnectorArgs>>;
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

export type SearchConsoleAccountResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SearchConsoleAccount'] = ResolversParentTypes['SearchConsoleAccount']> = {
  Email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  PictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  Properties?: Resolver<Array<ResolversTypes['SearchConsoleProperty']>, ParentType, ContextType>;
  Source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  UserId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  UserSource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchConsolePropertyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SearchConsoleProperty'] = ResolversParentTypes['SearchConsoleProperty']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchConsoleSectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SearchConsoleSection'] = ResolversParentTypes['SearchConsoleSection']> = {
  BackfillComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  Enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  SiteLinks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
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
  AccountLinking?: AccountLinkingResolvers<ContextType>;
  AdManagerSection?: AdManagerSectionResolvers<ContextType>;
  AdServerCampaign?: AdServerCampaignResolvers<ContextType>;
  AdServerConnectorCampaign?: AdServerConnectorCampaignResolvers<ContextType>;
  AdServerConnectorOrder?: AdServerConnectorOrderResolvers<ContextType>;
  AdServerOrder?: AdServerOrderResolvers<ContextType>;
  AdsAccount?: AdsAccountResolvers<ContextType>;
  AdsAccountsUpdate?: AdsAccountsUpdateResolvers<ContextType>;
  AnalyticsAccount?: AnalyticsAccountResolvers<ContextType>;
  AnalyticsChoice?: AnalyticsChoiceResolvers<ContextType>;
  AnalyticsConnector?: AnalyticsConnectorResolvers<ContextType>;
  AnalyticsConnectorChange?: AnalyticsConnectorChangeResolvers<ContextType>;
  AnalyticsProfile?: AnalyticsProfileResolvers<ContextType>;
  AnalyticsScopes?: AnalyticsScopesResolvers<ContextType>;
  AnalyticsSection?: AnalyticsSectionResolvers<ContextType>;
  AnalyticsSelection?: AnalyticsSelectionResolvers<ContextType>;
  AnalyticsStatus?: AnalyticsStatusResolvers<ContextType>;
  AnalyticsWebProperty?: AnalyticsWebPropertyResolvers<ContextType>;
  AvailableAgency?: AvailableAgencyResolvers<ContextType>;
  CampaignNote?: CampaignNoteResolvers<ContextType>;
  ConnectorAgency?: ConnectorAgencyResolvers<ContextType>;
  ConnectorCampaign?: ConnectorCampaignResolvers<ContextType>;
  EmailImpactAccount?: EmailImpactAccountResolvers<ContextType>;
  EmailImpactCampaign?: EmailImpactCampaignResolvers<ContextType>;
  EmailImpactConnection?: EmailImpactConnectionResolvers<ContextType>;
  EmailImpactConnector?: EmailImpactConnectorResolvers<ContextType>;
  EmailImpactConnectorChange?: EmailImpactConnectorChangeResolvers<ContextType>;
  FacebookAdAccount?: FacebookAdAccountResolvers<ContextType>;
  FacebookCampaign?: FacebookCampaignResolvers<ContextType>;
  FacebookConnection?: FacebookConnectionResolvers<ContextType>;
  FacebookPage?: FacebookPageResolvers<ContextType>;
  GamConnectorChange?: GamConnectorChangeResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LayoutChange?: LayoutChangeResolvers<ContextType>;
  LayoutCustomization?: LayoutCustomizationResolvers<ContextType>;
  LayoutVersion?: LayoutVersionResolvers<ContextType>;
  LinkSection?: LinkSectionResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ResolvedLayout?: ResolvedLayoutResolvers<ContextType>;
  ScheduledReportError?: ScheduledReportErrorResolvers<ContextType>;
  ScheduledReportLogEntry?: ScheduledReportLogEntryResolvers<ContextType>;
  ScheduledReportsLog?: ScheduledReportsLogResolvers<ContextType>;
  SearchConsoleAccount?: SearchConsoleAccountResolvers<ContextType>;
  SearchConsoleProperty?: SearchConsolePropertyResolvers<ContextType>;
  SearchConsoleSection?: SearchConsoleSectionResolvers<ContextType>;
  Station?: StationResolvers<ContextType>;
  Tenant?: TenantResolvers<ContextType>;
};

