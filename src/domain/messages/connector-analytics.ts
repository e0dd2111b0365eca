/** Our texts for web analytics, search console and the account-linking record (issue 26, helper B). */
export const CONNECTOR_ANALYTICS_MESSAGES = {
  accountLinkingStale:
    'Someone else changed these account links since you opened them. Reload to see their changes, then try again.',
  analyticsNoGrant:
    "No Google grant of the agency can serve this advertiser's web analytics. Add one on the Connections page first.",
  analyticsGrantNeedsReauth:
    'The Google grant serving this advertiser needs re-authorisation. An agency admin can grant access again on the Connections page.',
  analyticsGrantNotFound: "That Google grant is not one of the agency's grants.",
  analyticsNotAtSource: 'That analytics account, property or view is not reachable through the chosen Google grant.',
  analyticsSourceFailed: 'The analytics service did not answer as expected. Try again in a few minutes.',
  searchConsoleSiteNotFound: "The site {site} is not reachable through any of the agency's Google grants.",
  analyticsMailSubject: 'Web analytics connection of {advertiser}',
  analyticsMailHeading: 'Web analytics connection: {advertiser}',
  analyticsMailIntro: '{sender} sent you the web analytics connection details of {advertiser}.',
  analyticsMailGrant: 'Google grant: {grant}',
  analyticsMailNoGrant: 'Google grant: none chosen',
  analyticsMailState: 'State: {state}',
  analyticsMailLinked: 'Linked: {items}',
  analyticsMailNothingLinked: 'Linked: nothing yet',
  analyticsMailAction: 'Open account linking',
} as const;
