/**
 * Pure helpers of the share dialogs: what the form turns into (expiry, password, the request), and how links,
 * ranges and times read in the dialogs and on the guest's page.
 */
import { DateTime } from 'luxon';
import { CUSTOM_RANGE } from '../../domain/constants';
import { DATE_PRESET_LABELS } from '../../domain/date-range-labels';
import { isDatePreset } from '../../domain/date-presets';
import { formatDate } from '../../domain/format-date';
import { tabToTypes, tacticDisplayName } from '../../domain/tactics';
import type { DashboardSelection } from '../../state/selection';
import type { ShareRequest } from './api';
import type { ShareStatus } from './share-records';
import { SHARE_TEXTS } from './texts';

/** Expiry choices of the dialog: none, a number of days from now, or the end of a chosen day. */
export type ExpiryChoice = 'never' | '1d' | '7d' | '30d' | 'date';

export const EXPIRY_CHOICES: readonly { value: ExpiryChoice; label: string }[] = [
  { value: 'never', label: 'Never' },
  { value: '1d', label: 'In 1 day' },
  { value: '7d', label: 'In 7 days' },
  { value: '30d', label: 'In 30 days' },
  { value: 'date', label: 'On a date…' },
];

/** The choice a select's value names; anything else is no expiry. */
export function expiryChoice(value: string): ExpiryChoice {
  return EXPIRY_CHOICES.find((choice) => choice.value === value)?.value ?? 'never';
}

const EXPIRY_DAYS: Readonly<Partial<Record<ExpiryChoice, number>>> = { '1d': 1, '7d': 7, '30d': 30 };

/** What the create form holds. */
export interface ShareForm {
  editableRange: boolean;
  expiry: ExpiryChoice;
  /** yyyy-MM-dd, for `expiry: 'date'`. */
  expiryDate: string;
  password: string;
}

export const EMPTY_SHARE_FORM: ShareForm = { editableRange: false, expiry: 'never', expiryDate: '', password: '' };

const DAY_MS = 86_400_000;
const PASSWORD_LENGTH = { min: 4, max: 128 } as const;

/** Epoch ms a link expires at (a chosen day lasts to its end, local time), null for none, or the form's error. */
export function expiresAt(form: ShareForm, now: number): { value: number | null } | { error: string } {
  if (form.expiry === 'never') return { value: null };
  const days = EXPIRY_DAYS[form.expiry];
  if (days !== undefined) return { value: now + days * DAY_MS };
  const day = DateTime.fromISO(form.expiryDate);
  if (!form.expiryDate || !day.isValid) return { error: SHARE_TEXTS.expiryMissing };
  const end = day.endOf('day').toMillis();
  return end > now ? { value: end } : { error: SHARE_TEXTS.expiryInPast };
}

/** The form's first problem, checked before anything is sent; null when it can be sent. */
export function formError(form: ShareForm, now: number): string | null {
  const expiry = expiresAt(form, now);
  if ('error' in expiry) return expiry.error;
  const length = form.password.length;
  if (length > 0 && (length < PASSWORD_LENGTH.min || length > PASSWORD_LENGTH.max)) return SHARE_TEXTS.passwordLength;
  return null;
}

/** The request for the dashboard on screen: its advertiser, tab, shown campaigns, single campaign and range. */
export function shareRequest(
  selection: DashboardSelection,
  campaignIds: readonly number[],
  form: ShareForm,
  now: number,
  orderId?: number,
): ShareRequest {
  const expiry = expiresAt(form, now);
  const custom = selection.daterange === CUSTOM_RANGE && selection.startdate && selection.enddate;
  return {
    advertiserId: selection.advertiserId ?? 0,
    tab: selection.tab,
    campaignIds: [...campaignIds],
    viewCampaignId: selection.viewCampaigns,
    daterange: selection.daterange,
    ...(custom ? { startDate: selection.startdate, endDate: selection.enddate } : {}),
    editableRange: form.editableRange,
    expiresAt: 'value' in expiry ? expiry.value : null,
    password: form.password === '' ? null : form.password,
    ...(orderId === undefined ? {} : { orderId }),
  };
}

/** A same-origin path as the absolute link people paste. */
export function absoluteLink(path: string, origin: string = window.location.origin): string {
  return `${origin}${path}`;
}

/** 'Summary', or the display name of the tab's (first) campaign type. */
export function tabLabel(tab: string): string {
  if (tab === 'summary') return 'Summary';
  if (tab === 'ordersummary') return SHARE_TEXTS.orderSummary;
  const [type] = tabToTypes(tab);
  return tacticDisplayName(type ?? tab);
}

/** A range as people read it: the preset's label, or 'M/dd/yy – M/dd/yy' for a custom range. */
export function rangeLabel(daterange: string, startdate?: string | null, enddate?: string | null): string {
  if (isDatePreset(daterange)) return DATE_PRESET_LABELS[daterange];
  if (daterange === CUSTOM_RANGE && startdate && enddate) return `${formatDate(startdate)} – ${formatDate(enddate)}`;
  return daterange;
}

/** The fixed range of a guest's page: the preset's label with its resolved days, or the custom days. */
export function fixedRangeText(daterange: string, startdate: string, enddate: string): string {
  const days = startdate && enddate ? `${formatDate(startdate)} – ${formatDate(enddate)}` : '';
  if (!isDatePreset(daterange)) return days || daterange;
  return days ? `${DATE_PRESET_LABELS[daterange]} (${days})` : DATE_PRESET_LABELS[daterange];
}

/** An instant as M/dd/yy h:mm AM, in the viewer's zone. */
export function formatInstant(ms: number): string {
  return DateTime.fromMillis(ms).toFormat('M/dd/yy h:mm a');
}

export const STATUS_LABELS: Readonly<Record<ShareStatus, string>> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};
