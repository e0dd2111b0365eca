/** Sales-tool vocabularies of 000 §3. Colours are not given by the spec; ours are readable on white. */

/** Phone contact types. */
export const SALES_CONTACT_TYPES = ['Work', 'Home', 'Mobile', 'Other'] as const;

/** Reasons a customer can be cloned. */
export const CLONE_REASONS = ['OneLocationMultipleMarkets', 'MultipleLocationSingleMarket'] as const;

/** A call outcome with its colour and whether a rep may pick it. */
export interface CallOutcome {
  name: string;
  color: string;
  selectable: boolean;
}

/** The selectable call outcomes; the spec names no others, so only these are listed. */
export const CALL_OUTCOMES: readonly CallOutcome[] = [
  { name: 'ScheduledDemo', color: '#2e7d32', selectable: true },
  { name: 'WaitingOnDecisionMaker', color: '#f9a825', selectable: true },
  { name: 'SpokeWithGatekeeper', color: '#1565c0', selectable: true },
  { name: 'GaveBlindDemo', color: '#6a1b9a', selectable: true },
  { name: 'LeftMessage', color: '#757575', selectable: true },
];

/** Whether a rep may pick a call outcome; outcomes outside the list are system-set and not selectable. */
export function isSelectableOutcome(name: string): boolean {
  return CALL_OUTCOMES.some((outcome) => outcome.name === name && outcome.selectable);
}

/** Do-not-call reasons. */
export const DO_NOT_CALL_REASONS = ['DoNotCallMeAgain', 'NotAFit', 'OutOfBusiness_WrongNumber', 'StationDNC'] as const;

/** Customer flags. */
export const CUSTOMER_FLAGS = ['IsSold', 'IsDnc', 'IsReserved', 'IsStationLocked'] as const;

/** Sales channels. */
export const SALES_CHANNELS = ['DataSphere', 'Station', 'Shapiro Conference', 'OM'] as const;

/** Bundle packages: level → label. */
export const BUNDLE_PACKAGES = { starter: 'Standard', intermediate: 'Increased', advanced: 'Optimal' } as const;

/** Package names. */
export const PACKAGE_NAMES = ['Starter', 'Executive', 'Partner'] as const;
