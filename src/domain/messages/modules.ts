/**
 * Our texts for the System Admin modules and cache screens and calls (issue 20); spec texts are in spec.ts.
 * `{kinds}` is a list of module kinds (title and kind), `{agency}` an agency's name, `{advertiser}` an advertiser's.
 */
export const MODULES_MESSAGES = {
  unknownModuleKind: 'Unknown module kind: {kinds}.',
  modulesScopeMissing: 'Name an agencyId or an advertiserId.',
  layoutUsesDisabledKinds:
    'The module kinds {kinds} are switched off for {agency}. Remove those modules from the layout before saving.',
  modulesConfirmTitle: 'Change the modules of {agency}?',
  modulesConfirmDisable: 'Disable {kinds} for {agency}? Its dashboards stop showing them.',
  modulesConfirmEnable: 'Enable {kinds} for {agency}? Its dashboards can show them again.',
  modulesSaved: 'Modules saved for {agency}.',
  modulesNothingChanged: 'Nothing changed.',
  cacheConfirmClearAll:
    'Clear every cached answer on every instance? Dashboards load from the database until the cache fills again.',
  cacheConfirmClearAdvertiser: 'Clear the cached answers of {advertiser} on every instance?',
  cacheClearedAll: 'The cache is cleared on every instance.',
  cacheClearedAdvertiser: 'The cached answers of {advertiser} are cleared on every instance.',
} as const;
