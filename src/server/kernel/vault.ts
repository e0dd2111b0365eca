/**
 * Secrets at rest (issue 26: connector tokens and keys). AES-256-GCM with a fresh 96-bit IV per value, written as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). The key is `CONNECTOR_KEY` from the settings when set, else a secret kept
 * in the database's settings table (created once, shared by every instance on that database). A value sealed under
 * another key, or altered, does not open: `open` throws, and the caller treats the credential as needing a new grant.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { sharedSecret } from '../auth/secrets';

const PREFIX = 'v1';

export class TokenVault {
  readonly #key: Buffer;

  /** `secret` is any text; the key is its SHA-256. */
  constructor(secret: string) {
    this.#key = createHash('sha256').update(`connector-vault|${secret}`).digest();
  }

  /** The vault of this database: `explicit` (CONNECTOR_KEY) when given, else the stored shared secret. */
  static async forDatabase(db: Db, explicit: string | null): Promise<TokenVault> {
    return new TokenVault(await sharedSecret(db, 'connector_key', explicit));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      PREFIX,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      body.toString('base64url'),
    ].join('.');
  }

  open(sealed: string): string {
    const [prefix, iv, tag, body] = sealed.split('.');
    if (prefix !== PREFIX || !iv || !tag || body === undefined) throw new Error('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** `seal` for an optional value. */
  sealMaybe(plain: string | null | undefined): string | null {
    return plain == null ? null : this.seal(plain);
  }
}
