/**
 * The campaign options' management actions: what each asks (its form's first values and when it is complete),
 * which impact it previews before the confirm, and the call it sends. The fields are in ActionFields.tsx.
 */
import { errorText, isRecord } from '../../data/narrow';
import { sendRequest } from '../../data/rest-client';
import { FAILED_REQUEST, messageText, type MessageKey } from '../../domain/messages';
import { tacticDisplayName } from '../../domain/tactics';
import { send, type ImpactRequest } from './api';
import { LABELS } from './texts';
import type { AdvertiserRef, CampaignRef } from './types';

export type CampaignActionId =
  | 'permissions'
  | 'spend'
  | 'rename'
  | 'hide'
  | 'move'
  | 'product'
  | 'clone'
  | 'archiveCampaign'
  | 'archiveTactic'
  | 'archiveYear';

/** The form of a dialog: flat text values. */
export type FormValues = Readonly<Record<string, string>>;

/** What an action works on. */
export interface ActionContext {
  advertiser: AdvertiserRef;
  /** The campaign chosen (null for the archive of a product or a year, and before the choice). */
  campaign: CampaignRef | null;
  form: FormValues;
}

/** A done change: the toast's text and the audit entries its Undo reverts. */
export interface ActionResult {
  message: string;
  auditIds: number[];
}

export interface CampaignAction {
  title: string;
  help: MessageKey;
  /** Acts on one campaign (chosen in the dialog when several are selected). */
  needsCampaign: boolean;
  /** Destructive: the confirm button is red and waits for the impact. */
  danger: boolean;
  initial(campaign: CampaignRef | null): FormValues;
  complete(ctx: ActionContext): boolean;
  impact?(ctx: ActionContext): ImpactRequest | null;
  run(ctx: ActionContext): Promise<ActionResult>;
}

const THIS_YEAR = new Date().getFullYear();

function auditIdsOf(body: unknown): number[] {
  if (!isRecord(body)) return [];
  if (typeof body.auditId === 'number') return [body.auditId];
  return Array.isArray(body.auditIds) ? body.auditIds.filter((id): id is number => typeof id === 'number') : [];
}

/** The campaign's name for a toast. */
const nameOf = (ctx: ActionContext): string => ctx.campaign?.name ?? '';
const ids = (ctx: ActionContext) => ({ advertiserId: ctx.advertiser.id, campaignId: ctx.campaign?.id ?? 0 });

async function write(method: 'POST' | 'PUT', path: string, body: unknown, message: string): Promise<ActionResult> {
  return { message, auditIds: auditIdsOf(await send(method, path, body)) };
}

/**
 * A friendly-name call (the options dialog's and the inline rename's): done only when the answer has
 * `Attributes`; otherwise the server's error, or 'Failed request'.
 */
export async function saveFriendlyName(
  path: '/api/setCampaignFriendlyName' | '/api/campaign/friendlyName',
  body: { advertiserId: number; campaignId: number; friendlyName: string },
): Promise<number[]> {
  const answer = await sendRequest(path, { method: 'POST', body: JSON.stringify(body) });
  if (answer.ok && isRecord(answer.body) && isRecord(answer.body.Attributes)) return auditIdsOf(answer.body);
  throw new Error(errorText(answer.body) ?? FAILED_REQUEST);
}

/** A form value ('' when unset). */
const val = (form: FormValues, name: string): string => form[name] ?? '';

const rate = (form: FormValues): number => Number(val(form, 'rate'));
const validRate = (form: FormValues): boolean =>
  val(form, 'spendType') === 'FLAT' ||
  (val(form, 'rate').trim() !== '' && Number.isFinite(rate(form)) && rate(form) >= 0);

