/**
 * The slides of the PPT export: the title slide, the slides of each module (a native table for tabular modules,
 * over as many slides as its rows need with the header repeated; else the module's picture, split across slides
 * when it is too tall to read on one), a glossary and the notes. Every module slide carries its figures in the
 * speaker notes.
 */
import { DateTime } from 'luxon';
import type PptxGenJS from 'pptxgenjs';
import type { GlossaryEntry } from '../../domain/glossary';
import { formatValue } from '../../domain/metric-format';
import { addFreshnessLine } from './pptx-freshness';
import { contentHeight, decodePng, encodeBand } from './pptx-png';
import { CONTENT_BOTTOM, CONTENT_WIDTH, fitInBox, MARGIN, pngSize, rowOfBoxes, SLIDE, type Box } from './pptx-geometry';
import type { ExportReport, ReportFigure, ReportModule, ReportNote, ReportTable } from './report';

/** Brand colours (RRGGBB) and font as pptxgenjs wants them. */
export interface DeckColours {
  primary: string;
  onPrimary: string;
  /** Accent line colour. */
  secondary: string;
  /** Primary colour when it reads on white, else the text colour: for headings on white. */
  accentText: string;
  /** The brand's font family. */
  font: string;
}

/** Name of the master every slide after the title uses: brand bar, agency footer, slide number. */
export const CONTENT_MASTER = 'CONTENT';

export const TEXT = '263238';
const MUTED = '607D8B';
/** Key figures shown per module. */
export const MAX_FIGURES = 6;
/** Height of a table row on a slide (inches). */
export const TABLE_ROW_HEIGHT = 0.3;
/** Rows of one module's table the deck shows at most; the spreadsheet has them all. */
export const MAX_DECK_ROWS = 60;
/** Notes per notes slide; more continue on the next. */
export const NOTES_PER_SLIDE = 6;
/** Glossary entries per glossary slide. */
export const GLOSSARY_PER_SLIDE = 12;
/** Rows of a chart's data listed in its speaker notes. */
const NOTE_ROWS = 12;

/** Modules that are tables on the dashboard: on a slide they are native tables, not pictures. */
export const TABLE_KINDS = new Set([
  'generic-table',
  'self-fetching-table',
  'progress-bar-table',
  'table-list',
  'targeting-list',
  'campaign-overview',
  'site-impact-table',
]);

const dataUrl = (png: Buffer): string => `image/png;base64,${png.toString('base64')}`;

/** 'yyyy-MM-dd' as 'October 25, 2026'; other text unchanged. */
export function readableDate(iso: string): string {
  const date = DateTime.fromISO(iso);
  return date.isValid ? date.setLocale('en-US').toFormat('MMMM d, yyyy') : iso;
}

/** A PNG placed in `box` at its own proportions (16:9 assumed when its size cannot be read). */
function addPicture(slide: PptxGenJS.Slide, png: Buffer, box: Box, size = pngSize(png)): void {
  slide.addImage({ data: dataUrl(png), ...fitInBox(size ?? { width: 16, height: 9 }, box) });
}

