/**
 * Every user-facing text of 000 §8 and 001 §5/§8, verbatim (case, punctuation and the spec's own misspellings
 * are intentional). Client and server import these so a text is never retyped.
 */

/**
 * Sign-in failures. The spec lists the texts but not which constant holds which; this mapping is our decision.
 * Login without auth: FAILED_LOGIN when the server sent an error, else FAILED_AUTH; no body gives NO_RESPONSE.
 */
export const LOGIN_ERRORS = {
  FAILED_LOGIN: 'Failed to login. If this is a valid account, please confirm your password.',
  FAILED_AUTH: "Your login attempt wasn't successful. Please check your credentials and try again.",
  FAILED_AH_AUTH: 'Failed to login. Please try again.',
  NO_RESPONSE: 'No response.',
  UNEXPECTED_RESPONSE: 'Unexpected response.',
} as const;

/** Shown when no dashboard layout resolves for the user. */
export const MISSING_LAYOUTS = 'Missing layouts for this user';
/** Map with nothing to draw. */
export const NO_POLYGONS = 'No polygons available to show.';
/** Polygon request answered without a body. */
export const NO_POLYGON_RESPONSE = 'No polygon response';
/** A signed-in user lacking a route's right. */
export const NO_ACCESS = 'Sorry, you do not have access.';
/** Any unknown path. */
export const PAGE_NOT_FOUND = 'Page not found.';
/** Status 501 text; the straight double quotes around Filter By are part of the text. */
export const DATA_VOLUME_MESSAGE =
  'Due to the volume of data that you have access to, please select specific Advertisers or a specific User in the "Filter By" dropdown.';
/** Thrown when a token refresh fails for a reason other than 400/401. */
export const FAILED_REFRESH = 'Failed to refresh token';
/** Body of the 417 maintenance answer. */
export const API_OFFLINE = 'api offline';
/** Value of the `err` query parameter on the denied route for shared-token sessions. */
export const NOT_AUTH_ERR = 'not_auth';
/** Layout query error that is ignored rather than reported. */
export const LAYOUT_NOT_EXIST = 'Error: Layout is not exist.';
/** Notes query failure states: 403 gives NOT_AUTHORIZED, anything else BAD_RESPONSE. */
export const NOTES_ERRORS = { NOT_AUTHORIZED: 'NOT_AUTHORIZED', BAD_RESPONSE: 'BAD_RESPONSE' } as const;
/** Products lookup returned an empty list. */
export const NO_ACTIVE_PRODUCTS = 'No currently active products were found';
/** Data block error text when required inputs are missing (000 §4). */
export const EMPTY_ERROR = 'empty';
/** Error message on date ranges that marks an ad blocker as detected. */
export const NETWORK_ERROR = 'Network Error';
/** Response message (compared case-insensitively) that means an empty list, not an error. */
export const NO_ACCOUNTS_LINKED = 'no accounts linked';

/** Pre-call validation messages of 000 §5 and 001 §5. Both spellings of "advertiser id" exist on purpose. */
export const MISSING = {
  ADVERTISER_ID_LOWER: 'Missing advertiser id',
  ADVERTISER_ID: 'Missing advertiser ID',
  PARAMETERS: 'Missing parameters',
  REQUIRED_FIELD: 'Missing required field',
  REQUIRED_FIELDS: 'Missing required fields',
  REQUIRED_PARAMETERS: 'Missing required parameters',
  SEARCH: 'Missing search',
  LIST_OF_CAMPAIGNS: 'Missing list of campaigns',
  LIST_OF_ACCOUNTS: 'Missing list of accounts',
  CLIENT_ID_OR_ACCOUNT: 'Missing client ID or account',
  CLIENT_ID_ACCOUNT_OR_PROFILE: 'Missing client ID, account, or profile',
  CLIENT_ID_LOWER: 'Missing client id',
  ID: 'Missing ID',
  TOOLTIP_KEY: 'Missing tooltip key',
  REQUIRED_SEARCH_CRITERIA: 'Missing required search criteria',
  AGENCY_ID: 'Missing agency ID',
} as const;

/** 403 on social-ad and site-impact credential reads. */
export const YOU_DONT_HAVE_ACCESS = "You don't have access";
/** Campaign management failures; the misspelling is the spec's. */
export const ERROR_OCCURED = 'Error occured, please try again';
/** Unhide and tooltip failures use the correct spelling. */
export const ERROR_OCCURRED = 'Error occurred, please try again';
/** Agency advertisers list came back empty. */
export const NO_ADVERTISERS_FOUND = 'No advertisers found';
/** Friendly-name failure without a server error. */
export const FAILED_REQUEST = 'Failed request';
/** Shared Google credentials returned no result or id. */
export const SHARED_GOOGLE_FAILED = 'getSharedGoogleCredentials failed';
/** Tooltip get, update or delete without a key. */
export const MISSING_TOOLTIP_KEY = MISSING.TOOLTIP_KEY;
/** Google OAuth check without token or agency id. */
export const GOOGLE_OAUTH_MISSING = 'missing parameter';

