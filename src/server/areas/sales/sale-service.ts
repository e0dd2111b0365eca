/**
 * The end of a prospect's road (issue 28 §5, §6): the proposal PDF (printed by the export pipeline's browser pool,
 * then logged as the system call ProposalSent with its price sentence) and the sale, which links an advertiser of
 * the agency or creates one where the customer sits, with its contacts, so the client's dashboards are a click away.
 */
import { priceSentence, proposalPrice, type ProposalChoice } from '../../../domain/sales-price';
import type { SessionUser } from '../../../domain/user';
import type { Db } from '../../db/database';
import type { BrowserPool } from '../../exports/browser-pool';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { isUniqueViolation } from '../../services/layout-editor-types';
import { checkPlacement } from '../advertisers/access';
import { insertContact } from '../advertisers/contact-queries';
import { agencyDefaults, findAdvertiser, insertAdvertiser, nextAdvertiserId } from '../advertisers/queries';
import { infoFieldsOf } from '../advertisers/rows';
import { actorOf, writing } from '../../kernel/writing';
import { auditCustomer, detailOf, holderOf, openCustomer, openForWrite, systemCall, viewerFor } from './access';
import { proposalFileName, renderProposalPdf } from './proposal/pdf';
import { customerContacts, updateCustomer } from './queries';
import type { CustomerDetail, CustomerRecord } from './rows';
import { requireWorkable, type Viewer } from './rule';

/** The main number of a contact's phone, as an advertiser's phone field takes it (no extension). */
function advertiserPhone(phone: string | undefined): string | null {
  const main = phone?.match(/(\(\d{3}\)|\d{3})[\s-]?\d{3}[\s-]?\d{4}/);
  return main ? main[0] : null;
}

