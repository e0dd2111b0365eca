/**
 * The sales proposal as one self-contained HTML page for Chromium to print on one US Letter sheet: every text
 * escaped, the agency's colours inline, its logo (when the theme has an uploaded one) as a data: URI, and a content
 * security policy that forbids any request, so printing never reaches the network.
 */
import { DateTime } from 'luxon';
import { PRICE_LABELS } from '../../../../domain/constants';
import { DATE_DISPLAY_FORMAT } from '../../../../domain/format-date';
import { messageText, type MessageKey, type MessageParams } from '../../../../domain/messages';
import {
  PRICE_LABEL_TEXTS,
  priceSentence,
  proposalPrice,
  SALES_PACKAGES,
  TARGET_MARKET_LABELS,
  type ProposalChoice,
  type ProposalPrice,
} from '../../../../domain/sales-price';
import { brandColours, hexDigits } from '../../../exports/colour';
import type { ReportBrand } from '../../../exports/report';
import { escapeHtml as e } from '../../../mail/content';
import { proposalCss } from './style';

/** Everything the page shows, read and priced already. */
export interface ProposalPage {
  brand: ReportBrand;
  logoDataUri: string | null;
  /** The agency's time zone: the date is the agency's day. */
  timeZone: string;
  customer: {
    name: string;
    address: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    category: string;
    contactName: string | null;
    stationName: string | null;
  };
  rep: { name: string; email: string };
  choice: ProposalChoice;
  at: number;
}

const t = (key: MessageKey, params?: MessageParams): string => messageText(key, params);

/** Dollars as people read them: "$1,200". */
function dollars(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}

/** The proposal's date, M/dd/yy in the agency's zone. */
export function proposalDate(page: Pick<ProposalPage, 'at' | 'timeZone'>): string {
  return DateTime.fromMillis(page.at).setZone(page.timeZone).toFormat(DATE_DISPLAY_FORMAT);
}

/** "12 months", "1 month": the length the price is for. */
function monthsText(price: ProposalPrice): string {
  return price.months === 1 ? t('proposalOneMonth') : t('proposalMonths', { count: price.months });
}

/** "Starter · Standard". */
function packageText(price: ProposalPrice): string {
  return `${price.package.name} · ${price.package.bundle}`;
}

/** The document title: also the PDF's Title. */
export function proposalTitle(page: Pick<ProposalPage, 'customer'>): string {
  return t('proposalFor', { customer: page.customer.name });
}

/** The customer's address as lines: street, then "City, ST 12345" (empty parts left out). */
export function addressLines(customer: ProposalPage['customer']): string[] {
  const place = [customer.city, [customer.state, customer.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [customer.address ?? '', place].map((line) => line.trim()).filter(Boolean);
}

function badge(price: ProposalPrice): string {
  return `<span class="badge badge-${price.label}">${e(
    t('proposalPriceBadge', { label: PRICE_LABEL_TEXTS[price.label] }),
  )}</span>`;
}

/** The three packages at the chosen market and length, the chosen one marked. */
function comparison(choice: ProposalChoice): string {
  const rows = SALES_PACKAGES.map((pkg) => {
    const price = proposalPrice({ ...choice, package: pkg.level });
    const chosen = pkg.level === choice.package;
    return `<tr${chosen ? ' class="chosen"' : ''}><td><strong>${e(pkg.name)}</strong>${
      chosen ? ` <span class="mark">${e(t('proposalChosen'))}</span>` : ''
    }</td><td>${e(pkg.bundle)}</td><td class="num">${e(dollars(price.monthly))}</td><td class="num">${e(
      priceSentence(price),
    )}</td><td>${badge(price)}</td></tr>`;
  }).join('');
  const head = [
    t('proposalPackage'),
    t('proposalBundle'),
    t('proposalMonthly'),
    t('proposalTotal'),
    t('proposalPriceLevel'),
  ];
  return `<table class="compare"><colgroup><col style="width:26%"><col style="width:16%"><col style="width:17%"><col style="width:23%"><col style="width:18%"></colgroup><thead><tr>${head
    .map((h, i) => `<th${i === 2 || i === 3 ? ' class="num"' : ''}>${e(h)}</th>`)
    .join('')}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** The chosen package's facts, one row each. */
function facts(price: ProposalPrice): string {
  const rows: [string, string][] = [
    [t('proposalPackage'), packageText(price)],
    [
      t('proposalMarket'),
      t('proposalMarketValue', { market: TARGET_MARKET_LABELS[price.market], multiplier: price.multiplier }),
    ],
    [t('proposalLength'), t('proposalLengthValue', { months: monthsText(price), text: price.contractText })],
    [t('proposalMonthly'), t('proposalMonthlyValue', { amount: price.monthly.toLocaleString('en-US') })],
  ];
  return `<dl class="facts">${rows.map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`).join('')}</dl>`;
}

/** The whole page. */
export function proposalHtml(page: ProposalPage): string {
  const price = proposalPrice(page.choice);
  const { primary, onPrimary } = brandColours(page.brand);
  const accent = hexDigits(page.brand.secondaryColor ?? '', primary);
  const font = page.brand.fontFamily ?? 'Helvetica';
  const agency = page.brand.agencyName;
  const date = proposalDate(page);
  const logo = page.logoDataUri
    ? `<img class="logo" alt="${e(agency)}" src="${e(page.logoDataUri)}">`
    : `<div class="agency">${e(agency)}</div>`;
  const customer = page.customer;
  const lines = [
    ...addressLines(customer),
    customer.category,
    ...(customer.stationName ? [t('proposalStation', { station: customer.stationName })] : []),
  ];
  const contact = customer.contactName
    ? `<p class="contact">${e(t('proposalAttention', { contact: customer.contactName }))}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<title>${e(proposalTitle(page))}</title>
<style>${proposalCss({ primary, onPrimary, accent, font: e(font) })}</style></head>
<body><div class="sheet">
<header class="band"><div class="brand">${logo}</div><div class="kind">${e(t('proposalKind'))}<div class="date">${e(
    t('proposalDate', { date }),
  )}</div></div></header>
<section class="to"><h1>${e(proposalTitle(page))}</h1>${lines.map((l) => `<p>${e(l)}</p>`).join('')}${contact}</section>
<section class="offer"><h2>${e(t('proposalYourPackage'))}</h2><div class="offer-row">${facts(price)}<div class="price">
<div class="price-label">${e(t('proposalTotal'))}</div><div class="price-value">${e(priceSentence(price))}</div>${badge(price)}</div></div></section>
<section><h2>${e(t('proposalCompare'))}</h2>${comparison(page.choice)}<p class="rule">${e(
    t('proposalLevels', { low: PRICE_LABELS.low, medium: PRICE_LABELS.medium }),
  )}</p></section>
<section class="rep"><h2>${e(t('proposalPreparedBy'))}</h2><p class="rep-name">${e(page.rep.name)}</p><p>${e(
    page.rep.email,
  )}</p><p>${e(agency)}</p></section>
<footer>${e(t('proposalFooter', { agency, customer: customer.name, date }))}</footer>
</div></body></html>`;
}
