/**
 * The business review as one self-contained HTML page for Chromium to print (US Letter): every text escaped, the
 * agency's colours inline, the logo (when the theme has an uploaded one) as a data: URI, and a content security
 * policy that forbids any request, so printing never reaches the network.
 */
import { BUSINESS_REVIEW_MESSAGES as M } from '../../../../domain/messages/business-reviews';
import { readableDate } from '../../../exports/pptx-slides';
import { formatValue } from '../../../../domain/metric-format';
import { formatInteger, formatPercent } from '../../../../domain/format-number';
import { brandColours, hexDigits } from '../../../exports/colour';
import { MESSAGES } from '../../../../domain/messages';
import { paperFreshness } from '../../../../domain/freshness-line';
import { LINE_COLOURS } from '../../../exports/pptx-freshness';
import type { ReviewData } from './data';
import type { HeadlineFigure } from './figures';

/** Text for HTML: the five characters that matter escaped, anywhere (element text or attribute). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A period as the review writes it ("Apr 1, 2026 – Jun 30, 2026"). */
export function periodText(startDate: string, endDate: string): string {
  return `${readableDate(startDate)} – ${readableDate(endDate)}`;
}

/** Change as the review writes it: +12.3% / −4.1%, "New" when the previous period had none, else "—". */
export function changeText(figure: Pick<HeadlineFigure, 'current' | 'previous' | 'change'>): string {
  if (figure.change !== null) {
    const sign = figure.change > 0 ? '+' : figure.change < 0 ? '−' : '';
    return `${sign}${formatPercent(Math.abs(figure.change))}`;
  }
  if ((figure.previous === 0 || figure.previous === null) && figure.current !== null && figure.current > 0)
    return M.businessReviewNew;
  return '—';
}

/** Pacing as the review writes it: +4.2% ahead, −20% behind, "—" when nothing was expected. */
export function pacingText(pacing: number | null): string {
  if (pacing === null) return '—';
  return `${pacing > 0 ? '+' : pacing < 0 ? '−' : ''}${formatPercent(Math.abs(pacing))}`;
}

const e = escapeHtml;