export class SaleService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly pool: BrowserPool,
  ) {}

  /**
   * POST /api/sales/customers/{id}/proposal: the rule is checked before printing and again in the transaction that
   * logs it (printing holds no transaction open). Answers the PDF and its file name.
   */
  async proposal(user: SessionUser, id: number, choice: ProposalChoice): Promise<{ pdf: Buffer; fileName: string }> {
    const viewer = await viewerFor(this.ctx, user);
    const record = await openCustomer(this.ctx.db, viewer, id);
    requireWorkable(record, viewer, holderOf(record));
    const [first] = await customerContacts(this.ctx.db, id);
    const pdf = await renderProposalPdf(this.ctx, this.pool, {
      agencyId: record.agency_id,
      customer: {
        name: record.name,
        address: record.address,
        city: record.city,
        state: record.state,
        zip: record.zip,
        category: record.category,
        contactName: first?.name ?? null,
        stationName: record.station_name,
      },
      rep: { name: user.full_name, email: user.email },
      choice,
      at: viewer.now,
    });
    const sentence = priceSentence(proposalPrice(choice));
    await writing(this.ctx, async (trx) => {
      const current = await openForWrite(trx, viewer, id);
      requireWorkable(current, viewer, holderOf(current));
      await systemCall(trx, viewer, id, 'ProposalSent', { notes: sentence });
      await updateCustomer(trx, id, { updated_at: viewer.now, updated_by: user.user_id });
      await auditCustomer(this.ctx, trx, viewer, current, 'proposal', undefined, { ...choice, price: sentence });
    });
    return { pdf, fileName: proposalFileName(record.name) };
  }

  /**
   * POST /api/sales/customers/{id}/sell: links `advertiserId` (one the caller sees, of the customer's agency) or
   * creates the advertiser; marks the customer sold, ends its reservation, logs the system call Sold. Answers the
   * customer in post-sale mode and the advertiser.
   */
  async sell(
    user: SessionUser,
    id: number,
    input: { advertiserId?: number; industry?: string },
  ): Promise<{ customer: CustomerDetail; advertiser: { id: number; name: string } }> {
    const viewer = await viewerFor(this.ctx, user);
    const attempt = () =>
      writing(this.ctx, async (trx) => {
        const record = await openForWrite(trx, viewer, id);
        requireWorkable(record, viewer, holderOf(record));
        const advertiser =
          input.advertiserId === undefined
            ? await this.createAdvertiser(trx, viewer, record, input.industry)
            : await this.linkable(trx, viewer, record, input.advertiserId);
        await updateCustomer(trx, id, {
          is_sold: 1,
          sold_at: viewer.now,
          sold_by: user.user_id,
          advertiser_id: advertiser.id,
          reserved_by: null,
          reserved_org: null,
          reserved_until: null,
          updated_at: viewer.now,
          updated_by: user.user_id,
        });
        await systemCall(trx, viewer, id, 'Sold', { notes: advertiser.name });
        await auditCustomer(
          this.ctx,
          trx,
          viewer,
          record,
          'sell',
          { isSold: false },
          { isSold: true, advertiserId: advertiser.id, created: input.advertiserId === undefined },
        );
        return { customer: await detailOf(trx, viewer, id, true), advertiser };
      });
    try {
      return await attempt();
    } catch (error) {
      // Two new advertisers took the same next id at once: the second tries again with the one after.
      if (isUniqueViolation(error) || isUniqueViolation((error as { cause?: unknown }).cause)) return attempt();
      throw error;
    }
  }

  /** An existing advertiser to link: in the caller's scope (404) and of the customer's agency (400). */
  private async linkable(
    trx: Db,
    viewer: Viewer,
    record: CustomerRecord,
    advertiserId: number,
  ): Promise<{ id: number; name: string }> {
    const found = await findAdvertiser(trx, viewer.scope, viewer.user, advertiserId);
    if (!found) throw new AppError(404, 'advertiserNotFound');
    if (found.agency_id !== record.agency_id) {
      throw new AppError(400, 'salesAdvertiserOtherAgency', { details: { field: 'advertiserId' } });
    }
    return { id: found.id, name: found.name };
  }

  /**
   * A new advertiser where the customer sits, with its name, address, first contact's phone and the agency's spend
   * defaults, and its contacts copied; audited in the advertisers' area as their own creation is.
   */
  private async createAdvertiser(
    trx: Db,
    viewer: Viewer,
    record: CustomerRecord,
    industry: string | undefined,
  ): Promise<{ id: number; name: string }> {
    const placement = await checkPlacement(trx, viewer.scope, {
      agencyId: record.agency_id,
      subAgencyId: record.sub_agency_id,
      stationId: record.station_id,
    });
    const [defaults, contacts, advertiserId] = await Promise.all([
      agencyDefaults(trx, placement.agency_id),
      customerContacts(trx, record.id),
      nextAdvertiserId(trx),
    ]);
    const fields = infoFieldsOf({
      name: record.name,
      industry: (industry ?? record.category).trim(),
      address: record.address,
      city: record.city,
      state: record.state,
      zip: record.zip,
      website: null,
      phone: advertiserPhone(contacts[0]?.phone),
      spend_type: defaults?.default_spend_type ?? null,
      markup: defaults?.default_markup ?? null,
    });
    const now = viewer.now;
    await insertAdvertiser(trx, {
      id: advertiserId,
      ...placement,
      ...fields,
      logo_url: null,
      created_at: now,
      status: 1,
    });
    for (const contact of contacts) {
      const { contact_type, name, email, phone, phone_kind, number, title, company } = contact;
      const values = { contact_type, name, email, phone, phone_kind, number, title, company, user_id: null };
      await insertContact(trx, advertiserId, values, now, viewer.user.user_id);
    }
    await this.ctx.audit.write(trx, {
      actor: actorOf(viewer.user),
      agencyId: placement.agency_id,
      area: 'advertisers',
      objectType: 'advertiser',
      objectId: advertiserId,
      objectLabel: fields.name,
      action: 'create',
      before: undefined,
      after: { ...fields, ...placement, status: 1, fromSalesCustomer: record.id },
    });
    return { id: advertiserId, name: fields.name };
  }
}
