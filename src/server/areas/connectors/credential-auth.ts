/**
 * What a source's adapter authenticates with for an agency credential: its opened secrets (issue 26). The OAuth
 * part (refresh ahead of expiry, a refused grant marking the credential `needs_reauth`) is the credentials area's;
 * this is the one read every caller goes through.
 */
import type { Db } from '../../db/database';
import type { TokenVault } from '../../kernel/vault';
import type { ProviderAuth } from './provider';

/** A credential that cannot be used: missing, or its grant needs renewing. */
export class CredentialUnavailable extends Error {
  override readonly name = 'CredentialUnavailable';
  constructor(
    readonly credentialId: number,
    readonly reason: 'missing' | 'needs_reauth',
  ) {
    super(`credential ${credentialId} is ${reason === 'missing' ? 'gone' : 'waiting for a new grant'}`);
  }
}

/** The opened secrets of a credential; refuses one that is gone or needs re-authorisation. */
export async function credentialAuth(db: Db, vault: TokenVault, credentialId: number): Promise<ProviderAuth> {
  const row = await db
    .selectFrom('connector_credentials')
    .select(['status', 'access_token_enc', 'api_key_enc', 'external_id', 'kind'])
    .where('id', '=', credentialId)
    .executeTakeFirst();
  if (!row) throw new CredentialUnavailable(credentialId, 'missing');
  if (row.status === 'needs_reauth') throw new CredentialUnavailable(credentialId, 'needs_reauth');
  return {
    accessToken: row.access_token_enc ? vault.open(row.access_token_enc) : null,
    apiKey: row.api_key_enc ? vault.open(row.api_key_enc) : null,
    accountId: row.kind === 'oauth' ? null : row.external_id,
  };
}
