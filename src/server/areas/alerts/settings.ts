/**
 * alertSettings GET and PUT (issue 27): the settings of one level (agency, advertiser or campaign), what it
 * inherits, what it replaces, its recipients and version. A PUT carries the version it read (0: the level has no
 * row yet) and answers 409 when someone saved in between. Values are checked against SETTING_RANGES with the alerts
 * catalogue's messages; recipients must be roles of the table and users of the agency. Audited (area 'alerts').
 */
import { settingsFor, type AlertSettings, DEFAULT_ALERT_SETTINGS } from '../../../domain/alerts';
import { ROLE_CODES } from '../../../domain/rights';
import type { SessionUser } from '../../../domain/user';
import { readCampaigns } from '../../kernel/campaigns';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { canSeeAdvertiser } from '../../kernel/tenancy';
import { layersOf, NO_RECIPIENTS, scopeKey, type Recipients } from './settings-store';

/** Each setting's allowed range (inclusive). */
export const SETTING_RANGES: Readonly<Record<keyof AlertSettings, readonly [number, number]>> = {
  pacingLowPercent: [-100, 0],
  pacingHighPercent: [0, 1000],
  dropPercent: [1, 100],
  baselineWeeks: [1, 12],
  minBaselineVolume: [0, 1_000_000_000],
  endingWithinDays: [1, 90],
  holdFor: [1, 30],
  clearFor: [1, 30],
};

export interface SettingsTarget {
  agencyId: number;
  advertiserId?: number;
  campaignId?: number;
}

export interface SettingsAnswer {
  level: 'agency' | 'advertiser' | 'campaign';
  settings: AlertSettings;
  override: Partial<AlertSettings>;
  inherited: AlertSettings;
  recipients: Recipients;
  version: number;
}

export class AlertSettingsService {
  constructor(private readonly ctx: ServiceContext) {}

  /** The target exists and is the caller's (404 otherwise). */
  private async open(user: SessionUser, target: SettingsTarget): Promise<void> {
    const scope = await this.ctx.users.scopeOf(user);
    const agency = await this.ctx.db
      .selectFrom('agencies')
      .select('id')
      .where('id', '=', target.agencyId)
      .executeTakeFirst();
    const sees = scope.kind === 'all' || (scope.kind === 'agency' && scope.agencyId === target.agencyId);
    if (!agency || !sees) throw new AppError(404, 'alertSettingsNotFound');
    if (target.campaignId !== undefined && target.advertiserId === undefined)
      throw new AppError(404, 'alertSettingsNotFound');
    if (target.advertiserId !== undefined) {
      const advertiser = await this.ctx.db
        .selectFrom('advertisers')
        .select('agency_id')
        .where('id', '=', target.advertiserId)
        .executeTakeFirst();
      if (
        !advertiser ||
        advertiser.agency_id !== target.agencyId ||
        !(await canSeeAdvertiser(this.ctx.db, scope, user, target.advertiserId))
      )
        throw new AppError(404, 'alertSettingsNotFound');
    }
    if (target.campaignId !== undefined) {
      const campaign = await readCampaigns(this.ctx.db)
        .select('campaigns.id')
        .where('campaigns.id', '=', target.campaignId)
        .where('campaigns.advertiser_id', '=', target.advertiserId!)
        .executeTakeFirst();
      if (!campaign) throw new AppError(404, 'alertSettingsNotFound');
    }
  }

  async read(user: SessionUser, target: SettingsTarget): Promise<SettingsAnswer> {
    await this.open(user, target);
    return this.answer(target);
  }

  private async answer(target: SettingsTarget): Promise<SettingsAnswer> {
    const layers = await layersOf(this.ctx.db, target.agencyId);
    const advertiserId = target.advertiserId ?? null;
    const campaignId = target.campaignId ?? null;
    const own = layers.level(advertiserId, campaignId);
    const level = campaignId !== null ? 'campaign' : advertiserId !== null ? 'advertiser' : 'agency';
    const inherited =
      level === 'agency'
        ? { ...DEFAULT_ALERT_SETTINGS }
        : level === 'advertiser'
          ? layers.of(null, null)
          : layers.of(advertiserId, null);
    return {
      level,
      settings: settingsFor(inherited, own?.override),
      override: own?.override ?? {},
      inherited,
      recipients: own?.recipients ?? { ...NO_RECIPIENTS },
      version: own?.version ?? 0,
    };
  }

