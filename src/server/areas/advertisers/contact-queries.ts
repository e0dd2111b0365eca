/** The Kysely reads and writes of advertisers' contacts; no rules here (contacts.ts decides). */
import type { Db } from '../../db/database';
import type { ContactRecord } from './rows';

/** An advertiser's contacts, with their portal users' names. */
export function contactsOf(db: Db, advertiserId: number): Promise<ContactRecord[]> {
  return db
    .selectFrom('advertiser_contacts')
    .leftJoin('users', 'users.id', 'advertiser_contacts.user_id')
    .select([
      'advertiser_contacts.id',
      'advertiser_contacts.advertiser_id',
      'advertiser_contacts.contact_type',
      'advertiser_contacts.name',
      'advertiser_contacts.email',
      'advertiser_contacts.phone',
      'advertiser_contacts.phone_kind',
      'advertiser_contacts.number',
      'advertiser_contacts.title',
      'advertiser_contacts.company',
      'advertiser_contacts.user_id',
      'users.full_name as user_name',
      'advertiser_contacts.updated_at',
    ])
    .where('advertiser_contacts.advertiser_id', '=', advertiserId)
    .orderBy('advertiser_contacts.number')
    .orderBy('advertiser_contacts.name')
    .orderBy('advertiser_contacts.id')
    .execute();
}

/** A contact's stored fields. */
export interface ContactValues {
  contact_type: string;
  name: string;
  email: string | null;
  phone: string;
  phone_kind: string;
  number: number;
  title: string | null;
  company: string | null;
  user_id: number | null;
}

export async function insertContact(
  db: Db,
  advertiserId: number,
  values: ContactValues,
  at: number,
  by: number | null,
): Promise<void> {
  await db
    .insertInto('advertiser_contacts')
    .values({ ...values, advertiser_id: advertiserId, created_at: at, updated_at: at, updated_by: by })
    .execute();
}

export async function updateContact(
  db: Db,
  id: number,
  values: ContactValues,
  at: number,
  by: number | null,
): Promise<void> {
  await db
    .updateTable('advertiser_contacts')
    .set({ ...values, updated_at: at, updated_by: by })
    .where('id', '=', id)
    .execute();
}

export async function deleteContacts(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('advertiser_contacts').where('id', 'in', ids).execute();
}

/** Which of the users are members of the agency (an ended membership does not count). */
export async function agencyMembers(
  db: Db,
  agencyId: number,
  userIds: readonly number[],
  at: string,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('user_agencies')
    .innerJoin('users', 'users.id', 'user_agencies.user_id')
    .select('user_agencies.user_id')
    .where('user_agencies.agency_id', '=', agencyId)
    .where('user_agencies.user_id', 'in', userIds)
    .where((eb) => eb.or([eb('user_agencies.expires_at', 'is', null), eb('user_agencies.expires_at', '>', at)]))
    .execute();
  return new Set(rows.map((row) => Number(row.user_id)));
}
