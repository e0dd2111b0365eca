/**
 * The "data through" line on the deck's title slide (issue 27): the words of the dashboard's own line
 * (src/domain/freshness-line.ts), from the freshness the print page fetched, in the deck's font; a late source is
 * named in words and in the warning colour, never by colour alone.
 */
import type PptxGenJS from 'pptxgenjs';
import type { FreshnessStatus } from '../../domain/freshness';
import { paperFreshness } from '../../domain/freshness-line';
import { MESSAGES } from '../../domain/messages';
import { TITLE_FRESHNESS_BOX, type Box } from './pptx-geometry';
import type { ExportReport } from './report';

/** Muted grey for an on-time line (the deck's muted text); Chakra's orange.700 / red.700 when late (≥ 4.5:1 on white). */
export const LINE_COLOURS: Readonly<Record<FreshnessStatus, string>> = {
  ok: '607D8B',
  warning: 'C2410C',
  failing: 'B91C1C',
};

/**
 * The title slide's line: nothing when no campaign is in view, a quiet remark when the page could not check; in
 * `box` (the dashboard deck's place unless a deck of another layout, the business review's, names its own).
 */
export function addFreshnessLine(
  slide: PptxGenJS.Slide,
  freshness: ExportReport['freshness'],
  font: string,
  box: Box = TITLE_FRESHNESS_BOX,
): void {
  if (freshness === undefined) return;
  const base = { ...box, fontFace: font, valign: 'top' as const, fit: 'shrink' as const };
  if (freshness === null || freshness.sources.length === 0) {
    const text = freshness === null ? MESSAGES.freshnessUnavailable : MESSAGES.freshnessNoSources;
    slide.addText(text, { ...base, fontSize: 14, color: LINE_COLOURS.ok });
    return;
  }
  const { line, status, perSource } = paperFreshness(freshness);
  const late = status !== 'ok';
  const runs: PptxGenJS.TextProps[] = [
    {
      text: late ? `⚠ ${line}` : line,
      options: { fontSize: 14, bold: late, color: LINE_COLOURS[status], breakLine: perSource !== null },
    },
  ];
  if (perSource) runs.push({ text: perSource, options: { fontSize: 12, color: LINE_COLOURS.ok } });
  slide.addText(runs, base);
}
