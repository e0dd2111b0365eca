/**
 * The sandbox providers' grant book (issue 26): what the local authorization servers issued, so the sandbox APIs can
 * check a bearer token the way a vendor's API does. Durable, like a vendor's own state: every grant is a row of
 * `sandbox_grants` (migration 0023), and its tokens are self-describing and signed (HMAC-SHA256 under a key derived
 * from the database's connector secret, the one the token vault uses), so a restarted demo server, or a second
 * instance on the same database, honours the tokens it handed out, and a revoked grant stays revoked.
 *
 * Tokens: `sbr_<payload>.<mac>` (refresh: the grant id) and `sba_<payload>.<mac>` (access: the grant id, its expiry
 * and a nonce), payload base64url JSON. A token is live when its MAC holds, it has not expired and its grant row
 * exists unrevoked (and, for a refresh, unexpired).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CredentialProvider } from '../../domain/connectors';
import type { Db } from '../db/database';
import { sharedSecret } from '../auth/secrets';

/** One grant: who consented, to which scopes. */
export interface SandboxGrant {
  provider: CredentialProvider;
  /** The sandbox user's id at the provider. */
  subject: string;
  scopes: string[];
}

/** A stored grant: with its id and, for Facebook and LinkedIn, when it ends (epoch ms; null: until revoked). */
export interface StoredSandboxGrant extends SandboxGrant {
  id: string;
  expiresAt: number | null;
}

interface AccessPayload {
  /** The grant id. */
  g: string;
  /** Expiry, epoch ms. */
  x: number;
  /** A nonce: two tokens issued in the same millisecond differ. */
  n: string;
}

interface RefreshPayload {
  g: string;
}

const ACCESS = 'sba_';
const REFRESH = 'sbr_';

/** Issued tokens: an access token lasts `accessTtlMs` (one hour by default); a refresh token until revoked. */
export class SandboxTokenBook {
  readonly #key: Buffer;

  /** `secret` is any text (the database's connector secret); the MAC key is derived from it. */
  constructor(
    readonly db: Db,
    secret: string,
    readonly now: () => number = Date.now,
    readonly accessTtlMs: number = 3_600_000,
  ) {
    this.#key = createHash('sha256').update(`connector-sandbox-grants|${secret}`).digest();
  }

  /** The grant book of this database: keyed by `explicit` (CONNECTOR_KEY) when given, else the stored secret. */
  static async forDatabase(db: Db, explicit: string | null, now?: () => number): Promise<SandboxTokenBook> {
    return new SandboxTokenBook(db, await sharedSecret(db, 'connector_key', explicit), now);
  }

  /** A new grant (ending `grantTtlMs` from now when given): an access and a refresh token. */
  async issue(
    grant: SandboxGrant & { grantTtlMs?: number | null },
  ): Promise<{ accessToken: string; refreshToken: string; expiresIn: number; grantExpiresAt: number | null }> {
    const id = randomBytes(16).toString('base64url');
    const grantExpiresAt = grant.grantTtlMs == null ? null : this.now() + grant.grantTtlMs;
    await this.db
      .insertInto('sandbox_grants')
      .values({
        id,
        provider: grant.provider,
        subject: grant.subject,
        scopes: grant.scopes.join(' '),
        created_at: this.now(),
        expires_at: grantExpiresAt,
        revoked_at: null,
      })
      .execute();
    return { ...this.#accessFor(id), refreshToken: this.#sign(REFRESH, { g: id }), grantExpiresAt };
  }

  /** A new access token for a live refresh token; null when it is unknown, revoked or expired (`invalid_grant`). */
  async refresh(
    refreshToken: string,
  ): Promise<{ accessToken: string; expiresIn: number; grant: StoredSandboxGrant } | null> {
    const payload = this.#read<RefreshPayload>(REFRESH, refreshToken);
    const grant = payload ? await this.#live(payload.g) : null;
    if (!grant || (grant.expiresAt !== null && grant.expiresAt <= this.now())) return null;
    return { ...this.#accessFor(grant.id), grant };
  }

  /** The grant behind a live access token, or null (unknown, forged, expired or revoked). */
  async verify(accessToken: string | null | undefined): Promise<StoredSandboxGrant | null> {
    const payload = this.#read<AccessPayload>(ACCESS, accessToken);
    if (!payload || typeof payload.x !== 'number' || payload.x <= this.now()) return null;
    return this.#live(payload.g);
  }

  /** Revokes the grant an access or refresh token belongs to (RFC 7009: unknown tokens are not an error). */
  async revoke(token: string): Promise<void> {
    const payload = this.#read<RefreshPayload>(REFRESH, token) ?? this.#read<AccessPayload>(ACCESS, token);
    if (typeof payload?.g !== 'string') return;
    await this.db
      .updateTable('sandbox_grants')
      .set({ revoked_at: this.now() })
      .where('id', '=', payload.g)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes every grant of a subject at a provider (the vendor-side "remove app access"). */
  async revokeSubject(provider: CredentialProvider, subject: string): Promise<void> {
    await this.db
      .updateTable('sandbox_grants')
      .set({ revoked_at: this.now() })
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** The unrevoked grant `id`, or null. */
  async #live(id: unknown): Promise<StoredSandboxGrant | null> {
    if (typeof id !== 'string') return null;
    const row = await this.db
      .selectFrom('sandbox_grants')
      .selectAll()
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row) return null;
    const scopes = row.scopes.split(' ').filter(Boolean);
    return { id: row.id, provider: row.provider, subject: row.subject, scopes, expiresAt: row.expires_at };
  }

  #accessFor(grantId: string): { accessToken: string; expiresIn: number } {
    const payload: AccessPayload = {
      g: grantId,
      x: this.now() + this.accessTtlMs,
      n: randomBytes(6).toString('base64url'),
    };
    return { accessToken: this.#sign(ACCESS, payload), expiresIn: Math.round(this.accessTtlMs / 1000) };
  }

  #mac(text: string): Buffer {
    return createHmac('sha256', this.#key).update(text).digest();
  }

  #sign(prefix: string, payload: AccessPayload | RefreshPayload): string {
    const body = `${prefix}${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${body}.${this.#mac(body).toString('base64url')}`;
  }

  /** The payload of a token of this kind whose MAC holds, else null. */
  #read<T>(prefix: string, token: string | null | undefined): Partial<T> | null {
    if (!token?.startsWith(prefix)) return null;
    const dot = token.lastIndexOf('.');
    if (dot < 0) return null;
    const body = token.slice(0, dot);
    const mac = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = this.#mac(body);
    if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) return null;
    try {
      const payload: unknown = JSON.parse(Buffer.from(body.slice(prefix.length), 'base64url').toString('utf8'));
      return payload && typeof payload === 'object' ? (payload as Partial<T>) : null;
    } catch {
      return null;
    }
  }
}
