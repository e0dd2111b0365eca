/**
 * The agency's connection rules (issue 27): a credential needing re-authorisation (connection_reauth) and a healthy
 * grant expiring within TOKEN_WARNING_DAYS (token_expiring), one alert per credential and rule. Both are facts, not
 * noise: they fire on the first evaluation that sees them (hold for 1) and clear as the settings say.
 */
import { settingsFor, type AlertSettings } from '../../../domain/alerts';
import type { ServiceContext } from '../../kernel/context';
import type { Condition } from './condition';

/** A healthy grant expiring within this many days fires token_expiring. */
export const TOKEN_WARNING_DAYS = 7;

const round = (n: number, places = 2): number => Math.round(n * 10 ** places) / 10 ** places;

export async function credentialConditions(
  ctx: ServiceContext,
  agencyId: number,
  settings: AlertSettings,
  now: number,
): Promise<Condition[]> {
  const credentials = await ctx.db
    .selectFrom('connector_credentials')
    .select(['id', 'provider', 'name', 'status', 'grant_expires_at'])
    .where('agency_id', '=', agencyId)
    .execute();
  // A refused or expiring grant is a fact, not noise: these fire on the first evaluation that sees them.
  const definite = settingsFor(settings, { holdFor: 1 });
  return credentials.flatMap((credential) => {
    const base = {
      objectKey: `credential:${credential.id}`,
      objectLabel: credential.name,
      advertiserId: null,
      campaignId: null,
      stale: false,
      settings: definite,
    };
    const expires = credential.grant_expires_at === null ? null : Number(credential.grant_expires_at);
    const params = { provider: credential.provider, name: credential.name };
    return [
      {
        ...base,
        rule: 'connection_reauth' as const,
        holds: credential.status === 'needs_reauth',
        value: null,
        text: { key: 'alertTextConnectionReauth' as const, params },
      },
      {
        ...base,
        rule: 'token_expiring' as const,
        holds:
          credential.status !== 'needs_reauth' && expires !== null && expires - now <= TOKEN_WARNING_DAYS * 86_400_000,
        value: expires === null ? null : round((expires - now) / 86_400_000, 1),
        text: {
          key: 'alertTextTokenExpiring' as const,
          params: { ...params, date: expires === null ? '' : new Date(expires).toISOString().slice(0, 10) },
        },
      },
    ];
  });
}
