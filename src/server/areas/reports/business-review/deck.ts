/**
 * The business review as a 16:9 deck (pptxgenjs): a title slide in the agency's brand, one slide of headline
 * figures per tactic, the best and worst campaigns, pacing against goals, the period's notes and a closing slide.
 * Text boxes and native tables only, so every PowerPoint, Keynote and Google Slides opens it the same.
 */
import PptxGenJS from 'pptxgenjs';
import { BUSINESS_REVIEW_MESSAGES as M } from '../../../../domain/messages/business-reviews';
import { formatInteger, formatPercent } from '../../../../domain/format-number';
import { formatValue } from '../../../../domain/metric-format';
import { deckColours, defineBrandMaster } from '../../../exports/pptx';
import { addFreshnessLine } from '../../../exports/pptx-freshness';
import { CONTENT_WIDTH, fitInBox, MARGIN, pngSize, SLIDE } from '../../../exports/pptx-geometry';
import { readableDate, TEXT, type DeckColours } from '../../../exports/pptx-slides';
import type { ReviewData } from './data';
import { changeText, headlineTable, pacingText, periodText, reviewTitle } from './html';

const MASTER = 'REVIEW';
const MUTED = '607D8B';
/** Table rows per slide (pacing orders, ranked campaigns); more continue on the next slide. */
export const ROWS_PER_SLIDE = 12;
/** Notes per slide. */
export const NOTES_PER_SLIDE = 5;

type Cell = PptxGenJS.TableCell;

/** A content slide with its heading and an optional line under it. */
function contentSlide(pptx: PptxGenJS, colours: DeckColours, heading: string, rule?: string): PptxGenJS.Slide {
  const slide = pptx.addSlide({ masterName: MASTER });
  slide.addText(heading, {
    x: MARGIN,
    y: 0.35,
    w: CONTENT_WIDTH,
    h: 0.7,
    fontFace: colours.font,
    fontSize: 26,
    bold: true,
    color: colours.accentText,
    fit: 'shrink',
  });
  if (rule)
    slide.addText(rule, {
      x: MARGIN,
      y: 1.05,
      w: CONTENT_WIDTH,
      h: 0.5,
      fontFace: colours.font,
      fontSize: 12,
      color: MUTED,
      fit: 'shrink',
    });
  return slide;
}

function addTable(
  slide: PptxGenJS.Slide,
  colours: DeckColours,
  head: string[],
  rows: string[][],
  numeric: boolean[],
  y = 1.7,
  widths?: number[],
): void {
  const header: Cell[] = head.map((text, i) => ({
    text,
    options: {
      bold: true,
      color: colours.onPrimary,
      fill: { color: colours.primary },
      align: numeric[i] ? 'right' : 'left',
    },
  }));
  const body: Cell[][] = rows.map((row, r) =>
    row.map((text, i) => ({
      text,
      options: { align: numeric[i] ? 'right' : 'left', fill: { color: r % 2 ? 'F5F7F8' : 'FFFFFF' } },
    })),
  );
  slide.addTable([header, ...body], {
    x: MARGIN,
    y,
    w: CONTENT_WIDTH,
    ...(widths ? { colW: widths.map((w) => (w / 100) * CONTENT_WIDTH) } : {}),
    fontFace: colours.font,
    fontSize: 14,
    color: TEXT,
    border: { type: 'solid', pt: 0.5, color: 'CFD8DC' },
    rowH: 0.42,
    valign: 'middle',
    autoPage: false,
  });
}

