/**
 * Search console (issue 26, 001 §7 getGoogleSearchConsole): the agency's Google grants holding the search-console
 * scope and the sites each reaches now (a refused grant is marked needs_reauth and lists no site).
 */
import { CONNECTORS } from '../../../../../connectors';
import type { SessionUser } from '../../../../domain/user';
import { AppError } from '../../../kernel/errors';
import { credentialAuth, CredentialUnavailable, markNeedsReauth } from '../credential-auth';
import { credentialsOf } from '../credentials/queries';
import { ProviderAuthError, type ExternalNode } from '../provider';
import { AnalyticsAccess, LIST_LIMIT, scopesOf, type Credential } from './access';

const SEARCH_CONSOLE = CONNECTORS['search-console'];

export class SearchConsoleSites extends AnalyticsAccess {
  /** getGoogleSearchConsole: the agency's Google grants with the search-console scope and their sites. */
  async searchConsole(user: SessionUser, advertiserId: number) {
    const { agencyId } = await this.open(user, advertiserId);
    const answers = [];
    for (const { credential, sites } of await this.sitesOf(agencyId)) {
      answers.push({
        Email: credential.email ?? '',
        names: [credential.first_name, credential.last_name].filter((n): n is string => !!n),
        PictureUrl: credential.picture_url,
        Properties: sites.map((s) => ({ id: s.id, url: s.id, urlType: String(s.fields?.urlType ?? 'URL_PREFIX') })),
        Source: 'google',
        UserId: credential.external_id,
        UserSource: 'GoogleSearchConsole',
        name: credential.name,
      });
    }
    return answers;
  }

  /** Each Google grant of the agency holding the search-console scope, with the sites it reaches now. */
  async sitesOf(agencyId: number): Promise<{ credential: Credential; sites: ExternalNode[] }[]> {
    const credentials = (await credentialsOf(this.ctx.db, agencyId, 'google').orderBy('id').execute()).filter((c) =>
      scopesOf(c).includes(SEARCH_CONSOLE.scopes[0]!),
    );
    const result = [];
    for (const credential of credentials) {
      let sites: ExternalNode[] = [];
      if (credential.status === 'healthy') {
        try {
          const auth = await credentialAuth(this.ctx.db, this.ctx.connectors.vault, credential.id, this.ctx);
          sites = (await this.sites.listNodes(auth, { kind: 'sites', limit: LIST_LIMIT, offset: 0 })).items;
        } catch (error) {
          if (error instanceof ProviderAuthError)
            await markNeedsReauth(this.ctx.db, credential.id, error.message, this.ctx.now);
          else if (!(error instanceof CredentialUnavailable)) throw new AppError(502, 'analyticsSourceFailed');
        }
      }
      result.push({ credential, sites });
    }
    return result;
  }
}
