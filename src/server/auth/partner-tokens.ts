import { errors, jwtVerify } from 'jose';
import type { Db } from '../db/database';
import type { ActiveScope } from './session-user';
import { tokenTimesValid } from './token-times';

/** The longest a partner token may be valid for; a longer one is refused as unsafe. */
const MAX_LIFETIME_S = 5 * 60;

export interface PartnerClaims extends Partial<ActiveScope> {
  email: string;
}

/**
 * Partner sign-on (`/api/ahlogin`): an HS256 JWT signed with the shared partner secret, carrying `email`,
 * a unique `jti`, `iat` at most a minute ahead of our clock, `exp` at most five minutes after `iat`, and
 * optionally the agency, sub-agency and station to open. Each `jti` works once.
 */
export async function verifyPartnerToken(
  db: Db,
  secret: string,
  token: string,
  now = Date.now(),
): Promise<PartnerClaims | null> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(now),
      requiredClaims: ['exp', 'iat', 'jti'],
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
  // A token issued in the future would stretch its five minutes: refused beyond a minute's clock drift.
  if (typeof payload.email !== 'string' || !payload.jti || !tokenTimesValid(payload, now, MAX_LIFETIME_S)) return null;
  const used = await db
    .insertInto('partner_token_uses')
    .values({ jti: payload.jti, used_at: now })
    .onConflict((oc) => oc.column('jti').doNothing())
    .executeTakeFirst();
  if (Number(used.numInsertedOrUpdatedRows ?? 0n) !== 1) return null;
  return {
    email: payload.email,
    agency_id: num(payload.agency_id),
    sub_agency_id: num(payload.sub_agency_id),
    station_id: num(payload.station_id),
  };
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}
