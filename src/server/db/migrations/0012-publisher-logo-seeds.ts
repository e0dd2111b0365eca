import { sql, type Kysely } from 'kysely';

/**
 * Publisher logos (issue 20, H3):
 * - one logo name per spelling: a unique index on lower(name), since names compare without regard to case;
 * - the twelve logos the dashboards showed from a fixed map until now (files under public/brand/publishers), with
 *   'roku' an alias of 'Roku Channel', so nothing changes on screen. Seeded here, once per database, so a logo an
 *   administrator deletes stays deleted (a seed at every start would bring it back).
 */
const SEEDS: readonly (readonly [name: string, slug: string])[] = [
  ['Hulu', 'hulu'],
  ['Roku Channel', 'roku-channel'],
  ['Pluto TV', 'pluto-tv'],
  ['Samsung TV Plus', 'samsung-tv-plus'],
  ['Tubi', 'tubi'],
  ['Peacock', 'peacock'],
  ['Paramount+', 'paramount-plus'],
  ['Sling TV', 'sling-tv'],
  ['Fubo', 'fubo'],
  ['Philo', 'philo'],
  ['YouTube TV', 'youtube-tv'],
  ['Amazon Freevee', 'amazon-freevee'],
];
const ALIASES: readonly (readonly [alias: string, name: string])[] = [['roku', 'Roku Channel']];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index publisher_logos_name_ci on publisher_logos (lower(name))`.execute(db);
  const at = new Date().toISOString();
  for (const [name, slug] of SEEDS)
    await sql`insert into publisher_logos (name, url, created_at, updated_at)
      values (${name}, ${`/brand/publishers/${slug}.svg`}, ${at}, ${at})`.execute(db);
  for (const [alias, name] of ALIASES)
    await sql`insert into publisher_logo_aliases (alias, logo_name) values (${alias}, ${name})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [alias] of ALIASES) await sql`delete from publisher_logo_aliases where alias = ${alias}`.execute(db);
  for (const [name] of SEEDS) await sql`delete from publisher_logos where name = ${name}`.execute(db);
  await sql`drop index publisher_logos_name_ci`.execute(db);
}
