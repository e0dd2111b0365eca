/** Our texts for the tenant tree (issue 22): agencies, sub-agencies and stations, their settings and refusals. */
export const TENANTS_MESSAGES = {
  subAgencyNotFound: 'Sub-agency not found',
  stationNotFound: 'Station not found',
  tenantBadTimeZone: "The time zone '{zone}' is not a known IANA time zone (field {field}).",
  tenantThemeUnknown: "The theme '{code}' does not exist (field {field}).",
  tenantProductUnknown: "The product '{code}' does not exist (field {field}).",
  tenantRootDomainSuperuser: 'Only a superuser can change the root domain (field root_domain).',
  tenantRootDomainTaken: "The root domain '{domain}' is used by another agency (field {field}).",
  tenantDomainWidens:
    "The domain '{domain}' is not allowed by the {parent}'s list; a list may only narrow its parent's (field {field}).",
  tenantDomainChildrenWider:
    'This list would no longer allow domains that {children} allow; narrow or clear their lists first (field {field}).',
  tenantParentInactive: '{parent} is inactive: it cannot get new sub-agencies or stations until it is activated again.',
  tenantSubAgencyOutside: 'That sub-agency is not part of this agency (field {field}).',
  tenantInUse: '{object} cannot be deleted while it still has {counts}.',
} as const;
