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

/**
 * Every call outcome: the five a rep picks (000 §3), then those the system writes when something happens to the
 * customer (our list, docs/decisions.md "Issue 28"). Colours pass 4.5:1 as text on white.
 */
export const CALL_OUTCOMES: readonly CallOutcome[] = [
  { name: 'ScheduledDemo', color: '#2e7d32', selectable: true },
  { name: 'WaitingOnDecisionMaker', color: '#8a5a00', selectable: true },
  { name: 'SpokeWithGatekeeper', color: '#1565c0', selectable: true },
  { name: 'GaveBlindDemo', color: '#6a1b9a', selectable: true },
  { name: 'LeftMessage', color: '#616161', selectable: true },
  { name: 'Reserved', color: '#00695c', selectable: false },
  { name: 'ReservationReleased', color: '#546e7a', selectable: false },
  { name: 'MarkedDnc', color: '#c62828', selectable: false },
  { name: 'DncCleared', color: '#37474f', selectable: false },
  { name: 'ProposalSent', color: '#283593', selectable: false },
  { name: 'Cloned', color: '#4e342e', selectable: false },
  { name: 'Sold', color: '#1b5e20', selectable: false },
];

export type CallOutcomeName =
  | 'ScheduledDemo'
  | 'WaitingOnDecisionMaker'
  | 'SpokeWithGatekeeper'
  | 'GaveBlindDemo'
  | 'LeftMessage'
  | 'Reserved'
  | 'ReservationReleased'
  | 'MarkedDnc'
  | 'DncCleared'
  | 'ProposalSent'
  | 'Cloned'
  | 'Sold';

/** What a person reads for each outcome: never the raw key. */
export const CALL_OUTCOME_LABELS: Readonly<Record<CallOutcomeName, string>> = {
  ScheduledDemo: 'Scheduled demo',
  WaitingOnDecisionMaker: 'Waiting on decision maker',
  SpokeWithGatekeeper: 'Spoke with gatekeeper',
  GaveBlindDemo: 'Gave blind demo',
  LeftMessage: 'Left message',
  Reserved: 'Reserved',
  ReservationReleased: 'Reservation released',
  MarkedDnc: 'Marked do not call',
  DncCleared: 'Do not call cleared',
  ProposalSent: 'Proposal sent',
  Cloned: 'Cloned',
  Sold: 'Sold',
};

/** The outcomes a rep may pick, in the order the form lists them. */
export const SELECTABLE_OUTCOMES = CALL_OUTCOMES.filter((outcome) => outcome.selectable);

/** An outcome's label and colour (an unknown key reads as itself in grey, so an old row still shows). */
export function outcomeView(name: string): { label: string; color: string } {
  const outcome = CALL_OUTCOMES.find((candidate) => candidate.name === name);
  const label = (CALL_OUTCOME_LABELS as Record<string, string>)[name];
  return { label: label ?? name, color: outcome?.color ?? '#616161' };
}

/** Whether a rep may pick a call outcome; outcomes outside the list are system-set and not selectable. */
export function isSelectableOutcome(name: string): boolean {
  return CALL_OUTCOMES.some((outcome) => outcome.name === name && outcome.selectable);
}

/** Do-not-call reasons. */
export const DO_NOT_CALL_REASONS = ['DoNotCallMeAgain', 'NotAFit', 'OutOfBusiness_WrongNumber', 'StationDNC'] as const;
export type DoNotCallReason = (typeof DO_NOT_CALL_REASONS)[number];

/** What a person reads for each do-not-call reason. */
export const DO_NOT_CALL_REASON_LABELS: Readonly<Record<DoNotCallReason, string>> = {
  DoNotCallMeAgain: 'Asked not to be called again',
  NotAFit: 'Not a fit',
  OutOfBusiness_WrongNumber: 'Out of business or wrong number',
  StationDNC: "On the station's do-not-call list",
};

export type CloneReason = (typeof CLONE_REASONS)[number];

/** What a person reads for each clone reason. */
export const CLONE_REASON_LABELS: Readonly<Record<CloneReason, string>> = {
  OneLocationMultipleMarkets: 'One location, several markets',
  MultipleLocationSingleMarket: 'Several locations, one market',
};

/** Customer flags. */
export const CUSTOMER_FLAGS = ['IsSold', 'IsDnc', 'IsReserved', 'IsStationLocked'] as const;

/** Sales channels. */
export const SALES_CHANNELS = ['DataSphere', 'Station', 'Shapiro Conference', 'OM'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];

/** Bundle packages: level → label. */
export const BUNDLE_PACKAGES = { starter: 'Standard', intermediate: 'Increased', advanced: 'Optimal' } as const;

/** Package names. */
export const PACKAGE_NAMES = ['Starter', 'Executive', 'Partner'] as const;
