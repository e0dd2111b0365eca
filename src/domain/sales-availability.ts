/** Sales availability of 000 §4: whether a rep may open a customer, and the label shown. */

/** Availability labels, verbatim. */
export const AVAILABILITY_LABELS = {
  SOLD: 'Sold',
  DNC: 'DNC',
  STATION_LOCKED: 'Station locked',
  RESERVED_TO_YOU: 'Reserved to you',
  RESERVED: 'Reserved',
  AVAILABLE: 'Available',
  IGNORED: 'Ignored status',
  CLONED: 'Cloned',
} as const;

/** What the rule reads about the customer and the viewing rep. */
export interface AvailabilityInput {
  IsSold?: boolean;
  IsDnc?: boolean;
  IsReserved?: boolean;
  IsStationLocked?: boolean;
  /** The customer was cloned from another record. */
  isCloned?: boolean;
  /** The reservation belongs to the viewing rep. */
  reservedByMe?: boolean;
  /** The reservation belongs to someone in the rep's organisation. */
  reservedBySameOrganisation?: boolean;
  /** The rep may ignore reservations made within their organisation. */
  canIgnoreSameOrganisation?: boolean;
  /** Post-sale mode, in which sold customers are worked on. */
  postSaleMode?: boolean;
}

/** Outcome of the availability rule. */
export interface Availability {
  viewable: boolean;
  label: (typeof AVAILABILITY_LABELS)[keyof typeof AVAILABILITY_LABELS];
}

/**
 * A customer can be viewed unless sold (except in post-sale mode), do-not-call, reserved for another rep
 * (except a same-organisation reservation the rep may ignore) or station-locked. The order of the checks,
 * which decides the label when several flags are set, is our decision: the most final state wins.
 */
export function salesAvailability(input: AvailabilityInput): Availability {
  const L = AVAILABILITY_LABELS;
  if (input.IsSold) return { viewable: !!input.postSaleMode, label: L.SOLD };
  if (input.IsDnc) return { viewable: false, label: L.DNC };
  if (input.IsStationLocked) return { viewable: false, label: L.STATION_LOCKED };
  if (input.IsReserved) {
    if (input.reservedByMe) return { viewable: true, label: L.RESERVED_TO_YOU };
    if (input.reservedBySameOrganisation && input.canIgnoreSameOrganisation)
      return { viewable: true, label: L.IGNORED };
    return { viewable: false, label: L.RESERVED };
  }
  return { viewable: true, label: input.isCloned ? L.CLONED : L.AVAILABLE };
}
