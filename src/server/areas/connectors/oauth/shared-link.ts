/**
 * The shared Google grant link (issue 26; 000 §2 `gct`/`gctnew`): an agency admin hands a link to someone who holds
 * the Google account (an advertiser's marketer) and has no portal login. The link carries a token sealed by the
 * connectors' vault (AES-GCM: unreadable and unforgeable without the key) naming the agency, its creator and when it
 * ends (seven days); the public grant pages check it (`checkGoogleOAuthNew`) and start the grant with it instead of
 * a session. A grant started so is bound to the link's creator and agency.
 */
import type { TokenVault } from '../../../kernel/vault';

/** A shared link lives this long. */
export const SHARED_LINK_MS = 7 * 86_400_000;

const KIND = 'google-share';

export interface SharedGrant {
  agencyId: number;
  /** The admin who made the link (the grant's actor). */
  createdBy: number;
  /** epoch ms */
  expiresAt: number;
}

export function sealSharedGrant(vault: TokenVault, grant: SharedGrant): string {
  return vault.seal(JSON.stringify({ k: KIND, a: grant.agencyId, u: grant.createdBy, e: grant.expiresAt }));
}

/** The grant of a valid, unexpired token; null for anything else (forged, altered, expired, another kind). */
export function openSharedGrant(vault: TokenVault, token: string, now: number): SharedGrant | null {
  let value: unknown;
  try {
    value = JSON.parse(vault.open(token));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.k !== KIND || typeof v.a !== 'number' || typeof v.u !== 'number' || typeof v.e !== 'number') return null;
  if (v.e <= now) return null;
  return { agencyId: v.a, createdBy: v.u, expiresAt: v.e };
}
