/**
 * The advertiser's account-linking record (001 §3) as links change it: which linking section a link belongs to, the
 * stored record and its Version. A section belongs to the sources whose manifest lists it (SiteImpact to both Site
 * Impact sources) and to all their campaign types, except the sections of a source with two sections, which split
 * its campaign types: GoogleAds the search campaigns, GoogleAdsVideo the video ones, FacebookAds the ad campaigns,
 * FacebookInsights the pages. An object of a two-section source with no data (an account) belongs to no section.
 */
import type { Transaction } from 'kysely';
import { CONNECTOR_LIST, CONNECTORS } from '../../../../connectors';
import type { LinkingSource } from '../../../domain/account-linking';
import { hasBackfill, LINKING_SOURCES } from '../../../domain/account-linking';
import type { ConnectorId } from '../../../domain/connectors';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

type Executor = Transaction<Database> | Db;

/** The campaign types of the sections that take only some of their source's types (the manifests' order). */
export const SECTION_CAMPAIGN_TYPES: Readonly<Partial<Record<LinkingSource, readonly string[]>>> = {
  GoogleAds: ['GOOGLESEARCH'],
  GoogleAdsVideo: ['GOOGLEVIDEO'],
  FacebookAds: ['SOCIAL'],
  FacebookInsights: ['FBINSIGHTS'],
};

/** The sections a link of `source` whose data lands as `campaignType` (null: no data) belongs to. */
export function sectionsOfLink(source: ConnectorId, campaignType: string | null): LinkingSource[] {
  return CONNECTORS[source].linkingSections.filter((section) => {
    const types = SECTION_CAMPAIGN_TYPES[section];
    return types === undefined || (campaignType !== null && types.includes(campaignType));
  });
}

/** The sources whose links can belong to `section`. */
export function sourcesOfSection(section: LinkingSource): ConnectorId[] {
  return CONNECTOR_LIST.filter((manifest) => manifest.linkingSections.includes(section)).map((m) => m.id);
}

/** The sections touched by links (each with its source and campaign type). */
export function sectionsOfLinks(links: readonly { source: ConnectorId; campaign_type: string | null }[]) {
  return [...new Set(links.flatMap((link) => sectionsOfLink(link.source, link.campaign_type)))];
}

/**
 * Which of `sections` the advertiser still has a live link of; with `waitingBackfill`, only links whose data is
 * not backfilled yet count.
 */
export async function sectionsWithLinks(
  executor: Executor,
  advertiserId: number,
  sections: readonly LinkingSource[],
  waitingBackfill = false,
): Promise<Set<LinkingSource>> {
  const sources = [...new Set(sections.flatMap(sourcesOfSection))];
  if (sources.length === 0) return new Set();
  let query = executor
    .selectFrom('connector_links')
    .select(['source', 'campaign_type'])
    .where('advertiser_id', '=', advertiserId)
    .where('source', 'in', sources)
    .where('removed_at', 'is', null);
  if (waitingBackfill) query = query.where('campaign_id', 'is not', null).where('backfill_complete', '=', 0);
  const wanted = new Set(sections);
  return new Set(sectionsOfLinks(await query.execute()).filter((section) => wanted.has(section)));
}

/** A linking record's sections (001 §3), as stored. */
export type LinkingRecord = Partial<Record<LinkingSource, Record<string, unknown>>>;

/** A new advertiser's record: every section off. */
export function emptyLinkingRecord(): LinkingRecord {
  return Object.fromEntries(
    LINKING_SOURCES.map((source) => [
      source,
      hasBackfill(source) ? { Enabled: false, BackfillComplete: false } : { Enabled: false },
    ]),
  );
}

/** Reads an advertiser's record and Version (an empty record at Version 0 when none is stored). */
export async function readLinkingRecord(
  executor: Executor,
  advertiserId: number,
): Promise<{ record: LinkingRecord; version: number }> {
  const row = await executor
    .selectFrom('account_links')
    .select(['record', 'version'])
    .where('advertiser_id', '=', advertiserId)
    .executeTakeFirst();
  if (!row) return { record: emptyLinkingRecord(), version: 0 };
  return { record: { ...emptyLinkingRecord(), ...(JSON.parse(row.record) as LinkingRecord) }, version: row.version };
}

