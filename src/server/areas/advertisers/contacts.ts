/**
 * An advertiser's contacts (000 §5, 001 §3, §9): read as a list and saved as a whole set. Each contact passes the
 * contact form's rule (domain/contact-form.ts), whose first failure answers 400 with the spec's text and the
 * field named `contacts[i].<field>`; the placeholder unknown e-mail is stored as none. The set replaces the old
 * one (contacts with an id are updated, those without created, the missing removed) in one transaction with its
 * audit entry (area 'advertisers', object type 'contacts').
 */
import { storedContactEmail, validateContact, type ContactField } from '../../../domain/contact-form';
import { MESSAGES, type MessageKey } from '../../../domain/messages';
import type { SessionUser } from '../../../domain/user';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { scopeOf } from '../../kernel/tenancy';
import { openAdvertiser } from './access';
import {
  agencyMembers,
  contactsOf,
  deleteContacts,
  insertContact,
  updateContact,
  type ContactValues,
} from './contact-queries';
import { byPosition, contactOf, type Contact } from './rows';
import { actorOf, writing } from '../../kernel/writing';

/** A contact as the body carries it (contact.schema.json). */
export interface ContactBody {
  id?: number;
  type: string;
  name: string;
  email?: string | null;
  phone: string;
  phone_kind: string;
  number: number;
  title?: string | null;
  company?: string | null;
  user_id?: number | null;
}

/** The catalogue key of a rule's text (the rule answers texts; AppError carries keys). */
function keyOfText(text: string): MessageKey {
  const key = (Object.keys(MESSAGES) as MessageKey[]).find((candidate) => MESSAGES[candidate] === text);
  return key ?? 'invalidRequest';
}

/**
 * The first broken rule of a list of contacts, as the 400 the client shows: the spec's text and the field. Runs on
 * the raw body, before the schema, so a contact gets the form's own words rather than a schema message.
 */
export function checkContacts(contacts: unknown): void {
  if (!Array.isArray(contacts)) return;
  contacts.forEach((contact: unknown, index) => {
    const errors = validateContact(contact && typeof contact === 'object' ? contact : {});
    const [field, text] = (Object.entries(errors) as [ContactField, string][])[0] ?? [];
    if (field && text) {
      throw new AppError(400, keyOfText(text), { details: { field: `contacts[${index}].${field}` } });
    }
  });
}

export class ContactService {
  constructor(private readonly ctx: ServiceContext) {}

  /** GET /api/getContacts/{id}. */
  async list(user: SessionUser, advertiserId: number): Promise<{ contacts: Contact[] }> {
    const scope = await scopeOf(this.ctx.db, user);
    await openAdvertiser(this.ctx.db, scope, user, advertiserId);
    return { contacts: await this.contacts(this.ctx.db, advertiserId) };
  }

  /** POST /api/advertiserContactsUpdate/{propertyId}: the advertiser's whole contact set. */
  async replace(
    user: SessionUser,
    advertiserId: number,
    body: { contacts: ContactBody[]; userId?: number },
  ): Promise<{ contacts: Contact[] }> {
    checkContacts(body.contacts);
    // The catalogue's `userId` names who saves; the session already does, so another user's id is refused.
    if (body.userId !== undefined && body.userId !== user.user_id) {
      throw new AppError(400, 'contactsUserIdNotCaller', { details: { field: 'userId' } });
    }
    const scope = await scopeOf(this.ctx.db, user);
    return writing(this.ctx, async (trx) => {
      const advertiser = await openAdvertiser(trx, scope, user, advertiserId);
      const before = await this.contacts(trx, advertiserId);
      const known = new Set(before.map((contact) => contact.id));
      body.contacts.forEach((contact, index) => {
        if (contact.id !== undefined && !known.has(contact.id)) {
          throw new AppError(400, 'contactUnknown', {
            params: { id: contact.id },
            details: { field: `contacts[${index}].id` },
          });
        }
      });
      await this.checkUsers(trx, advertiser.agency_id, body.contacts);
      const at = this.ctx.now();
      const kept = new Set<number>();
      for (const contact of body.contacts) {
        const values = valuesOf(contact);
        if (contact.id === undefined) await insertContact(trx, advertiserId, values, at, user.user_id);
        else {
          kept.add(contact.id);
          await updateContact(trx, contact.id, values, at, user.user_id);
        }
      }
      await deleteContacts(
        trx,
        before.filter((contact) => !kept.has(contact.id)).map((contact) => contact.id),
      );
      const after = await this.contacts(trx, advertiserId);
      await this.ctx.audit.write(trx, {
        actor: actorOf(user),
        agencyId: advertiser.agency_id,
        area: 'advertisers',
        objectType: 'contacts',
        objectId: advertiserId,
        objectLabel: advertiser.name,
        action: 'update',
        before: before.map(auditedContact),
        after: after.map(auditedContact),
      });
      return { contacts: after };
    });
  }

  /** A contact's portal user must be a member of the advertiser's agency (400 naming the contact otherwise). */
  private async checkUsers(db: Db, agencyId: number, contacts: readonly ContactBody[]): Promise<void> {
    const wanted = [...new Set(contacts.flatMap((contact) => (contact.user_id ? [contact.user_id] : [])))];
    const members = await agencyMembers(db, agencyId, wanted, new Date(this.ctx.now()).toISOString());
    contacts.forEach((contact, index) => {
      if (contact.user_id && !members.has(contact.user_id)) {
        throw new AppError(400, 'contactUserOutside', { details: { field: `contacts[${index}].user_id` } });
      }
    });
  }

  private async contacts(db: Db, advertiserId: number): Promise<Contact[]> {
    return (await contactsOf(db, advertiserId)).map(contactOf).sort(byPosition);
  }
}

/** The stored fields of a contact from the body: trimmed, the placeholder e-mail dropped. */
function valuesOf(contact: ContactBody): ContactValues {
  return {
    contact_type: contact.type,
    name: contact.name.trim(),
    email: storedContactEmail(contact.email),
    phone: contact.phone.trim(),
    phone_kind: contact.phone_kind,
    number: Number(contact.number),
    title: contact.title?.trim() || null,
    company: contact.company?.trim() || null,
    user_id: contact.user_id ?? null,
  };
}

/** A contact as the audit log keeps it (no derived fields). */
function auditedContact(contact: Contact): Record<string, unknown> {
  const { type_label: _label, phone_display: _display, user_name: _user, updated_at: _at, ...stored } = contact;
  return stored;
}
