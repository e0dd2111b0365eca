/**
 * The analytics selection kept in the advertiser's linking record (issue 26, 001 §7): the serving grant (addGaToken /
 * deleteGaToken), the section's on/off status and its configuration fields. Every change is a new Version, audited.
 */
import type { SessionUser } from '../../../../domain/user';
import { AppError } from '../../../kernel/errors';
import { credentialsOf } from '../credentials/queries';
import { saveRecord } from '../linking/record';
import { AnalyticsAccess, ANALYTICS } from './access';
import { actorOf } from './answers';

export class AnalyticsSelection extends AnalyticsAccess {
  /** addGaToken: chooses the agency's Google grant (its Google user id) serving the advertiser's analytics. */
  async chooseGrant(user: SessionUser, advertiserId: number, googleUserId: string) {
    const { agencyId } = await this.open(user, advertiserId);
    const credential = await credentialsOf(this.ctx.db, agencyId, 'google')
      .where('external_id', '=', googleUserId)
      .executeTakeFirst();
    if (!credential) throw new AppError(404, 'analyticsGrantNotFound');
    await this.setGrant(
      user,
      advertiserId,
      agencyId,
      googleUserId,
      credential.id,
      `${ANALYTICS.title}: ${credential.name}`,
    );
    return this.statusOf(advertiserId, agencyId);
  }

  /** deleteGaToken: forgets the grant; the links stay, without a credential, until a grant is chosen again. */
  async forgetGrant(user: SessionUser, advertiserId: number) {
    const { agencyId } = await this.open(user, advertiserId);
    await this.setGrant(user, advertiserId, agencyId, null, null, `${ANALYTICS.title}: no grant`);
    return this.statusOf(advertiserId, agencyId);
  }

  private async setGrant(
    user: SessionUser,
    advertiserId: number,
    agencyId: number,
    googleUserId: string | null,
    credentialId: number | null,
    label: string,
  ): Promise<void> {
    await this.ctx.db.transaction().execute(async (trx) => {
      await saveRecord(trx, this.ctx.audit, this.ctx.now(), {
        advertiserId,
        agencyId,
        expectedVersion: null,
        actor: actorOf(user),
        action: googleUserId ? 'choose-grant' : 'forget-grant',
        label,
        change: (record) => {
          record.GoogleAnalytics = { ...record.GoogleAnalytics, GoogleUserId: googleUserId };
        },
      });
      await trx
        .updateTable('connector_links')
        .set({ credential_id: credentialId })
        .where('advertiser_id', '=', advertiserId)
        .where('source', '=', 'analytics')
        .where('removed_at', 'is', null)
        .execute();
    });
  }

  /** PATCH ga-status: turns the advertiser's analytics section on or off (audited, a new Version). */
  async setStatus(user: SessionUser, advertiserId: number, enabled: boolean) {
    const { agencyId } = await this.open(user, advertiserId);
    const { version } = await this.ctx.db.transaction().execute((trx) =>
      saveRecord(trx, this.ctx.audit, this.ctx.now(), {
        advertiserId,
        agencyId,
        expectedVersion: null,
        actor: actorOf(user),
        action: 'ga-status',
        label: `${ANALYTICS.title}: ${enabled ? 'on' : 'off'}`,
        change: (record) => {
          record.GoogleAnalytics = { ...record.GoogleAnalytics, Enabled: enabled };
        },
      }),
    );
    return { advertiserId, gaStatus: enabled, Version: version };
  }

  /** POST updateGoogleAnalyticsConfig: stores the selection fields given (ViewId as text), audited. */
  async setConfig(user: SessionUser, advertiserId: number, config: Record<string, string | number | boolean | null>) {
    const { agencyId } = await this.open(user, advertiserId);
    const { record, version } = await this.ctx.db.transaction().execute((trx) =>
      saveRecord(trx, this.ctx.audit, this.ctx.now(), {
        advertiserId,
        agencyId,
        expectedVersion: null,
        actor: actorOf(user),
        action: 'ga-config',
        label: `${ANALYTICS.title}: configuration`,
        change: (r) => {
          const section: Record<string, unknown> = { ...r.GoogleAnalytics };
          for (const [key, value] of Object.entries(config))
            section[key] = key === 'Enabled' || value === null ? value : String(value);
          r.GoogleAnalytics = section;
        },
      }),
    );
    const section = { ...record.GoogleAnalytics };
    delete section.GoogleUserId;
    return { advertiserId, Version: version, GoogleAnalytics: section };
  }
}
