/** Our texts for web analytics, search console and the account-linking record (issue 26, helper B). */
export const CONNECTOR_ANALYTICS_MESSAGES = {
  accountLinkingStale:
    'Someone else changed these account links since you opened them. Reload to see their changes, then try again.',
} as const;