/**
 * Changes an advertiser's record in `trx` through `change` and stores it as the next Version (the sync engine's
 * BackfillComplete and the links' Enabled use it; updateAccountLinking checks the caller's Version first).
 */
export async function updateSections(
  trx: Transaction<Database>,
  advertiserId: number,
  userId: number | null,
  now: number,
  change: (record: LinkingRecord) => void,
): Promise<{ record: LinkingRecord; version: number }> {
  const { record, version } = await readLinkingRecord(trx, advertiserId);
  change(record);
  const text = JSON.stringify(record);
  if (version === 0) {
    await trx
      .insertInto('account_links')
      .values({ advertiser_id: advertiserId, record: text, version: 1, updated_at: now, updated_by: userId })
      .execute();
    return { record, version: 1 };
  }
  await trx
    .updateTable('account_links')
    .set({ record: text, version: version + 1, updated_at: now, updated_by: userId })
    .where('advertiser_id', '=', advertiserId)
    .where('version', '=', version)
    .execute();
  return { record, version: version + 1 };
}

type SectionFlag = 'Enabled' | 'BackfillComplete';

/**
 * Sets `field` of each section to its value in `values`, as one new Version, only when that changes the record
 * (so a link change that leaves every section as it was keeps the Version). Answers whether it wrote.
 */
export async function setSectionFlags(
  trx: Transaction<Database>,
  advertiserId: number,
  field: SectionFlag,
  values: ReadonlyMap<LinkingSource, boolean>,
  userId: number | null,
  now: number,
): Promise<boolean> {
  return setFlags(trx, advertiserId, { [field]: values }, userId, now);
}

/** Several flags of several sections as one new Version, written only when something changes. */
async function setFlags(
  trx: Transaction<Database>,
  advertiserId: number,
  flags: Partial<Record<SectionFlag, ReadonlyMap<LinkingSource, boolean>>>,
  userId: number | null,
  now: number,
): Promise<boolean> {
  const changes = (Object.entries(flags) as [SectionFlag, ReadonlyMap<LinkingSource, boolean>][]).flatMap(
    ([field, values]) =>
      [...values]
        .filter(([section]) => field === 'Enabled' || hasBackfill(section))
        .map(([section, value]) => ({ section, field, value })),
  );
  if (changes.length === 0) return false;
  const { record } = await readLinkingRecord(trx, advertiserId);
  if (changes.every(({ section, field, value }) => record[section]?.[field] === value)) return false;
  await updateSections(trx, advertiserId, userId, now, (next) => {
    for (const { section, field, value } of changes) next[section] = { ...next[section], [field]: value };
  });
  return true;
}

/**
 * After a link change in `trx`: the sections of the linked `links` on, with BackfillComplete false while one of
 * their data links waits for its backfill (true when none does, e.g. a flight that has not started), or (unlinked)
 * off where no live link of the section is left; one new Version at most.
 */
export async function setLinksEnabled(
  trx: Transaction<Database>,
  advertiserId: number,
  links: readonly { source: ConnectorId; campaign_type: string | null }[],
  enabled: boolean,
  userId: number | null,
  now: number,
): Promise<boolean> {
  const sections = sectionsOfLinks(links);
  if (enabled) {
    // A new link's section waits for its backfill; one with nothing to load yet (a future flight) does not.
    const waiting = await sectionsWithLinks(trx, advertiserId, sections, true);
    const backfill = new Map(
      sectionsOfLinks(links.filter((l) => l.campaign_type !== null)).map((s) => [s, !waiting.has(s)] as const),
    );
    const on = new Map(sections.map((s) => [s, true] as const));
    return setFlags(trx, advertiserId, { Enabled: on, BackfillComplete: backfill }, userId, now);
  }
  const kept = await sectionsWithLinks(trx, advertiserId, sections);
  const values = new Map(sections.filter((s) => !kept.has(s)).map((s) => [s, false] as const));
  return setSectionFlags(trx, advertiserId, 'Enabled', values, userId, now);
}
