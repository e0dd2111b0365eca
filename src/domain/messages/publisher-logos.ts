/**
 * Our texts for publisher logos and advertisers' own logos (001 §7 names the calls, not their refusals).
 * `{name}` is a logo name, `{alias}`/`{prefix}` the text refused, `{other}` the logo already using it.
 */
export const PUBLISHER_LOGO_MESSAGES = {
  logoNameMissing: 'Enter the logo name.',
  logoUrlMissing: 'Enter the logo URL.',
  logoUrlInvalid: 'The logo URL must be an http(s) address or an uploaded image.',
  logoAliasMissing: 'Enter the alias.',
  logoPrefixMissing: 'Enter the prefix.',
  logoNotFound: "There is no publisher logo named '{name}'.",
  logoNameTaken: "The name '{name}' is already used by the logo '{other}'.",
  logoAliasTaken: "The alias '{alias}' is already used by the logo '{other}'.",
  logoPrefixTaken: "The prefix '{prefix}' is already used by the logo '{other}'.",
  logoAliasNotFound: "The logo '{name}' has no alias '{alias}'.",
  logoPrefixNotFound: "The logo '{name}' has no prefix '{prefix}'.",
  advertiserIdMissing: 'Choose the advertiser whose logo this is.',
  publisherLogoSaved: 'Publisher logo saved.',
  publisherLogoRemoved: "Logo '{name}' removed.",
  publisherLogosEmpty: 'No publisher logos yet. Add one to show it on the dashboards.',
  advertiserLogoSaved: 'Advertiser logo saved.',
} as const;
