/**
 * The account-linking record (issue 26, helper B; 001 §3, §5, §7): getAccountLinking and updateAccountLinking —
 * every section off at Version 0, saves on the caller's Version (a stale one: 409 and nothing written, also when two
 * saves race), the ViewId kept as text, every save audited, search-console SiteLinks linked and unlinked through
 * LinkStore after being checked against the agency's Google grants in the sandbox, rights and tenancy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS } from '../../connectors';
import { searchConsoleSites } from '../../connectors/search-console/server/sandbox';
import { LINKING_SOURCES } from '../../src/domain/account-linking';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { LINKED_CAMPAIGN_BASE } from '../../src/server/areas/connectors/links';
import {
  ADMIN,
  advertisersOf,
  agencyOf,
  CLIENT,
  grantGoogle,
  graphByEmail,
  OTHER,
  STAFF,
  startConnectorServer,
  STATION,
  SUPER,
  type ConnectorTestServer,
} from './connector-harness';
import { ENGINES } from './harness';

const GOOGLE_USER = 'g-100002';

const SECTIONS = `CallRail { Enabled BackfillComplete } FacebookAds { Enabled BackfillComplete }
  FacebookInsights { Enabled BackfillComplete } GoogleAdManager { Enabled } GoogleAds { Enabled BackfillComplete }
  GoogleAdsVideo { Enabled BackfillComplete }
  GoogleAnalytics { Enabled BackfillComplete AccountId ViewId WebPropertyId GA4PropertyId }
  GoogleSearchConsole { Enabled BackfillComplete SiteLinks } SiteImpact { Enabled BackfillComplete }`;
const GET = `query L($ppid: Int, $client: String) { getAccountLinking(ppid: $ppid, client: $client) { id Version ${SECTIONS} } }`;
const UPDATE = `mutation U($id: Int, $Version: Int, $sections: AccountLinkingInput) {
  updateAccountLinking(id: $id, Version: $Version, sections: $sections) { id Version ${SECTIONS} } }`;

describe.each(ENGINES)('the account-linking record on %s', (engine) => {
  let server: ConnectorTestServer;
  let advertiserA: number;
  let advertiserB: number;
  let advertiserB2: number;
  const sites = searchConsoleSites(GOOGLE_USER);

  const { graph, data, refusal } = graphByEmail(() => server);
  const stored = async (advertiserId: number) =>
    (await server.db
      .selectFrom('account_links')
      .select(['record', 'version'])
      .where('advertiser_id', '=', advertiserId)
      .executeTakeFirst()) ?? null;
  const audits = async () =>
    Number(
      (
        await server.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('area', '=', 'connectors')
          .where('object_type', '=', 'accountLinking')
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startConnectorServer(engine);
    const admin = await agencyOf(server, ADMIN);
    advertiserA = (await advertisersOf(server, admin.agencyId))[0]!;
    const advertisersB = await advertisersOf(server, (await agencyOf(server, OTHER)).agencyId);
    advertiserB = advertisersB[0]!;
    advertiserB2 = advertisersB[1] ?? advertisersB[0]!;
    await grantGoogle(server, {
      subject: GOOGLE_USER,
      scopes: CONNECTORS['search-console'].scopes,
      agencyId: admin.agencyId,
      createdBy: admin.userId,
      name: 'Gale Google',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 401, then 403 outside the account-linking rule, then the missing-field messages, then 404', async () => {
    expect(await refusal(null, GET, {})).toEqual({ status: 401, message: MESSAGES.notAuthenticated });
    expect(await refusal(null, UPDATE, { id: advertiserA, Version: 0 })).toEqual({
      status: 401,
      message: MESSAGES.notAuthenticated,
    });
    for (const email of [STAFF, STATION, CLIENT]) {
      expect(await refusal(email, GET, {})).toEqual({ status: 403, message: MESSAGES.notAuthorized });
      expect(await refusal(email, UPDATE, {})).toEqual({ status: 403, message: MESSAGES.notAuthorized });
    }
    expect(await refusal(ADMIN, GET, {})).toEqual({ status: 400, message: 'Missing advertiser ID' });
    expect(await refusal(ADMIN, UPDATE, { Version: 0 })).toEqual({ status: 400, message: 'Missing advertiser ID' });
    expect(await refusal(ADMIN, UPDATE, { id: advertiserA })).toEqual({
      status: 400,
      message: 'Missing required fields',
    });
    expect(await refusal(OTHER, GET, { ppid: advertiserA })).toEqual({
      status: 404,
      message: MESSAGES.advertiserNotFound,
    });
    expect(
      await refusal(OTHER, UPDATE, { id: advertiserA, Version: 0, sections: { GoogleAds: { Enabled: true } } }),
    ).toEqual({ status: 404, message: MESSAGES.advertiserNotFound });
    expect(await stored(advertiserA)).toBeNull();
  });

  it('reads a never-saved record: every section off at Version 0', async () => {
    const record = (await data(ADMIN, GET, { ppid: advertiserA, client: 'ignored' })).getAccountLinking;
    expect(record.id).toBe(advertiserA);
    expect(record.Version).toBe(0);
    for (const source of LINKING_SOURCES) expect(record[source].Enabled).toBe(false);
    expect(record.GoogleAdManager).toEqual({ Enabled: false });
    expect(record.GoogleAnalytics).toEqual({
      Enabled: false,
      BackfillComplete: false,
      AccountId: null,
      ViewId: null,
      WebPropertyId: null,
      GA4PropertyId: null,
    });
    expect(record.GoogleSearchConsole).toEqual({ Enabled: false, BackfillComplete: false, SiteLinks: [] });
  });

  it('saves on the Version read (absent sections kept), audited; a stale Version is 409 and writes nothing', async () => {
    const before = await audits();
    const first = (
      await data(ADMIN, UPDATE, {
        id: advertiserA,
        Version: 0,
        sections: {
          GoogleAnalytics: { Enabled: true, ViewId: '123456789', AccountId: '42' },
          CallRail: { Enabled: true },
        },
      })
    ).updateAccountLinking;
    expect(first.Version).toBe(1);
    expect(first.GoogleAnalytics).toMatchObject({ Enabled: true, ViewId: '123456789', AccountId: '42' });
    expect(first.CallRail).toEqual({ Enabled: true, BackfillComplete: false });
    const second = (
      await data(ADMIN, UPDATE, { id: advertiserA, Version: 1, sections: { GoogleAds: { Enabled: true } } })
    ).updateAccountLinking;
    expect(second.Version).toBe(2);
    expect(second.GoogleAnalytics.ViewId).toBe('123456789');
    expect(second.CallRail.Enabled).toBe(true);
    expect(await audits()).toBe(before + 2);
    const entry = await server.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after', 'object_id'])
      .where('object_type', '=', 'accountLinking')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('update');
    expect(entry.object_id).toBe(String(advertiserA));
    expect(JSON.parse(entry.after!)).toEqual({ GoogleAds: { Enabled: true, BackfillComplete: false } });

    const kept = await stored(advertiserA);
    const stale = await graph(ADMIN, UPDATE, {
      id: advertiserA,
      Version: 1,
      sections: { GoogleAds: { Enabled: false } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].message).toBe(messageText('accountLinkingStale'));
    expect(stale.body.errors[0].extensions).toMatchObject({ Version: 2 });
    expect(await stored(advertiserA)).toEqual(kept);
    expect(await audits()).toBe(before + 2);
    // The stored ViewId is text.
    expect(JSON.parse(kept!.record).GoogleAnalytics.ViewId).toBe('123456789');
  });

  it('lets exactly one of two racing saves on the same Version land', async () => {
    const version = (await data(ADMIN, GET, { ppid: advertiserA })).getAccountLinking.Version;
    const before = await audits();
    const results = await Promise.all(
      [true, false].map((on) =>
        graph(ADMIN, UPDATE, { id: advertiserA, Version: version, sections: { SiteImpact: { Enabled: on } } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await stored(advertiserA))!.version).toBe(version + 1);
    expect(await audits()).toBe(before + 1);
  });

  it("links and unlinks search-console sites from SiteLinks through LinkStore, checked at the agency's grants", async () => {
    const site = sites[0]!.siteUrl;
    let record = (await data(ADMIN, GET, { ppid: advertiserA })).getAccountLinking;
    const unknown = await refusal(ADMIN, UPDATE, {
      id: advertiserA,
      Version: record.Version,
      sections: { GoogleSearchConsole: { SiteLinks: [site, 'sc-domain:nobody.example'] } },
    });
    expect(unknown).toEqual({
      status: 404,
      message: messageText('searchConsoleSiteNotFound', { site: 'sc-domain:nobody.example' }),
    });
    expect((await data(ADMIN, GET, { ppid: advertiserA })).getAccountLinking.Version).toBe(record.Version);

    const linked = (
      await data(ADMIN, UPDATE, {
        id: advertiserA,
        Version: record.Version,
        sections: { GoogleSearchConsole: { SiteLinks: [site] } },
      })
    ).updateAccountLinking;
    expect(linked.GoogleSearchConsole).toEqual({ Enabled: true, BackfillComplete: false, SiteLinks: [site] });
    const link = await server.db
      .selectFrom('connector_links')
      .selectAll()
      .where('advertiser_id', '=', advertiserA)
      .where('source', '=', 'search-console')
      .executeTakeFirstOrThrow();
    expect([link.external_id, link.campaign_type, link.campaign_id, link.removed_at]).toEqual([
      site,
      'GA',
      LINKED_CAMPAIGN_BASE + link.id,
      null,
    ]);
    const sync = await server.db
      .selectFrom('connector_syncs')
      .select(['kind', 'status'])
      .where('link_id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(sync).toEqual({ kind: 'backfill', status: 'queued' });
    const linkAudit = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'link')
      .where('object_id', '=', `${advertiserA}:search-console`)
      .execute();
    expect(linkAudit.map((a) => a.action)).toEqual(['link']);

    record = (await data(ADMIN, GET, { ppid: advertiserA })).getAccountLinking;
    const unlinked = (
      await data(ADMIN, UPDATE, {
        id: advertiserA,
        Version: record.Version,
        sections: { GoogleSearchConsole: { SiteLinks: [] } },
      })
    ).updateAccountLinking;
    expect(unlinked.GoogleSearchConsole).toEqual({ Enabled: false, BackfillComplete: false, SiteLinks: [] });
    const removed = await server.db
      .selectFrom('connector_links')
      .select('removed_at')
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(removed.removed_at).not.toBeNull();
  });

  it("keeps agency B's records its own: agency A's grants cannot link B's sites, A's admin cannot read B", async () => {
    expect(await refusal(ADMIN, GET, { ppid: advertiserB })).toEqual({
      status: 404,
      message: MESSAGES.advertiserNotFound,
    });
    const record = (await data(OTHER, GET, { ppid: advertiserB2 })).getAccountLinking;
    expect(
      await refusal(OTHER, UPDATE, {
        id: advertiserB2,
        Version: record.Version,
        sections: { GoogleSearchConsole: { SiteLinks: [sites[0]!.siteUrl] } },
      }),
    ).toEqual({ status: 404, message: messageText('searchConsoleSiteNotFound', { site: sites[0]!.siteUrl }) });
    // A superuser reads any agency's record.
    expect((await data(SUPER, GET, { ppid: advertiserB2 })).getAccountLinking.id).toBe(advertiserB2);
  });
});
