/** Our texts for the ads, ad-server order and TV-streaming sources (issue 26, helper C). */
export const CONNECTOR_GOOGLE_ADS_MESSAGES = {
  connectorNoCredential:
    'The agency has no {provider} credential yet: an agency admin adds one on the connections page.',
  connectorGrantNeedsReauth:
    "The agency's {provider} grant needs re-authorisation: an agency admin grants access again on the connections page.",
  connectorSourceFailed: '{source} did not answer as expected. Try again in a few minutes.',
  connectorSourceBusy: '{source} asked us to slow down. Try again in a minute.',
  adsAccountNotFound: "Ads account {id} is not reachable through the agency's Google grants.",
  adsAccountNotLinkable: 'Ads account {id} is a manager account: link the accounts under it instead.',
  adServerOrderNotFound: "Ad-server order {id} is not among the agency's ad-server orders.",
  adServerCampaignNotFound: "Ad-server campaign {id} is not among the agency's ad-server orders.",
  youtubeTvCampaignNotFound: "YouTube TV campaign {id} is not reachable through the agency's Google grants.",
} as const;
