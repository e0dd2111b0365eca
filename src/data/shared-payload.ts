/**
 * The shared dashboard payload of 000 §3 (GET /api/getSharedDashboard), read from `unknown` at the boundary:
 * the layout through the one layout validator, the theme through the theme reader, everything else field by field.
 */
import {
  isRecord,
  nullableNumberField,
  numberField,
  recordArrayField,
  stringField,
  type JsonRecord,
} from './narrow';
import { defaultTheme, parseTheme } from './parse-theme';
import { CUSTOM_RANGE } from '../domain/constants';
import { inferDateRange } from '../domain/date-range';
import { validateLayout, type Layout, type LayoutIssue } from '../domain/layout/validate';
import type { ThemeRecord } from '../domain/theme';
import type { ListedCampaign } from '../state/selection';

/** A client-visible campaign note listed under a shared dashboard. */
export interface SharedNote {
  noteId: number;
  campaignName: string;
  /** yyyy-MM-dd: the day the note is about. */
  date: string;
  title: string;
  body: string;
}

/** The date range a link opens with (and, when `allDateAccess`, the guest's starting point). */
export interface SharedRange {
  daterange: string;
  startdate?: string;
  enddate?: string;
}

/** What a guest's page draws, as read from the payload. */
export interface SharedDashboard {
  advertiser: { id: number; name: string; logo: string | null };
  theme: ThemeRecord;
  /** The layout, or the issues that make it unreadable. */
  layout: { ok: true; layout: Layout } | { ok: false; issues: LayoutIssue[] };
  /** The link's campaigns with their types (the payload's `Campaign` list). */
  campaigns: ListedCampaign[];
  tab: string;
  range: SharedRange;
  /** The resolved days of the link's range, for the fixed-range text. */
  startdate: string;
  enddate: string;
  viewCampaigns: number | null;
  selectedCampaigns: number[];
  /** The guest may pick another range. */
  allDateAccess: boolean;
  agencyPartner: string;
  /** The guest token its data calls carry. */
  etoken: string;
  notes: SharedNote[];
  /** The order an order summary's link or export opens (tab `ordersummary`); null for every other dashboard. */
  order: { id: number; name: string } | null;
}

/** The tab of an order's summary: its campaigns are the order's, of every type. */
export const ORDER_SUMMARY_TAB = 'ordersummary';

function campaignOf(row: JsonRecord): ListedCampaign | null {
  const id = numberField(row, 'id') ?? numberField(row, 'CampaignId');
  const type = stringField(row, 'CampaignType');
  return id === undefined || !type ? null : { id, CampaignType: type };
}

function noteOf(row: JsonRecord): SharedNote | null {
  const noteId = numberField(row, 'noteId');
  const title = stringField(row, 'title');
  if (noteId === undefined || title === undefined) return null;
  return {
    noteId,
    campaignName: stringField(row, 'campaignName') ?? '',
    date: stringField(row, 'date') ?? '',
    title,
    body: stringField(row, 'body') ?? '',
  };
}

/** The layout document without the payload's `sections` echo, which the layout schema does not know. */
function readLayout(value: unknown): SharedDashboard['layout'] {
  if (!isRecord(value)) return validateLayout(value);
  const { sections, ...document } = value;
  return validateLayout(document.components === undefined ? { ...document, components: sections } : document);
}

/** The payload as a SharedDashboard, or null when it lacks what a page needs (advertiser, guest token, tab). */
export function parseSharedDashboard(value: unknown): SharedDashboard | null {
  if (!isRecord(value)) return null;
  const advertiser = isRecord(value.advertiser) ? value.advertiser : {};
  const advertiserId = numberField(advertiser, 'id') ?? numberField(value, 'aid');
  const etoken = stringField(value, 'etoken');
  const tab = stringField(value, 'tab');
  if (advertiserId === undefined || !etoken || !tab) return null;
  const name = stringField(advertiser, 'name') ?? stringField(value, 'advertiserName') ?? '';
  const logo = stringField(advertiser, 'logo') ?? stringField(value, 'advertiserLogo') ?? null;
  const startdate = stringField(value, 'startdate') ?? '';
  const enddate = stringField(value, 'enddate') ?? '';
  const daterange = inferDateRange(stringField(value, 'daterange'), startdate, enddate);
  const selected = Array.isArray(value.selectedCampaigns) ? value.selectedCampaigns : [];
  return {
    advertiser: { id: advertiserId, name, logo },
    theme: parseTheme(value.theme) ?? defaultTheme(),
    layout: readLayout(value.layout),
    campaigns: recordArrayField(value, 'Campaign')
      .map(campaignOf)
      .filter((c): c is ListedCampaign => c !== null),
    tab,
    range: daterange === CUSTOM_RANGE ? { daterange, startdate, enddate } : { daterange },
    startdate,
    enddate,
    viewCampaigns: nullableNumberField(value, 'viewCampaigns'),
    selectedCampaigns: selected.filter((id): id is number => typeof id === 'number'),
    allDateAccess: value.allDateAccess === true,
    agencyPartner: stringField(value, 'agencyPartner') ?? '',
    etoken,
    notes: recordArrayField(value, 'notes')
      .map(noteOf)
      .filter((n): n is SharedNote => n !== null),
    order: orderOf(value),
  };
}

/** The payload's `orderId` and `orderName`, when it opens an order. */
function orderOf(value: JsonRecord): SharedDashboard['order'] {
  const id = numberField(value, 'orderId');
  return id === undefined ? null : { id, name: stringField(value, 'orderName') ?? '' };
}
