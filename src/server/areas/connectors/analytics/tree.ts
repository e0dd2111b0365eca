/**
 * What the advertiser's serving Google grant reaches at the analytics source (issue 26, 001 §7): accounts, properties
 * old and GA4, views of old properties, read live over HTTP; and the object an add or delete names in that tree.
 */
import type { SessionUser } from '../../../../domain/user';
import { AppError } from '../../../kernel/errors';
import type { ExternalNode, ProviderAuth } from '../provider';
import { AnalyticsAccess, type Credential } from './access';
import { optional, strings, type AnalyticsTarget } from './answers';

export class AnalyticsTree extends AnalyticsAccess {
  /** getGaAvailableAccount: the accounts the serving grant reaches (none without a grant). */
  async accounts(user: SessionUser, advertiserId: number) {
    const { agencyId } = await this.open(user, advertiserId);
    const credential = await this.credentialFor(advertiserId, agencyId);
    if (!credential) return [];
    const auth = await this.authOf(credential);
    const nodes = await this.list(credential, auth, 'accounts');
    return nodes.map((n) => ({ Id: n.id, Name: n.name, Permissions: strings(n.fields?.Permissions) }));
  }

  /** getGaAvailableProperty / getGoogleAnalyticsAvailableProperties: an account's properties, old and GA4. */
  async properties(user: SessionUser, advertiserId: number, accountId: string) {
    const { agencyId } = await this.open(user, advertiserId);
    const credential = await this.credentialFor(advertiserId, agencyId);
    const auth = await this.authOf(credential);
    const nodes = await this.list(credential!, auth, 'properties', accountId);
    return nodes.map((n) => ({
      AccountId: String(n.fields?.AccountId ?? accountId),
      Id: n.id,
      Kind: String(n.fields?.Kind ?? ''),
      Name: n.name,
      Permissions: strings(n.fields?.Permissions),
      Vertical: optional(n.fields?.Vertical),
      WebsiteUrl: optional(n.fields?.WebsiteUrl),
      IsGA4: n.fields?.IsGA4 === true,
    }));
  }

  /** getGaAvailablePropertyView / getGoogleAnalyticsAvailableProfiles: the views of an old property (GA4: none). */
  async views(user: SessionUser, advertiserId: number, accountId: string, propertyId: string) {
    const { agencyId } = await this.open(user, advertiserId);
    const credential = await this.credentialFor(advertiserId, agencyId);
    const auth = await this.authOf(credential);
    const properties = await this.list(credential!, auth, 'properties', accountId);
    const property = properties.find((p) => p.id === propertyId);
    if (!property) throw new AppError(404, 'analyticsNotAtSource');
    if (property.fields?.IsGA4 === true) return [];
    const nodes = await this.list(credential!, auth, 'properties', propertyId);
    return nodes.map((n) => ({
      AccountId: String(n.fields?.AccountId ?? accountId),
      BotFilteringEnabled: n.fields?.BotFilteringEnabled === true,
      Id: n.id,
      Kind: String(n.fields?.Kind ?? ''),
      Name: n.name,
      Permissions: strings(n.fields?.Permissions),
      Type: String(n.fields?.Type ?? 'WEB'),
      Vertical: optional(n.fields?.Vertical),
      WebsiteUrl: optional(n.fields?.WebsiteUrl),
    }));
  }

  /** Finds the object a target names in the grant's tree: an account, a property, or a view (with its property). */
  async findTarget(
    credential: Credential,
    auth: ProviderAuth,
    target: AnalyticsTarget,
  ): Promise<{ node: ExternalNode; accountId: string; field: string; propertyId?: string }> {
    const accounts = await this.list(credential, auth, 'accounts');
    const inAccounts = target.accountId ? accounts.filter((a) => a.id === target.accountId) : accounts;
    if (target.accountId && inAccounts.length === 0) throw new AppError(404, 'analyticsNotAtSource');
    if (!target.propertyId && !target.connectorId)
      return { node: inAccounts[0]!, accountId: inAccounts[0]!.id, field: 'AccountId' };
    for (const account of inAccounts) {
      const properties = await this.list(credential, auth, 'properties', account.id);
      if (!target.connectorId) {
        const property = properties.find((p) => p.id === target.propertyId);
        if (property)
          return {
            node: property,
            accountId: account.id,
            field: property.fields?.IsGA4 ? 'GA4PropertyId' : 'WebPropertyId',
          };
        continue;
      }
      for (const property of properties) {
        if (property.fields?.IsGA4 === true || (target.propertyId && property.id !== target.propertyId)) continue;
        const views = await this.list(credential, auth, 'properties', property.id);
        const view = views.find((v) => v.id === target.connectorId);
        if (view) return { node: view, accountId: account.id, field: 'ViewId', propertyId: property.id };
      }
    }
    throw new AppError(404, 'analyticsNotAtSource');
  }
}
