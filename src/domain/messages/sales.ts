/**
 * Our texts for the sales tool's calls (issue 28, helper A): refusals of the availability rule (000 §4) and of the
 * sales writes. The screens' own texts live in the client's file.
 */
export const SALES_MESSAGES = {
  salesCustomerNotFound: 'Prospect not found',
  salesReservedToOther: 'Reserved to {rep} until {day}: only they can work this prospect until then.',
  salesCustomerSold:
    'This prospect is already sold: only post-sale mode works on it (calls, notes and contacts), and it cannot be reserved, cloned, proposed or sold again.',
  salesCustomerDnc: 'This prospect is on the do-not-call list: it cannot be worked.',
  salesStationLocked: 'This prospect is locked by its station: it cannot be worked until it is unlocked.',
  salesLockNeedsAgency: 'Only agency-level users can lock or unlock a prospect.',
  salesDncClearNeedsAgency: 'Only agency-level users can take a prospect off the do-not-call list.',
  salesNotDnc: 'This prospect is not on the do-not-call list.',
  salesNotReserved: 'This prospect is not reserved.',
  salesOutcomeNotSelectable: 'Log the call with one of these outcomes: {labels}.',
  salesDncReason: 'Marking a prospect do-not-call needs one of these reasons: {labels}.',
  salesAgencyFixed: 'A prospect stays in its agency: clone it to work it elsewhere.',
  salesAdvertiserOtherAgency: "That advertiser belongs to another agency than the prospect's.",
} as const;
