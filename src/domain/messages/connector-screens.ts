/** Our texts for the connector screens (issue 26, helper F). */
export const CONNECTOR_SCREEN_MESSAGES = {
  connectorsNothingLinked: 'No sources are linked to this advertiser yet.',
} as const;
