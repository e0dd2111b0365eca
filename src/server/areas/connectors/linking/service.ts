/**
 * The account-linking record calls (issue 26, helper B; 001 §3, §5, §7): getAccountLinking reads an advertiser's
 * record (every section off at Version 0 while never saved); updateAccountLinking saves the sections given (absent
 * ones keep their value; the analytics ViewId as text) on the caller's Version — a stale one is 409 and nothing is
 * written — audited. The search-console section's SiteLinks are links: sites added are checked against the agency's
 * Google grants (404 otherwise, before anything is written) and linked through LinkStore (a GA-type campaign and a
 * queued backfill each), sites removed are unlinked.
 */
import { LINKING_SOURCES, type LinkingSource } from '../../../../domain/account-linking';
import type { SessionUser } from '../../../../domain/user';
import type { AppContext } from '../../../context';
import { AppError } from '../../../kernel/errors';
import { actorOf, type AnalyticsService } from '../analytics/service';
import { readLinkingRecord } from '../links';
import { answerOf, saveRecord, type LinkingAnswer } from './record';

/** The sections to change, as updateAccountLinking receives them. */
export type SectionsInput = Partial<Record<LinkingSource, Record<string, unknown> | null>>;

export class AccountLinkingService {
  constructor(
    private readonly ctx: AppContext,
    private readonly analytics: AnalyticsService,
  ) {}

  async read(user: SessionUser, advertiserId: number): Promise<LinkingAnswer> {
    await this.analytics.open(user, advertiserId);
    const { record, version } = await readLinkingRecord(this.ctx.db, advertiserId);
    return answerOf(advertiserId, record, version);
  }

  async update(
    user: SessionUser,
    advertiserId: number,
    version: number,
    sections: SectionsInput,
  ): Promise<LinkingAnswer> {
    const { agencyId } = await this.analytics.open(user, advertiserId);
    const current = await readLinkingRecord(this.ctx.db, advertiserId);
    if (current.version !== version)
      throw new AppError(409, 'accountLinkingStale', { details: { Version: current.version } });

    // Sites to link and unlink, checked at the source before anything is written.
    const wanted = sections.GoogleSearchConsole?.SiteLinks;
    const siteLinks = Array.isArray(wanted) ? [...new Set(wanted.map(String))] : null;
    const linked = await this.analytics.links.list(advertiserId, 'search-console');
    const toLink: { site: string; credentialId: number; urlType: string }[] = [];
    let toUnlink: string[] = [];
    if (siteLinks) {
      const adding = siteLinks.filter((site) => !linked.some((l) => l.external_id === site));
      toUnlink = linked.filter((l) => !siteLinks.includes(l.external_id)).map((l) => l.external_id);
      if (adding.length > 0) {
        const reachable = await this.analytics.sitesOf(agencyId);
        for (const site of adding) {
          const owner = reachable.find((r) => r.credential.status === 'healthy' && r.sites.some((s) => s.id === site));
          if (!owner) throw new AppError(404, 'searchConsoleSiteNotFound', { params: { site } });
          const node = owner.sites.find((s) => s.id === site)!;
          toLink.push({ site, credentialId: owner.credential.id, urlType: String(node.fields?.urlType ?? '') });
        }
      }
    }

    await this.ctx.db.transaction().execute((trx) =>
      saveRecord(trx, this.ctx.audit, this.ctx.now(), {
        advertiserId,
        agencyId,
        expectedVersion: version,
        actor: actorOf(user),
        action: 'update',
        label: `Account linking of advertiser ${advertiserId}`,
        change: (record) => {
          for (const source of LINKING_SOURCES) {
            const given = sections[source];
            if (!given) continue;
            const next: Record<string, unknown> = { ...record[source] };
            for (const [field, value] of Object.entries(given)) if (value !== undefined) next[field] = value;
            if (source === 'GoogleSearchConsole' && siteLinks) next.SiteLinks = siteLinks;
            record[source] = next;
          }
        },
      }),
    );

    const actor = actorOf(user);
    for (const { site, credentialId } of toLink) {
      await this.analytics.links.link({
        advertiserId,
        agencyId,
        source: 'search-console',
        credentialId,
        objects: [{ kind: 'sites', externalId: site, name: site, accountId: null, campaignType: 'GA' }],
        actor,
      });
    }
    if (toUnlink.length > 0)
      await this.analytics.links.unlink({
        advertiserId,
        agencyId,
        source: 'search-console',
        externalIds: toUnlink,
        actor,
      });
    const { record, version: saved } = await readLinkingRecord(this.ctx.db, advertiserId);
    return answerOf(advertiserId, record, saved);
  }
}