/** Contact-form messages of 000 §5 and 001 §5, verbatim (the trailing period on the phone one only). */
export const CONTACT_FORM = {
  NAME_REQUIRED: 'Name is required',
  NAME_TOO_SHORT: 'Name must be more than 3 characters',
  INVALID_EMAIL: 'Invalid e-mail',
  PHONE_REQUIRED: 'Phone is required.',
  INVALID_PHONE: 'Invalid phone',
  NUMBER_REQUIRED: 'Number is required',
  NUMBER_NEGATIVE: 'Number must be greater than 0',
} as const;

/**
 * Every text of both spec catalogues, once, by key: what the server's AppError names and the client shows. Wire
 * codes that are not texts (`not_auth`, `empty`, `NOT_AUTHORIZED`, `BAD_RESPONSE`) stay the constants above.
 */
export const SPEC_MESSAGES = {
  failedLogin: LOGIN_ERRORS.FAILED_LOGIN,
  failedAuth: LOGIN_ERRORS.FAILED_AUTH,
  failedAhAuth: LOGIN_ERRORS.FAILED_AH_AUTH,
  noResponse: LOGIN_ERRORS.NO_RESPONSE,
  unexpectedResponse: LOGIN_ERRORS.UNEXPECTED_RESPONSE,
  missingLayouts: MISSING_LAYOUTS,
  noPolygons: NO_POLYGONS,
  noPolygonResponse: NO_POLYGON_RESPONSE,
  noAccess: NO_ACCESS,
  pageNotFound: PAGE_NOT_FOUND,
  dataVolume: DATA_VOLUME_MESSAGE,
  failedRefresh: FAILED_REFRESH,
  apiOffline: API_OFFLINE,
  layoutNotExist: LAYOUT_NOT_EXIST,
  noActiveProducts: NO_ACTIVE_PRODUCTS,
  networkError: NETWORK_ERROR,
  noAccountsLinked: NO_ACCOUNTS_LINKED,
  missingAdvertiserIdLower: MISSING.ADVERTISER_ID_LOWER,
  missingAdvertiserId: MISSING.ADVERTISER_ID,
  missingParameters: MISSING.PARAMETERS,
  missingRequiredField: MISSING.REQUIRED_FIELD,
  missingRequiredFields: MISSING.REQUIRED_FIELDS,
  missingRequiredParameters: MISSING.REQUIRED_PARAMETERS,
  missingSearch: MISSING.SEARCH,
  missingListOfCampaigns: MISSING.LIST_OF_CAMPAIGNS,
  missingListOfAccounts: MISSING.LIST_OF_ACCOUNTS,
  missingClientIdOrAccount: MISSING.CLIENT_ID_OR_ACCOUNT,
  missingClientIdAccountOrProfile: MISSING.CLIENT_ID_ACCOUNT_OR_PROFILE,
  missingClientIdLower: MISSING.CLIENT_ID_LOWER,
  missingId: MISSING.ID,
  missingTooltipKey: MISSING.TOOLTIP_KEY,
  missingRequiredSearchCriteria: MISSING.REQUIRED_SEARCH_CRITERIA,
  missingAgencyId: MISSING.AGENCY_ID,
  youDontHaveAccess: YOU_DONT_HAVE_ACCESS,
  errorOccured: ERROR_OCCURED,
  errorOccurred: ERROR_OCCURRED,
  noAdvertisersFound: NO_ADVERTISERS_FOUND,
  failedRequest: FAILED_REQUEST,
  sharedGoogleFailed: SHARED_GOOGLE_FAILED,
  googleOauthMissing: GOOGLE_OAUTH_MISSING,
  nameRequired: CONTACT_FORM.NAME_REQUIRED,
  nameTooShort: CONTACT_FORM.NAME_TOO_SHORT,
  invalidEmail: CONTACT_FORM.INVALID_EMAIL,
  phoneRequired: CONTACT_FORM.PHONE_REQUIRED,
  invalidPhone: CONTACT_FORM.INVALID_PHONE,
  numberRequired: CONTACT_FORM.NUMBER_REQUIRED,
  numberNegative: CONTACT_FORM.NUMBER_NEGATIVE,
} as const;
