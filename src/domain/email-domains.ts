/**
 * The recipient e-mail domain allow-lists of the tenant tree (issue 22 §3). An agency's list (null: any domain) is
 * inherited down to its sub-agencies and stations; a child may keep its own list (null: inherit), which may only
 * narrow its parent's effective list. An entry allows itself and its subdomains. Reports (issue 25) read
 * `effectiveEmailDomains` to decide who may receive them.
 */

/** One level's own list: null inherits (or, for an agency, allows any domain). */
export type DomainList = readonly string[] | null | undefined;

/** A list as stored: lower-cased, trimmed, each domain once, in first-seen order. */
export function normalDomains(list: readonly string[]): string[] {
  return [...new Set(list.map((domain) => domain.trim().toLowerCase()).filter((domain) => domain !== ''))];
}

/** Whether `domain` (or an address's domain) is allowed by `list`: equal to an entry or a subdomain of one. */
export function domainAllowed(domain: string, list: DomainList): boolean {
  if (list == null) return true;
  const bare = domain.trim().toLowerCase().replace(/^.*@/, '');
  return list.some((entry) => {
    const allowed = entry.toLowerCase();
    return bare === allowed || bare.endsWith(`.${allowed}`);
  });
}

/** The first domain of `child` its parent's effective list does not allow, or null when the child only narrows. */
export function firstWidening(child: DomainList, parent: DomainList): string | null {
  if (child == null || parent == null) return null;
  return child.find((domain) => !domainAllowed(domain, parent)) ?? null;
}

/** Whether a child's own list stays within its parent's effective list (inheriting always does). */
export function isNarrowing(child: DomainList, parent: DomainList): boolean {
  return firstWidening(child, parent) === null;
}

/**
 * The list that applies at a station (or sub-agency, or agency): each level's own list narrowed by the levels above
 * it; null when no level has a list (any domain). A stored child domain its parent no longer allows is left out.
 */
export function effectiveEmailDomains(
  agencyList: DomainList,
  subAgencyList?: DomainList,
  stationList?: DomainList,
): string[] | null {
  let effective: string[] | null = agencyList == null ? null : normalDomains(agencyList);
  for (const own of [subAgencyList, stationList]) {
    if (own == null) continue;
    const narrowed = normalDomains(own);
    effective = effective === null ? narrowed : narrowed.filter((domain) => domainAllowed(domain, effective));
  }
  return effective;
}
