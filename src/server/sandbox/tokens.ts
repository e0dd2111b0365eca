/**
 * The sandbox providers' grant book (issue 26): what the local authorization servers issued, so the sandbox APIs can
 * check a bearer token the way a vendor's API does. In memory, like a vendor's own state: a restart of the sandbox
 * forgets its grants, and every stored credential then needs re-authorisation, as after a vendor revokes.
 */
import { randomBytes } from 'node:crypto';
import type { CredentialProvider } from '../../domain/connectors';

/** One grant: who consented, to which scopes. */
export interface SandboxGrant {
  provider: CredentialProvider;
  /** The sandbox user's id at the provider. */
  subject: string;
  scopes: string[];
}

interface AccessEntry extends SandboxGrant {
  expiresAt: number;
  refreshToken: string;
}

interface RefreshEntry extends SandboxGrant {
  revoked: boolean;
}

/** Issued tokens: an access token lasts `accessTtlMs` (one hour by default); a refresh token until revoked. */
export class SandboxTokenBook {
  readonly #access = new Map<string, AccessEntry>();
  readonly #refresh = new Map<string, RefreshEntry>();

  constructor(
    readonly now: () => number = Date.now,
    readonly accessTtlMs: number = 3_600_000,
  ) {}

  /** A new grant: an access and a refresh token. */
  issue(grant: SandboxGrant): { accessToken: string; refreshToken: string; expiresIn: number } {
    const refreshToken = `sbr_${randomBytes(24).toString('base64url')}`;
    this.#refresh.set(refreshToken, { ...grant, revoked: false });
    return { ...this.#accessFor(refreshToken, grant), refreshToken };
  }

  /** A new access token for a live refresh token; null when it is unknown or revoked (`invalid_grant`). */
  refresh(refreshToken: string): { accessToken: string; expiresIn: number; grant: SandboxGrant } | null {
    const entry = this.#refresh.get(refreshToken);
    if (!entry || entry.revoked) return null;
    return { ...this.#accessFor(refreshToken, entry), grant: entry };
  }

  /** The grant behind a live access token, or null (unknown, expired or revoked). */
  verify(accessToken: string | null | undefined): SandboxGrant | null {
    const entry = accessToken ? this.#access.get(accessToken) : undefined;
    if (!entry || entry.expiresAt <= this.now()) return null;
    const refresh = this.#refresh.get(entry.refreshToken);
    return refresh && !refresh.revoked ? entry : null;
  }

  /** Revokes the grant an access or refresh token belongs to (RFC 7009: unknown tokens are not an error). */
  revoke(token: string): void {
    const refreshToken = this.#refresh.has(token) ? token : this.#access.get(token)?.refreshToken;
    const entry = refreshToken ? this.#refresh.get(refreshToken) : undefined;
    if (entry) entry.revoked = true;
  }

  /** Revokes every grant of a subject at a provider (the vendor-side "remove app access"). */
  revokeSubject(provider: CredentialProvider, subject: string): void {
    for (const entry of this.#refresh.values()) {
      if (entry.provider === provider && entry.subject === subject) entry.revoked = true;
    }
  }

  #accessFor(refreshToken: string, grant: SandboxGrant): { accessToken: string; expiresIn: number } {
    const accessToken = `sba_${randomBytes(24).toString('base64url')}`;
    this.#access.set(accessToken, {
      provider: grant.provider,
      subject: grant.subject,
      scopes: [...grant.scopes],
      expiresAt: this.now() + this.accessTtlMs,
      refreshToken,
    });
    return { accessToken, expiresIn: Math.round(this.accessTtlMs / 1000) };
  }
}
