import { errors, jwtVerify, SignJWT } from 'jose';
import type { ActiveScope } from './session-user';
import { tokenTimesValid } from './token-times';

/** Access tokens live 15 minutes; the client refreshes when fewer than 60 s remain. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims extends ActiveScope {
  userId: number;
  sessionId: string;
  /** A view-as session (issue 21 §4): the admin who opened it, read-only for its user. Absent otherwise. */
  viewAsBy?: number | null;
}

export class AccessTokens {
  private readonly key: Uint8Array;
  /** Tokens whose signature and claims checked out, with their expiry (seconds). */
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  private rememberVerified(token: string, entry: { claims: AccessClaims; exp: number }): void {
    if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, entry);
  }

  async sign(claims: AccessClaims, now = Date.now()): Promise<string> {
    const iat = Math.floor(now / 1000);
    return new SignJWT({
      sid: claims.sessionId,
      agency: claims.agency_id,
      sub_agency: claims.sub_agency_id,
      station: claims.station_id,
      ...(claims.viewAsBy != null ? { va: claims.viewAsBy } : {}),
      typ: 'access',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
      .sign(this.key);
  }

  /**
   * The claims of a valid token, or null; `ignoreExpiry` serves sign-out with an expired token. A token issued in
   * the future or for longer than ACCESS_TOKEN_SECONDS is not one we issued (token-times.ts).
   */
  async verify(token: string, options: { ignoreExpiry?: boolean } = {}): Promise<AccessClaims | null> {
    // A token whose signature was checked once needs no second HMAC: only its expiry can change (jose's rule).
    const known = this.verified.get(token);
    if (known) return options.ignoreExpiry || known.exp > Math.floor(this.now() / 1000) ? known.claims : null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        // The app's clock, not the machine's, so a server running on a fixed clock accepts its own tokens.
        currentDate: new Date(options.ignoreExpiry ? 0 : this.now()),
      });
      if (payload.typ !== 'access' || typeof payload.sid !== 'string' || !payload.sub) return null;
      if (!tokenTimesValid(payload, this.now(), ACCESS_TOKEN_SECONDS)) return null;
      const claims = {
        userId: Number(payload.sub),
        sessionId: payload.sid,
        agency_id: asId(payload.agency),
        sub_agency_id: asId(payload.sub_agency),
        station_id: asId(payload.station),
        ...(asId(payload.va) !== null ? { viewAsBy: asId(payload.va) } : {}),
      };
      if (typeof payload.exp === 'number') this.rememberVerified(token, { claims, exp: payload.exp });
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

/** How many verified tokens are remembered (the oldest is forgotten first). */
const VERIFIED_TOKENS = 10_000;

function asId(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** Reads `Bearer <token>` from a header value. */
export function bearer(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
