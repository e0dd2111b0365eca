/**
 * The shared-credential links of 000 §2: `?gct=` opens the Google grant page (route googlecredentials,
 * /grant-access) and `?gctnew=` the new one (googlecredentialsnew, /grant-google-access-new), carrying the token and
 * the site, agency and framed values across.
 */
const CARRIED = ['site', 'agency', 'framed'] as const;

/** Where a bootstrap query with gct or gctnew goes (null: it has neither). */
export function sharedCredentialRedirect(search: Readonly<Record<string, string | undefined>>): string | null {
  const key = search.gctnew !== undefined ? 'gctnew' : search.gct !== undefined ? 'gct' : null;
  if (key === null) return null;
  const params = new URLSearchParams({ [key]: search[key] ?? '' });
  for (const name of CARRIED) if (search[name] !== undefined) params.set(name, search[name] ?? '');
  return `${key === 'gctnew' ? '/grant-google-access-new' : '/grant-access'}?${params.toString()}`;
}