function table(head: string[], rows: string[][], numeric: boolean[], widths?: number[]): string {
  const cols = widths ? `<colgroup>${widths.map((w) => `<col style="width:${w}%">`).join('')}</colgroup>` : '';
  const cell = (tag: 'th' | 'td', text: string, index: number): string =>
    `<${tag}${numeric[index] ? ' class="num"' : ''}>${e(text)}</${tag}>`;
  return `<table>${cols}<thead><tr>${head.map((h, i) => cell('th', h, i)).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((c, i) => cell('td', c, i)).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

/** A tactic's headline figures as a table: headings, rows (this period, the previous one, the change), numeric columns. */
export function headlineTable(
  tactic: ReviewData['tactics'][number],
): [headings: string[], rows: string[][], numeric: boolean[]] {
  return [
    [M.businessReviewMetric, M.businessReviewThisPeriod, M.businessReviewPreviousPeriod, M.businessReviewChange],
    tactic.figures.map((f) => [f.label, formatValue(f.key, f.current), formatValue(f.key, f.previous), changeText(f)]),
    [false, true, true, true],
  ];
}

function headlines(review: ReviewData): string {
  if (review.tactics.length === 0) return `<p class="empty">${e(M.businessReviewNoDelivery)}</p>`;
  return review.tactics
    .map((tactic) => `<div class="tactic"><h3>${e(tactic.name)}</h3>${table(...headlineTable(tactic))}</div>`)
    .join('');
}

function ranked(review: ReviewData): string {
  if (review.best.length === 0) return `<p class="empty">${e(M.businessReviewNoneRanked)}</p>`;
  const list = (title: string, rows: ReviewData['best']): string =>
    rows.length === 0
      ? ''
      : `<h3>${e(title)}</h3>${table(
          [M.businessReviewCampaign, M.businessReviewTactic, M.businessReviewImpressions, M.businessReviewCtr],
          rows.map((c) => [c.name, c.tactic ?? c.type, formatInteger(c.impressions), formatPercent(c.ctr)]),
          [false, false, true, true],
          [44, 20, 18, 18],
        )}`;
  return list(M.businessReviewBest, review.best) + list(M.businessReviewWorst, review.worst);
}

function pacing(review: ReviewData): string {
  if (review.pacing.length === 0) return `<p class="empty">${e(M.businessReviewNoGoals)}</p>`;
  return table(
    [
      M.businessReviewOrder,
      M.businessReviewFlight,
      M.businessReviewGoal,
      M.businessReviewDelivered,
      M.businessReviewExpected,
      M.businessReviewPacingColumn,
    ],
    review.pacing.map((o) => [
      o.orderName,
      periodText(o.startDate, o.endDate),
      formatInteger(o.goal),
      formatInteger(o.delivered),
      formatInteger(o.expected),
      pacingText(o.pacing),
    ]),
    [false, false, true, true, true, true],
    [22, 30, 12, 12, 12, 12],
  );
}

function notes(review: ReviewData): string {
  if (review.notes.length === 0) return `<p class="empty">${e(M.businessReviewNoNotes)}</p>`;
  return `<ul class="notes">${review.notes
    .map(
      (n) =>
        `<li><div class="note-head"><strong>${e(n.title)}</strong> <span>${e(readableDate(n.date))} · ${e(
          n.campaignName,
        )}</span></div><div class="note-body">${e(n.body)}</div></li>`,
    )
    .join('')}</ul>`;
}

function glance(review: ReviewData): string {
  if (review.glance.length === 0) return '';
  const tiles = review.glance
    .map(
      (f) =>
        `<div class="tile"><div class="tile-label">${e(f.label)}</div><div class="tile-value">${e(
          formatValue(f.key, f.current),
        )}</div><div class="tile-change">${e(changeText(f))} <span>${e(M.businessReviewPreviousPeriod)}: ${e(
          formatValue(f.key, f.previous),
        )}</span></div></div>`,
    )
    .join('');
  return `<div class="glance"><h3>${e(M.businessReviewAtAGlance)}</h3><p class="rule">${e(
    M.businessReviewAllTactics,
  )}</p><div class="tiles">${tiles}</div></div>`;
}

/** The document title: also the PDF's Title. */
export function reviewTitle(review: Pick<ReviewData, 'advertiserName' | 'period'>): string {
  return `${review.advertiserName} – ${M.businessReviewTitle} – ${review.period.startDate} to ${review.period.endDate}`;
}

/** The whole page. */
export function reviewHtml(review: ReviewData): string {
  const { primary, onPrimary } = brandColours(review.brand);
  const accent = hexDigits(review.brand.secondaryColor ?? '', primary);
  const font = e(review.brand.fontFamily ?? 'Helvetica');
  const agency = review.brand.agencyName;
  const period = periodText(review.period.startDate, review.period.endDate);
  const compared = M.businessReviewComparedWith
    .replace('{start}', readableDate(review.previous.startDate))
    .replace('{end}', readableDate(review.previous.endDate));
  const logo = review.logoDataUri
    ? `<img class="logo" alt="${e(agency)}" src="${e(review.logoDataUri)}">`
    : `<div class="agency">${e(agency)}</div>`;
  const section = (title: string, body: string, extra = ''): string =>
    `<section><h2>${e(title)}</h2>${extra}${body}</section>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<title>${e(reviewTitle(review))}</title>
<style>
@page { size: Letter; margin: 14mm 12mm 16mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: '${font}', 'Liberation Sans', Arial, sans-serif; color: #263238; font-size: 11pt; }
.cover { height: 245mm; display: flex; flex-direction: column; break-after: page; }
.band { background: #${primary}; color: #${onPrimary}; padding: 18mm 14mm 14mm; border-radius: 4px; }
.band .logo { max-height: 22mm; max-width: 80mm; display: block; margin-bottom: 10mm; }
.band .agency { font-size: 16pt; font-weight: 700; margin-bottom: 10mm; letter-spacing: .02em; }
.band .kind { font-size: 13pt; text-transform: uppercase; letter-spacing: .12em; opacity: .9; }
.band h1 { font-size: 30pt; margin: 4mm 0 6mm; line-height: 1.15; }
.band .period { font-size: 15pt; }
.cover .compared { margin: 8mm 2mm 0; color: #546E7A; }
.cover .freshness { margin: 3mm 2mm 0; color: #${LINE_COLOURS.ok}; font-size: 10.5pt; }
.cover .freshness .late { font-weight: 700; }
.glance { margin: 10mm 2mm 0; }
.glance h3 { color: #${primary}; font-size: 14pt; margin: 0 0 1mm; }
.tiles { display: flex; gap: 5mm; }
.tile { flex: 1; border: 1px solid #CFD8DC; border-top: 4px solid #${accent}; border-radius: 3px; padding: 4mm; }
.tile-label { color: #546E7A; font-size: 10pt; }
.tile-value { font-size: 20pt; font-weight: 700; margin: 1.5mm 0; }
.tile-change { font-size: 10pt; font-weight: 600; }
.tile-change span { color: #78909C; font-weight: 400; display: block; margin-top: 1mm; }
table { table-layout: fixed; }
.cover .prepared { margin-top: auto; padding: 0 2mm; color: #546E7A; border-top: 3px solid #${accent}; padding-top: 4mm; }
section { margin-bottom: 8mm; }
h2 { color: #${primary}; font-size: 17pt; border-bottom: 2px solid #${accent}; padding-bottom: 2mm; margin: 0 0 4mm; break-after: avoid; }
h3 { font-size: 12.5pt; margin: 5mm 0 2mm; break-after: avoid; }
.tactic { break-inside: avoid; }
table { width: 100%; border-collapse: collapse; font-size: 10pt; break-inside: avoid; }
th { background: #${primary}; color: #${onPrimary}; text-align: left; padding: 2mm 3mm; font-weight: 600; }
td { padding: 1.8mm 3mm; border-bottom: 1px solid #CFD8DC; }
tr:nth-child(even) td { background: #F5F7F8; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
.rule { color: #607D8B; font-size: 9pt; margin: 0 0 3mm; }
.empty { color: #607D8B; font-style: italic; }
.notes { list-style: none; padding: 0; margin: 0; }
.notes li { border-left: 3px solid #${accent}; padding: 1mm 0 1mm 4mm; margin-bottom: 4mm; break-inside: avoid; }
.note-head span { color: #607D8B; font-size: 9.5pt; }
.note-body { white-space: pre-wrap; margin-top: 1mm; }
.closing { break-before: page; text-align: center; padding-top: 70mm; }
.closing h2 { border: none; font-size: 28pt; }
.closing p { color: #546E7A; }
</style></head>
<body>
<div class="cover">
  <div class="band">${logo}<div class="kind">${e(M.businessReviewTitle)}</div><h1>${e(review.advertiserName)}</h1><div class="period">${e(period)}</div></div>
  <p class="compared">${e(compared)}</p>
  ${freshnessLine(review)}
  ${glance(review)}
  <div class="prepared">${e(M.businessReviewPreparedBy.replace('{agency}', agency))}</div>
</div>
${section(M.businessReviewHeadlines, headlines(review), `<p class="rule">${e(compared)}</p>`)}
${section(M.businessReviewCampaigns, ranked(review), `<p class="rule">${e(review.rankingRule)}</p>`)}
${section(
  M.businessReviewPacing,
  pacing(review),
  `<p class="rule">${e(M.businessReviewPacingRule.replace('{through}', readableDate(review.pacingThrough)))}</p>`,
)}
${section(M.businessReviewNotes, notes(review))}
<div class="closing"><h2>${e(M.businessReviewClosing)}</h2><p>${e(
    M.businessReviewClosingLine.replace('{agency}', agency),
  )}</p></div>
</body></html>`;
}

/** How fresh the review's figures are, in the dashboard deck's words, under the comparison on the cover. */
function freshnessLine(review: ReviewData): string {
  const { freshness } = review;
  if (freshness === undefined) return '';
  if (freshness.sources.length === 0) return `<p class="freshness">${e(MESSAGES.freshnessNoSources)}</p>`;
  const { line, status, perSource } = paperFreshness(freshness);
  const first =
    status === 'ok' ? e(line) : `<span class="late" style="color: #${LINE_COLOURS[status]}">⚠ ${e(line)}</span>`;
  return `<p class="freshness" data-freshness="${status}">${first}${perSource ? `<br>${e(perSource)}` : ''}</p>`;
}