export const CAMPAIGN_ACTIONS: Readonly<Record<CampaignActionId, CampaignAction>> = {
  permissions: {
    title: LABELS.permissions,
    help: 'caPermissionsHelp',
    needsCampaign: true,
    danger: false,
    initial: () => ({ audience: 'all' }),
    complete: () => true,
    run: (ctx) =>
      write(
        'PUT',
        '/api/admin/campaigns/permissions',
        { ...ids(ctx), audience: val(ctx.form, 'audience') },
        messageText('caPermissionsSaved', { name: nameOf(ctx) }),
      ),
  },
  spend: {
    title: LABELS.spend,
    help: 'caSpendHelp',
    needsCampaign: true,
    danger: false,
    initial: () => ({ spendType: 'CPM', rate: '', hideSpend: 'false' }),
    complete: (ctx) => validRate(ctx.form),
    run: (ctx) =>
      write(
        'POST',
        '/api/setCampaignSpendType',
        {
          ...ids(ctx),
          spendType: val(ctx.form, 'spendType'),
          // The form asks a markup in percent; the server keeps a fraction.
          rate:
            val(ctx.form, 'spendType') === 'FLAT'
              ? 0
              : val(ctx.form, 'spendType') === 'MARKUP'
                ? rate(ctx.form) / 100
                : rate(ctx.form),
          hideSpend: val(ctx.form, 'hideSpend') === 'true',
        },
        messageText('caSpendSaved', { name: nameOf(ctx) }),
      ),
  },
  rename: {
    title: LABELS.rename,
    help: 'caRenameHelp',
    needsCampaign: true,
    danger: false,
    initial: (campaign) => ({ friendlyName: campaign?.name ?? '' }),
    complete: (ctx) =>
      val(ctx.form, 'friendlyName').trim() !== '' && val(ctx.form, 'friendlyName').trim() !== ctx.campaign?.name,
    run: async (ctx) => ({
      auditIds: await saveFriendlyName('/api/setCampaignFriendlyName', {
        ...ids(ctx),
        friendlyName: val(ctx.form, 'friendlyName').trim(),
      }),
      message: messageText('caRenamed', { name: nameOf(ctx) }),
    }),
  },
  hide: {
    title: LABELS.hide,
    help: 'caHideHelp',
    needsCampaign: true,
    danger: true,
    initial: () => ({}),
    complete: () => true,
    impact: (ctx) => ctx.campaign && { kind: 'campaign', ...ids(ctx), action: 'hide' },
    run: (ctx) => write('POST', '/api/hideCampaign/', ids(ctx), messageText('caHidden', { name: nameOf(ctx) })),
  },
  move: {
    title: LABELS.move,
    help: 'caMoveHelp',
    needsCampaign: true,
    danger: true,
    initial: () => ({ target: '', targetName: '', shareLinks: 'remove' }),
    complete: (ctx) => val(ctx.form, 'target') !== '',
    impact: (ctx) =>
      ctx.campaign && val(ctx.form, 'target')
        ? { kind: 'campaign', ...ids(ctx), action: 'move', targetAdvertiserId: Number(val(ctx.form, 'target')) }
        : null,
    run: (ctx) =>
      write(
        'POST',
        '/api/moveCampaign/',
        {
          targetAdvertiserId: Number(val(ctx.form, 'target')),
          currentAdvertiserId: ctx.advertiser.id,
          campaignId: ctx.campaign?.id,
          campaignType: ctx.campaign?.type,
          shareLinks: val(ctx.form, 'shareLinks'),
        },
        messageText('caMoved', { name: nameOf(ctx), target: val(ctx.form, 'targetName') }),
      ),
  },
  product: {
    title: LABELS.moveProduct,
    help: 'caProductHelp',
    needsCampaign: true,
    danger: true,
    initial: () => ({ newProduct: '' }),
    complete: (ctx) => val(ctx.form, 'newProduct') !== '' && val(ctx.form, 'newProduct') !== ctx.campaign?.type,
    impact: (ctx) =>
      ctx.campaign && val(ctx.form, 'newProduct')
        ? { kind: 'campaign', ...ids(ctx), action: 'moveProduct', newProduct: val(ctx.form, 'newProduct') }
        : null,
    run: (ctx) =>
      write(
        'POST',
        '/api/moveCampaignToProduct',
        { campaignType: ctx.campaign?.type, ...ids(ctx), newProduct: val(ctx.form, 'newProduct') },
        messageText('caProductMoved', { name: nameOf(ctx), product: tacticDisplayName(val(ctx.form, 'newProduct')) }),
      ),
  },
  clone: {
    title: LABELS.clone,
    help: 'caCloneHelp',
    needsCampaign: true,
    danger: false,
    initial: (campaign) => ({ target: '', targetName: '', newName: campaign?.name ?? '', withHistory: 'false' }),
    complete: (ctx) => val(ctx.form, 'target') !== '' && val(ctx.form, 'newName').trim() !== '',
    run: (ctx) =>
      write(
        'POST',
        '/api/cloneCampaignToAdvertiser',
        {
          campaignType: ctx.campaign?.type,
          campaignId: ctx.campaign?.id,
          sourceAdvertiserId: ctx.advertiser.id,
          targetAdvertiserId: Number(val(ctx.form, 'target')),
          newCampaignName: val(ctx.form, 'newName').trim(),
          withHistory: val(ctx.form, 'withHistory') === 'true',
        },
        messageText('caCloned', { name: nameOf(ctx) }),
      ),
  },
  archiveCampaign: {
    title: LABELS.archiveCampaign,
    help: 'caArchiveCampaignHelp',
    needsCampaign: true,
    danger: true,
    initial: () => ({}),
    complete: () => true,
    impact: (ctx) => ctx.campaign && { kind: 'campaign', ...ids(ctx), action: 'archive' },
    run: async (ctx) => archive(ctx, { scope: 'campaign', campaignId: ctx.campaign?.id }),
  },
  archiveTactic: {
    title: LABELS.archiveTactic,
    help: 'caArchiveTacticHelp',
    needsCampaign: false,
    danger: true,
    initial: (campaign) => ({ campaignType: campaign?.type ?? '' }),
    complete: (ctx) => val(ctx.form, 'campaignType') !== '',
    impact: (ctx) =>
      val(ctx.form, 'campaignType')
        ? {
            kind: 'scope',
            advertiserId: ctx.advertiser.id,
            scope: 'tactic',
            campaignType: val(ctx.form, 'campaignType'),
          }
        : null,
    run: (ctx) => archive(ctx, { scope: 'tactic', campaignType: val(ctx.form, 'campaignType') }),
  },
  archiveYear: {
    title: LABELS.archiveYear,
    help: 'caArchiveYearHelp',
    needsCampaign: false,
    danger: true,
    initial: () => ({ year: String(THIS_YEAR - 1), campaignType: '' }),
    complete: (ctx) => /^\d{4}$/.test(val(ctx.form, 'year')),
    impact: (ctx) =>
      /^\d{4}$/.test(val(ctx.form, 'year'))
        ? { kind: 'scope', advertiserId: ctx.advertiser.id, scope: 'year', ...yearScope(ctx) }
        : null,
    run: (ctx) => archive(ctx, { scope: 'year', ...yearScope(ctx) }),
  },
};

/** A year's archive: the year, narrowed to one product (a tactic's year) when one is chosen. */
function yearScope(ctx: ActionContext): { year: number; campaignType?: string } {
  const campaignType = val(ctx.form, 'campaignType');
  return { year: Number(val(ctx.form, 'year')), ...(campaignType ? { campaignType } : {}) };
}

async function archive(ctx: ActionContext, scope: Record<string, unknown>): Promise<ActionResult> {
  const body = await send('POST', '/api/archiveCampaign', { advertiserId: ctx.advertiser.id, ...scope });
  const archived = isRecord(body) && Array.isArray(body.archived) ? body.archived.length : 0;
  return { message: messageText('caArchived', { count: archived }), auditIds: auditIdsOf(body) };
}

/** The years offered by the year archive: next year (flights booked ahead end there), this one and five before. */
export const ARCHIVE_YEARS: readonly string[] = Array.from({ length: 7 }, (_, i) => String(THIS_YEAR + 1 - i));