function emptyLine(slide: PptxGenJS.Slide, colours: DeckColours, text: string): void {
  slide.addText(text, {
    x: MARGIN,
    y: 2,
    w: CONTENT_WIDTH,
    h: 0.6,
    fontFace: colours.font,
    fontSize: 16,
    italic: true,
    color: MUTED,
  });
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  items.length === 0
    ? [[]]
    : Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

function addTitleSlide(pptx: PptxGenJS, review: ReviewData & { logoPng?: Buffer | null }, colours: DeckColours): void {
  const slide = pptx.addSlide();
  const band = 4;
  slide.addShape('rect', {
    x: 0,
    y: 0,
    w: SLIDE.width,
    h: band,
    fill: { color: colours.primary },
    line: { color: colours.primary, width: 0 },
  });
  slide.addShape('rect', {
    x: 0,
    y: band,
    w: SLIDE.width,
    h: 0.08,
    fill: { color: colours.secondary },
    line: { color: colours.secondary, width: 0 },
  });
  const onBand = {
    x: MARGIN,
    w: CONTENT_WIDTH,
    fontFace: colours.font,
    color: colours.onPrimary,
    fit: 'shrink' as const,
  };
  const size = review.logoPng ? pngSize(review.logoPng) : null;
  if (review.logoPng && size)
    slide.addImage({
      data: `image/png;base64,${review.logoPng.toString('base64')}`,
      ...fitInBox(size, { x: MARGIN, y: 0.45, w: 4, h: 0.9 }),
    });
  else slide.addText(review.brand.agencyName, { ...onBand, y: 0.45, h: 0.7, fontSize: 20, bold: true });
  slide.addText(M.businessReviewTitle.toUpperCase(), { ...onBand, y: 1.45, h: 0.5, fontSize: 16, charSpacing: 4 });
  slide.addText(review.advertiserName, { ...onBand, y: 1.95, h: 1.1, fontSize: 40, bold: true });
  slide.addText(periodText(review.period.startDate, review.period.endDate), {
    ...onBand,
    y: 3.05,
    h: 0.6,
    fontSize: 22,
  });
  slide.addText(
    M.businessReviewComparedWith
      .replace('{start}', readableDate(review.previous.startDate))
      .replace('{end}', readableDate(review.previous.endDate)),
    { x: MARGIN, y: band + 0.5, w: CONTENT_WIDTH, h: 0.6, fontFace: colours.font, fontSize: 16, color: MUTED },
  );
  // How fresh the numbers are, as on the dashboard deck's title slide: under "Compared with", above "Prepared by".
  addFreshnessLine(slide, review.freshness, colours.font, { x: MARGIN, y: band + 1.15, w: CONTENT_WIDTH, h: 1.0 });
  slide.addText(M.businessReviewPreparedBy.replace('{agency}', review.brand.agencyName), {
    x: MARGIN,
    y: SLIDE.height - 1.1,
    w: CONTENT_WIDTH,
    h: 0.6,
    fontFace: colours.font,
    fontSize: 16,
    bold: true,
    color: colours.accentText,
  });
}

/** The whole review as a PPTX file. */
export async function buildReviewDeck(review: ReviewData & { logoPng?: Buffer | null }): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = reviewTitle(review);
  pptx.subject = `${M.businessReviewTitle}: ${review.advertiserName}, ${review.period.startDate} to ${review.period.endDate}`;
  pptx.author = review.brand.agencyName;
  pptx.company = review.brand.agencyName;
  const colours = deckColours(review.brand);
  pptx.theme = { headFontFace: colours.font, bodyFontFace: colours.font };
  defineBrandMaster(pptx, MASTER, review.brand.agencyName, colours);
  addTitleSlide(pptx, review, colours);

  const compared = M.businessReviewComparedWith
    .replace('{start}', readableDate(review.previous.startDate))
    .replace('{end}', readableDate(review.previous.endDate));
  if (review.glance.length) {
    const slide = contentSlide(pptx, colours, M.businessReviewAtAGlance, M.businessReviewAllTactics);
    addTable(
      slide,
      colours,
      [M.businessReviewMetric, M.businessReviewThisPeriod, M.businessReviewPreviousPeriod, M.businessReviewChange],
      review.glance.map((f) => [f.label, formatValue(f.key, f.current), formatValue(f.key, f.previous), changeText(f)]),
      [false, true, true, true],
      1.7,
      [34, 24, 24, 18],
    );
  }
  if (review.tactics.length === 0)
    emptyLine(contentSlide(pptx, colours, M.businessReviewHeadlines, compared), colours, M.businessReviewNoDelivery);
  for (const tactic of review.tactics) {
    const slide = contentSlide(pptx, colours, `${M.businessReviewHeadlines}: ${tactic.name}`, compared);
    addTable(slide, colours, ...headlineTable(tactic), 1.7, [34, 24, 24, 18]);
  }

  const ranked = contentSlide(pptx, colours, M.businessReviewCampaigns, review.rankingRule);
  if (review.best.length === 0) emptyLine(ranked, colours, M.businessReviewNoneRanked);
  else {
    const head = [M.businessReviewCampaign, M.businessReviewTactic, M.businessReviewImpressions, M.businessReviewCtr];
    const rowsOf = (list: ReviewData['best']): string[][] =>
      list.map((c) => [c.name, c.tactic ?? c.type, formatInteger(c.impressions), formatPercent(c.ctr)]);
    const numeric = [false, false, true, true];
    const label = {
      x: MARGIN,
      w: CONTENT_WIDTH,
      h: 0.4,
      fontFace: colours.font,
      fontSize: 15,
      bold: true,
      color: TEXT,
    };
    ranked.addText(M.businessReviewBest, { ...label, y: 1.55 });
    addTable(ranked, colours, head, rowsOf(review.best), numeric, 1.95, [44, 20, 18, 18]);
    if (review.worst.length) {
      const y = 1.95 + 0.42 * (review.best.length + 1) + 0.3;
      ranked.addText(M.businessReviewWorst, { ...label, y });
      addTable(ranked, colours, head, rowsOf(review.worst), numeric, y + 0.4, [44, 20, 18, 18]);
    }
  }

  const pacingRule = M.businessReviewPacingRule.replace('{through}', readableDate(review.pacingThrough));
  for (const part of chunks(review.pacing, ROWS_PER_SLIDE)) {
    const slide = contentSlide(pptx, colours, M.businessReviewPacing, pacingRule);
    if (part.length === 0) emptyLine(slide, colours, M.businessReviewNoGoals);
    else
      addTable(
        slide,
        colours,
        [
          M.businessReviewOrder,
          M.businessReviewFlight,
          M.businessReviewGoal,
          M.businessReviewDelivered,
          M.businessReviewExpected,
          M.businessReviewPacingColumn,
        ],
        part.map((o) => [
          o.orderName,
          periodText(o.startDate, o.endDate),
          formatInteger(o.goal),
          formatInteger(o.delivered),
          formatInteger(o.expected),
          pacingText(o.pacing),
        ]),
        [false, false, true, true, true, true],
        1.7,
        [22, 30, 12, 12, 12, 12],
      );
  }

  for (const part of chunks(review.notes, NOTES_PER_SLIDE)) {
    const slide = contentSlide(pptx, colours, M.businessReviewNotes);
    if (part.length === 0) emptyLine(slide, colours, M.businessReviewNoNotes);
    else
      slide.addText(
        part.flatMap((n) => [
          { text: n.title, options: { bold: true, fontSize: 16, color: TEXT, breakLine: true } },
          {
            text: `${readableDate(n.date)} · ${n.campaignName}`,
            options: { fontSize: 12, color: MUTED, breakLine: true },
          },
          { text: n.body, options: { fontSize: 13, color: TEXT, breakLine: true, paraSpaceAfter: 10 } },
        ]),
        { x: MARGIN, y: 1.3, w: CONTENT_WIDTH, h: 5.4, valign: 'top', fontFace: colours.font, fit: 'shrink' },
      );
  }

  const closing = pptx.addSlide({ masterName: MASTER });
  closing.addText(M.businessReviewClosing, {
    x: MARGIN,
    y: 2.4,
    w: CONTENT_WIDTH,
    h: 1.2,
    align: 'center',
    fontFace: colours.font,
    fontSize: 44,
    bold: true,
    color: colours.accentText,
  });
  closing.addText(M.businessReviewClosingLine.replace('{agency}', review.brand.agencyName), {
    x: MARGIN,
    y: 3.7,
    w: CONTENT_WIDTH,
    h: 0.8,
    align: 'center',
    fontFace: colours.font,
    fontSize: 18,
    color: MUTED,
  });

  const written = await pptx.write({ outputType: 'nodebuffer' });
  if (!Buffer.isBuffer(written)) throw new Error('pptxgenjs did not return a buffer');
  return written;
}
