/** Our texts for "View as" (issue 21 §4): the refusals of a read-only visit and the banner and button around it. */
export const VIEW_AS_MESSAGES = {
  viewAsReadOnly: 'You are viewing the portal as {name}: nothing can be changed.',
  viewAsSelf: 'You cannot view the portal as yourself.',
  viewAsInactive: 'Only an active user can be viewed as.',
  viewAsNotAView: 'This session is not a view-as visit.',
  viewAsButton: 'View as',
  viewAsConfirm: 'View the portal as {name}? You can look but not change anything; the visit is recorded.',
  viewAsBanner: 'Viewing as {name} ({email}) — read-only',
  viewAsReturn: 'Return to my account',
  viewAsFailed: 'The visit could not start: {error}',
} as const;