  async write(
    user: SessionUser,
    input: SettingsTarget & { override: Partial<AlertSettings>; recipients: Recipients; version: number },
  ): Promise<SettingsAnswer> {
    await this.open(user, input);
    const override = this.checkedOverride(input.override);
    const before = await this.answer(input);
    if (
      settingsFor(before.inherited, override).pacingLowPercent >=
      settingsFor(before.inherited, override).pacingHighPercent
    )
      throw new AppError(400, 'alertSettingsOrder', { details: { field: 'override.pacingLowPercent' } });
    const recipients = await this.checkedRecipients(input.agencyId, input.recipients);
    const key = scopeKey(input.agencyId, input.advertiserId ?? null, input.campaignId ?? null);
    const now = this.ctx.now();
    await this.ctx.db.transaction().execute(async (trx) => {
      const values = {
        override: JSON.stringify(override),
        recipients: JSON.stringify(recipients),
        updated_at: now,
        updated_by: user.user_id,
      };
      let written = 0;
      if (input.version === 0) {
        const row = await trx
          .insertInto('alert_settings')
          .values({
            scope_key: key,
            agency_id: input.agencyId,
            advertiser_id: input.advertiserId ?? null,
            campaign_id: input.campaignId ?? null,
            version: 1,
            ...values,
          })
          .onConflict((oc) => oc.column('scope_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        written = row ? 1 : 0;
      } else {
        const result = await trx
          .updateTable('alert_settings')
          .set({ ...values, version: input.version + 1 })
          .where('scope_key', '=', key)
          .where('version', '=', input.version)
          .executeTakeFirst();
        written = Number(result.numUpdatedRows);
      }
      if (written !== 1) {
        const current = await trx
          .selectFrom('alert_settings')
          .select('version')
          .where('scope_key', '=', key)
          .executeTakeFirst();
        const version = Number(current?.version ?? 0);
        throw new AppError(409, 'alertSettingsVersionConflict', { params: { current: version }, details: { version } });
      }
      await this.ctx.audit.write(trx, {
        actor: { id: user.user_id, email: user.email },
        agencyId: input.agencyId,
        area: 'alerts',
        objectType: 'alertSettings',
        objectId: key,
        objectLabel: key,
        action: before.version === 0 ? 'create' : 'update',
        ...(before.version === 0 ? {} : { before: { override: before.override, recipients: before.recipients } }),
        after: { override, recipients },
      });
    });
    return this.answer(input);
  }

  private checkedOverride(override: Partial<AlertSettings>): Partial<AlertSettings> {
    const out: Partial<AlertSettings> = {};
    for (const [name, value] of Object.entries(override) as [keyof AlertSettings, number | null][]) {
      if (value === null || value === undefined) continue;
      const [min, max] = SETTING_RANGES[name];
      const whole = name !== 'pacingLowPercent' && name !== 'pacingHighPercent' && name !== 'dropPercent';
      if (!Number.isFinite(value) || value < min || value > max || (whole && !Number.isInteger(value)))
        throw new AppError(400, 'alertSettingsInvalid', {
          params: { field: name, min, max },
          details: { field: `override.${name}` },
        });
      out[name] = value;
    }
    return out;
  }

  private async checkedRecipients(agencyId: number, recipients: Recipients): Promise<Recipients> {
    for (const role of recipients.roles)
      if (!(ROLE_CODES as readonly string[]).includes(role))
        throw new AppError(400, 'alertRecipientRole', { params: { role }, details: { field: 'recipients.roles' } });
    const userIds = [...new Set(recipients.userIds)];
    if (userIds.length) {
      const members = await this.ctx.db
        .selectFrom('user_agencies')
        .select('user_id')
        .where('agency_id', '=', agencyId)
        .where('user_id', 'in', userIds)
        .execute();
      const known = new Set(members.map((m) => Number(m.user_id)));
      const stranger = userIds.find((id) => !known.has(id));
      if (stranger !== undefined)
        throw new AppError(400, 'alertRecipientUnknown', {
          params: { userId: stranger },
          details: { field: 'recipients.userIds' },
        });
    }
    return { roles: [...new Set(recipients.roles)].sort(), userIds: userIds.sort((a, b) => a - b) };
  }
}