/** The opening slide: a brand band with the logo, advertiser and product, then the range and the agency. */
export function addTitleSlide(pptx: PptxGenJS, report: ExportReport, colours: DeckColours): void {
  const slide = pptx.addSlide();
  const band = { y: 0, h: 3.6 };
  slide.addShape('rect', {
    x: 0,
    y: band.y,
    w: SLIDE.width,
    h: band.h,
    fill: { color: colours.primary },
    line: { color: colours.primary, width: 0 },
  });
  slide.addShape('rect', {
    x: 0,
    y: band.y + band.h,
    w: SLIDE.width,
    h: 0.08,
    fill: { color: colours.secondary },
    line: { color: colours.secondary, width: 0 },
  });
  // The logo is drawn for the brand's toolbar, so it sits on the band in the primary colour.
  if (report.brand.logoPng) addPicture(slide, report.brand.logoPng, { x: MARGIN, y: 0.45, w: 4, h: 0.9 });
  // The advertiser's own logo, when it has one, at the band's other end (drawn on its white chip).
  if (report.brand.advertiserLogoPng)
    addPicture(slide, report.brand.advertiserLogoPng, { x: SLIDE.width - MARGIN - 3, y: 0.45, w: 3, h: 0.9 });
  const onBand = {
    x: MARGIN,
    w: CONTENT_WIDTH,
    fontFace: colours.font,
    color: colours.onPrimary,
    fit: 'shrink' as const,
  };
  slide.addText(report.advertiserName, { ...onBand, y: 1.55, h: 1.0, fontSize: 36, bold: true });
  slide.addText(report.productTitle, { ...onBand, y: 2.55, h: 0.7, fontSize: 24 });
  slide.addText(`${readableDate(report.startDate)} – ${readableDate(report.endDate)}`, {
    x: MARGIN,
    y: band.y + band.h + 0.5,
    w: CONTENT_WIDTH,
    h: 0.6,
    fontFace: colours.font,
    fontSize: 20,
    color: TEXT,
  });
  addFreshnessLine(slide, report.freshness, colours.font);
  slide.addText(`Prepared by ${report.brand.agencyName}`, {
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

/** Up to six figures as a row of value-over-label boxes; `large` for a slide of figures alone. */
function addFigures(
  slide: PptxGenJS.Slide,
  figures: ReportFigure[],
  y: number,
  colours: DeckColours,
  large = false,
): void {
  const shown = figures.slice(0, MAX_FIGURES);
  rowOfBoxes(shown.length, y, large ? 1.9 : 0.95).forEach((box, index) => {
    const figure = shown[index]!;
    slide.addText(
      [
        {
          text: formatValue(figure.key ?? figure.label, figure.value, figure.format),
          options: { fontSize: large ? 40 : 22, bold: true, breakLine: true, color: colours.accentText },
        },
        { text: figure.label, options: { fontSize: large ? 16 : 11, color: MUTED } },
      ],
      { ...box, fontFace: colours.font, color: TEXT, align: 'center', valign: 'middle', fill: { color: 'F5F7F8' } },
    );
  });
}

/** Column widths (inches) over `width`, in proportion to each column's longest text, none narrower than 0.7. */
export function tableColumnWidths(table: ReportTable, width: number): number[] {
  const lengths = table.columns.map((column) =>
    Math.min(
      40,
      Math.max(
        column.label.length,
        ...table.rows
          .slice(0, MAX_DECK_ROWS)
          .map((row) => formatValue(column.key, row[column.key] ?? null, column.format).length),
      ) + 2,
    ),
  );
  const total = lengths.reduce((sum, length) => sum + length, 0) || 1;
  const raw = lengths.map((length) => Math.max(0.7, (width * length) / total));
  const scale = width / raw.reduce((sum, w) => sum + w, 0);
  return raw.map((w) => w * scale);
}

/** Rows of a table as a native table in `box`: brand header, numbers right-aligned. */
function addTableRows(
  slide: PptxGenJS.Slide,
  table: ReportTable,
  rows: ReportTable['rows'],
  box: Box,
  colours: DeckColours,
): void {
  const fontSize = table.columns.length > 10 ? 8 : table.columns.length > 6 ? 9 : 11;
  const header: PptxGenJS.TableRow = table.columns.map((column) => ({
    text: column.label,
    options: {
      bold: true,
      color: colours.onPrimary,
      fill: { color: colours.primary },
      align: column.format === 'text' ? 'left' : 'right',
    },
  }));
  const body: PptxGenJS.TableRow[] = rows.map((row, index) =>
    table.columns.map((column) => ({
      text: formatValue(column.key, row[column.key] ?? null, column.format),
      options: {
        align: column.format === 'text' ? 'left' : 'right',
        ...(index % 2 === 1 ? { fill: { color: 'F5F7F8' } } : {}),
      },
    })),
  );
  slide.addTable([header, ...body], {
    x: box.x,
    y: box.y,
    w: box.w,
    colW: tableColumnWidths(table, box.w),
    rowH: TABLE_ROW_HEIGHT,
    fontFace: colours.font,
    fontSize,
    color: TEXT,
    valign: 'middle',
    border: { type: 'solid', pt: 0.5, color: 'CFD8DC' },
    autoPage: false,
  });
}

/** A content slide with a title; '(2 of 3)' after it on a module's further slides. */
function titledSlide(pptx: PptxGenJS, title: string, colours: DeckColours, part?: { n: number; of: number }) {
  const slide = pptx.addSlide({ masterName: CONTENT_MASTER });
  const suffix = part && part.of > 1 ? ` (${part.n} of ${part.of})` : '';
  slide.addText(`${title}${suffix}`, {
    x: MARGIN,
    y: 0.3,
    w: CONTENT_WIDTH,
    h: 0.7,
    fontFace: colours.font,
    fontSize: 24,
    bold: true,
    color: TEXT,
    fit: 'shrink',
  });
  return slide;
}

/** The speaker notes of a module: its figures, then the first rows of its data. */
export function moduleNotes(module: ReportModule): string {
  const lines = [module.title];
  if (module.figures.length > 0) {
    lines.push('', 'Key figures:');
    for (const figure of module.figures)
      lines.push(`• ${figure.label}: ${formatValue(figure.key ?? figure.label, figure.value, figure.format)}`);
  }
  const table = module.table;
  if (table && table.rows.length > 0) {
    const shown = table.rows.slice(0, NOTE_ROWS);
    lines.push('', table.rows.length > shown.length ? `First ${shown.length} of ${table.rows.length} rows:` : 'Data:');
    for (const row of shown)
      lines.push(
        `• ${table.columns
          .map((column) => `${column.label}: ${formatValue(column.key, row[column.key] ?? null, column.format)}`)
          .join(', ')}`,
      );
  }
  return lines.join('\n');
}

/** Pixels of a screenshot per inch of slide at 100 % (CSS pixels). */
const PX_PER_INCH = 96;
/**
 * A picture scaled to fit its area stays on one slide while it keeps this share of the scale at which its width
 * alone would fit; shrunk more than that it would be unreadable, and is cut into slices instead.
 */
const READABLE_SCALE = 0.6;
/** A small picture is enlarged at most this much: a little is still sharp, more would blur. */
const MAX_UPSCALE = 1.4;
/** No slice is taller than this many times its width. */
const MAX_SLICE_RATIO = 3;

/** Horizontal bands (in the picture's pixels) that each read well in an area of the slide. */
export function pictureSlices(size: { width: number; height: number }, area: Box): { top: number; height: number }[] {
  const widthScale = Math.min(1, (area.w * PX_PER_INCH) / size.width);
  const fitScale = Math.min(widthScale, (area.h * PX_PER_INCH) / size.height);
  if (fitScale >= widthScale * READABLE_SCALE && size.height <= size.width * MAX_SLICE_RATIO)
    return [{ top: 0, height: size.height }];
  const band = Math.min((area.h * PX_PER_INCH) / widthScale, size.width * MAX_SLICE_RATIO);
  const count = Math.ceil(size.height / band);
  const step = size.height / count;
  return Array.from({ length: count }, (_, index) => ({ top: index * step, height: step }));
}

/**
 * A module's picture as the parts its slides show: trimmed of the empty card below its content, and cut into
 * bands when still too tall to read on one slide. A picture that cannot be decoded is kept whole.
 */
export function pictureParts(
  png: Buffer,
  area: Box,
  fallback: { width: number; height: number },
): { png: Buffer; size: { width: number; height: number } }[] {
  const decoded = decodePng(png);
  if (!decoded) return [{ png, size: pngSize(png) ?? fallback }];
  const height = contentHeight(decoded);
  const slices = pictureSlices({ width: decoded.width, height }, area);
  if (slices.length === 1 && height === decoded.height) return [{ png, size: { width: decoded.width, height } }];
  return slices.map((slice) => {
    const band = encodeBand(decoded, slice.top, slice.height);
    return { png: band, size: pngSize(band) ?? { width: decoded.width, height: slice.height } };
  });
}

/** The module as native table slides: figures on the first, at most MAX_DECK_ROWS rows, header on each. */
function addTableSlides(pptx: PptxGenJS, module: ReportModule, table: ReportTable, colours: DeckColours): void {
  const rows = table.rows.slice(0, Math.min(MAX_DECK_ROWS, table.shownRows ?? MAX_DECK_ROWS));
  const firstTop = module.figures.length > 0 ? 2.3 : 1.15;
  const perSlide = (top: number): number =>
    Math.max(1, Math.floor((CONTENT_BOTTOM - 0.35 - top) / TABLE_ROW_HEIGHT) - 1);
  const chunks: ReportTable['rows'][] = [];
  for (let start = 0, top = firstTop; start < rows.length || chunks.length === 0; top = 1.15) {
    chunks.push(rows.slice(start, start + perSlide(top)));
    start += perSlide(top);
  }
  const notes = moduleNotes(module);
  chunks.forEach((chunk, index) => {
    const slide = titledSlide(pptx, module.title, colours, { n: index + 1, of: chunks.length });
    const top = index === 0 ? firstTop : 1.15;
    if (index === 0 && module.figures.length > 0) addFigures(slide, module.figures, 1.15, colours);
    addTableRows(slide, table, chunk, { x: MARGIN, y: top, w: CONTENT_WIDTH, h: CONTENT_BOTTOM - top }, colours);
    if (index === chunks.length - 1 && rows.length < (table.shownRows ?? table.rows.length)) {
      slide.addText(
        `Showing the first ${rows.length} of ${table.rows.length} rows; the spreadsheet export has them all.`,
        {
          x: MARGIN,
          y: CONTENT_BOTTOM - 0.3,
          w: CONTENT_WIDTH,
          h: 0.3,
          fontFace: colours.font,
          fontSize: 10,
          italic: true,
          color: MUTED,
        },
      );
    }
    slide.addNotes(notes);
  });
}

/** The module's picture on one slide, or cut into bands over several when it is far taller than the area. */
function addPictureSlides(pptx: PptxGenJS, module: ReportModule, image: Buffer, colours: DeckColours): void {
  const top = module.figures.length > 0 ? 2.3 : 1.15;
  const area: Box = { x: MARGIN, y: top, w: CONTENT_WIDTH, h: CONTENT_BOTTOM - top };
  const parts = pictureParts(image, area, module.imageSize ?? { width: 16, height: 9 });
  const notes = moduleNotes(module);
  parts.forEach((part, index) => {
    const slide = titledSlide(pptx, module.title, colours, { n: index + 1, of: parts.length });
    if (index === 0 && module.figures.length > 0) addFigures(slide, module.figures, 1.15, colours);
    // A small chart is enlarged a little, never blown up past sharpness.
    const scale = Math.min(
      MAX_UPSCALE,
      (area.w * PX_PER_INCH) / part.size.width,
      (area.h * PX_PER_INCH) / part.size.height,
    );
    const w = (part.size.width * scale) / PX_PER_INCH;
    const h = (part.size.height * scale) / PX_PER_INCH;
    slide.addImage({ data: dataUrl(part.png), x: area.x + (area.w - w) / 2, y: area.y + (area.h - h) / 2, w, h });
    slide.addNotes(notes);
  });
}

/** A prose module's words as the slide's text, large enough to read across a room. */
function addTextSlide(pptx: PptxGenJS, module: ReportModule, text: string, colours: DeckColours): void {
  const slide = titledSlide(pptx, module.title, colours);
  slide.addText(text, {
    x: MARGIN,
    y: 1.4,
    w: CONTENT_WIDTH,
    h: CONTENT_BOTTOM - 1.4,
    valign: 'top',
    fontFace: colours.font,
    fontSize: 24,
    color: TEXT,
    fit: 'shrink',
  });
  slide.addNotes(`${module.title}\n\n${text}`);
}

/**
 * A module's slides: a tabular module (or one with a table and no picture) as native tables; a module of headline
 * figures alone as those figures; else its picture; else a short remark.
 */
export function addModuleSlides(pptx: PptxGenJS, module: ReportModule, colours: DeckColours): void {
  const table = module.table && module.table.columns.length > 0 ? module.table : undefined;
  if (table && (TABLE_KINDS.has(module.kind) || !module.image)) return addTableSlides(pptx, module, table, colours);
  if (module.text) return addTextSlide(pptx, module, module.text, colours);
  // Headline figures alone (the KPI row) are drawn natively once, not again as their picture.
  if (module.image && (table || module.figures.length === 0))
    return addPictureSlides(pptx, module, module.image, colours);
  const slide = titledSlide(pptx, module.title, colours);
  if (module.figures.length > 0) addFigures(slide, module.figures, 2.6, colours, true);
  else
    slide.addText('Nothing to show for this module.', {
      x: MARGIN,
      y: 1.15,
      w: CONTENT_WIDTH,
      h: 0.5,
      fontFace: colours.font,
      fontSize: 14,
      color: MUTED,
    });
  slide.addNotes(moduleNotes(module));
}

/** The glossary: each metric and column shown with its definition, continued over slides as needed. */
export function addGlossarySlides(pptx: PptxGenJS, entries: GlossaryEntry[], colours: DeckColours): void {
  if (entries.length === 0) return;
  const pages = Math.ceil(entries.length / GLOSSARY_PER_SLIDE);
  const table: ReportTable = {
    columns: [
      { key: 'term', label: 'Term', format: 'text' },
      { key: 'definition', label: 'Definition', format: 'text' },
    ],
    rows: entries.map((entry) => ({ term: entry.term, definition: entry.definition })),
  };
  for (let page = 0; page < pages; page++) {
    const slide = titledSlide(pptx, 'Glossary', colours, { n: page + 1, of: pages });
    const rows = table.rows.slice(page * GLOSSARY_PER_SLIDE, (page + 1) * GLOSSARY_PER_SLIDE);
    const header: PptxGenJS.TableRow = table.columns.map((column) => ({
      text: column.label,
      options: { bold: true, color: colours.onPrimary, fill: { color: colours.primary } },
    }));
    const body: PptxGenJS.TableRow[] = rows.map((row) => [
      { text: String(row.term), options: { bold: true } },
      { text: String(row.definition) },
    ]);
    slide.addTable([header, ...body], {
      x: MARGIN,
      y: 1.15,
      w: CONTENT_WIDTH,
      colW: [3, CONTENT_WIDTH - 3],
      fontFace: colours.font,
      fontSize: 11,
      color: TEXT,
      valign: 'top',
      border: { type: 'solid', pt: 0.5, color: 'CFD8DC' },
      autoPage: false,
    });
  }
}

/** One paragraph per note: "date · campaign — title" in bold, then the body. */
function noteRuns(notes: ReportNote[]): PptxGenJS.TextProps[] {
  return notes.flatMap((note) => [
    {
      text: `${readableDate(note.date)} · ${note.campaign} — ${note.title}`,
      options: { bold: true, breakLine: true },
    },
    { text: note.body, options: { color: MUTED, breakLine: true, paraSpaceAfter: 10 } },
  ]);
}

/** The closing "Notes" slides, continued on further slides when there are many; none when there are none. */
export function addNotesSlides(pptx: PptxGenJS, notes: ReportNote[], colours: DeckColours): void {
  const pages = Math.ceil(notes.length / NOTES_PER_SLIDE);
  for (let page = 0; page < pages; page++) {
    const slide = titledSlide(pptx, page === 0 ? 'Notes' : 'Notes (continued)', colours);
    const body: Box = { x: MARGIN, y: 1.2, w: CONTENT_WIDTH, h: CONTENT_BOTTOM - 1.2 };
    const shown = notes.slice(page * NOTES_PER_SLIDE, (page + 1) * NOTES_PER_SLIDE);
    slide.addText(noteRuns(shown), {
      ...body,
      valign: 'top',
      fontFace: colours.font,
      fontSize: 14,
      color: TEXT,
      fit: 'shrink',
    });
  }
}
