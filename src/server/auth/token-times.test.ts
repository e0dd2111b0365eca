import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { GrantTokens, type Grant } from './grants';
import { tokenTimesValid } from './token-times';
import { ACCESS_TOKEN_SECONDS, AccessTokens } from './tokens';

const NOW = Date.parse('2026-06-15T16:00:00Z');
const SECRET = 'a-test-secret-of-enough-length-0123456789';
const DAY_MS = 86_400_000;

const grant: Grant = {
  kind: 'share',
  shareId: 1,
  generation: 0,
  agencyId: 1,
  advertiserId: 2,
  campaignIds: [3],
  tab: 'summary',
  daterange: 'last7days',
  startDate: null,
  endDate: null,
  editableRange: false,
  view: 'client',
  requestedBy: null,
  orderId: null,
};

describe('token times', () => {
  it('accepts iat up to 60 s ahead of the clock and refuses it beyond', () => {
    const at = (iat: number) => tokenTimesValid({ iat, exp: iat + 300 }, NOW, 300);
    expect(at(NOW / 1000)).toBe(true);
    expect(at(NOW / 1000 + 60)).toBe(true);
    expect(at(NOW / 1000 + 61)).toBe(false);
    expect(at(NOW / 1000 + 30 * 86_400)).toBe(false);
  });

  it('refuses a lifetime beyond the kind’s longest and missing or non-numeric times', () => {
    const iat = NOW / 1000;
    expect(tokenTimesValid({ iat, exp: iat + 301 }, NOW, 300)).toBe(false);
    expect(tokenTimesValid({ exp: iat + 60 }, NOW, 300)).toBe(false);
    expect(tokenTimesValid({ iat }, NOW, 300)).toBe(false);
    expect(tokenTimesValid({ iat: String(iat), exp: iat + 60 }, NOW, 300)).toBe(false);
  });

  it('access tokens issued 30 days ahead (signed with our key) are refused; 30 s of drift is not', async () => {
    const tokens = new AccessTokens(SECRET, () => NOW);
    const claims = { userId: 7, sessionId: 's', agency_id: 1, sub_agency_id: null, station_id: null };
    expect(await tokens.verify(await tokens.sign(claims, NOW + 30 * DAY_MS))).toBeNull();
    expect(await tokens.verify(await tokens.sign(claims, NOW + 30 * DAY_MS), { ignoreExpiry: true })).toBeNull();
    expect(await tokens.verify(await tokens.sign(claims, NOW + 30_000))).toEqual(claims);
  });

  it('access tokens valid for longer than we issue them are refused', async () => {
    const iat = NOW / 1000;
    const long = await new SignJWT({ typ: 'access', sid: 's' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_SECONDS + 1)
      .sign(new TextEncoder().encode(SECRET));
    expect(await new AccessTokens(SECRET, () => NOW).verify(long)).toBeNull();
  });

  it('grants issued 30 days ahead are refused; 30 s of drift is not', async () => {
    const verifier = new GrantTokens(SECRET, () => NOW);
    const signedAt = (at: number) => new GrantTokens(SECRET, () => at).sign(grant, 600);
    expect(await verifier.verify(await signedAt(NOW + 30 * DAY_MS))).toBeNull();
    expect(await verifier.verify(await signedAt(NOW + 30_000))).toEqual(grant);
  });
});
