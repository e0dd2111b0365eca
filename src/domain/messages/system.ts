/** Our texts for the System Admin system screens and calls (issue 20); spec texts are in spec.ts. */
export const SYSTEM_MESSAGES = {
  // Tooltips (the spec's 'Missing tooltip key' and 'Error occurred, please try again' are in spec.ts).
  tooltipExists: 'A tooltip with the key {key} already exists. Edit it instead.',
  tooltipSaved: 'Tooltip saved.',
  tooltipCreated: 'Tooltip created.',
  tooltipRemoved: 'Tooltip {key} removed.',
  tooltipResetDone: 'Tooltip {key} is back to its catalogue definition.',
  tooltipResetConfirm: 'Reset {key} to its catalogue definition? Your wording is replaced by the default text.',
  tooltipRemoveConfirm: 'Remove {key}? Dashboards that name it show no help for it.',
  tooltipsEmpty: 'No tooltip matches the search.',
  tooltipPreviewLabel: 'Preview as it shows on a dashboard',
  // The audit log.
  auditEntryNotFound: 'Audit entry not found',
  auditNotRevertible: 'Changes to {area} cannot be reverted.',
  auditChangedSince: 'This change cannot be reverted: {object} was changed since by {changedBy} on {changedAt}.',
  auditObjectGone: 'This change cannot be reverted: {object} no longer exists.',
  auditBadAfter: "The 'after' date must be a real date written yyyy-MM-dd.",
  auditRevertConfirm: 'Revert this change? {object} goes back to how it was before it, and the revert is logged.',
  auditReverted: 'Change reverted.',
  auditEmpty: 'No change matches these filters.',
} as const;
