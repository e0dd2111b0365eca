/**
 * Time checks every signed token (access, grant, partner) shares beyond jose's own `exp` check: a token issued
 * in the future, or valid for longer than its kind is ever issued for, is refused. jose checks neither by default.
 */

/** How far a token's `iat` may lie ahead of our clock (seconds): partners' and instances' clocks drift a little. */
export const MAX_CLOCK_SKEW_SECONDS = 60;

/**
 * Whether a token's `iat` and `exp` are numbers, `iat` at most MAX_CLOCK_SKEW_SECONDS after `nowMs`, and `exp`
 * at most `maxLifetimeSeconds` after `iat`.
 */
export function tokenTimesValid(
  claims: { iat?: unknown; exp?: unknown },
  nowMs: number,
  maxLifetimeSeconds: number,
): boolean {
  const { iat, exp } = claims;
  if (typeof iat !== 'number' || typeof exp !== 'number' || !Number.isFinite(iat) || !Number.isFinite(exp))
    return false;
  return iat * 1000 <= nowMs + MAX_CLOCK_SKEW_SECONDS * 1000 && exp - iat <= maxLifetimeSeconds;
}
