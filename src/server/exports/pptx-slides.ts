/** The slides of the PPT export: the title slide, one slide per module, and the notes. */
import type PptxGenJS from 'pptxgenjs';
import { formatDate } from '../../domain/format-date';
import { formatValue } from '../../domain/metric-format';
import { CONTENT_BOTTOM, CONTENT_WIDTH, fitInBox, MARGIN, pngSize, rowOfBoxes, SLIDE, type Box } from './pptx-geometry';
import type { ExportReport, ReportFigure, ReportModule, ReportNote, ReportTable } from './report';

/** Brand colours as pptxgenjs wants them (RRGGBB). */
export interface DeckColours {
  primary: string;
  onPrimary: string;
}

/** Name of the master every slide after the title uses: brand bar, agency footer, slide number. */
export const CONTENT_MASTER = 'CONTENT';

const TEXT = '263238';
const MUTED = '607D8B';
const FONT = 'Calibri';
/** Key figures shown per module. */
export const MAX_FIGURES = 6;
/** Table rows shown on a module slide. */
export const MAX_TABLE_ROWS = 15;
/** Notes per notes slide; more continue on the next. */
export const NOTES_PER_SLIDE = 6;

const dataUrl = (png: Buffer): string => `image/png;base64,${png.toString('base64')}`;

/** A PNG placed in `box` at its own proportions (16:9 assumed when its size cannot be read). */
function addPicture(slide: PptxGenJS.Slide, png: Buffer, box: Box, size = pngSize(png)): void {
  slide.addImage({ data: dataUrl(png), ...fitInBox(size ?? { width: 16, height: 9 }, box) });
}

/** The opening slide: a primary-colour band with the logo and advertiser, then product, range and agency. */
export function addTitleSlide(pptx: PptxGenJS, report: ExportReport, colours: DeckColours): void {
  const slide = pptx.addSlide();
  const band = 3.2;
  slide.addShape('rect', { x: 0, y: 0, w: SLIDE.width, h: band, fill: { color: colours.primary }, line: { width: 0 } });
  if (report.brand.logoPng) addPicture(slide, report.brand.logoPng, { x: MARGIN, y: 0.4, w: 3, h: 1.1 });
  slide.addText(report.advertiserName, {
    x: MARGIN,
    y: 1.7,
    w: CONTENT_WIDTH,
    h: 1.1,
    fontFace: FONT,
    fontSize: 36,
    bold: true,
    color: colours.onPrimary,
    fit: 'shrink',
  });
  slide.addText(report.productTitle, {
    x: MARGIN,
    y: band + 0.5,
    w: CONTENT_WIDTH,
    h: 0.8,
    fontFace: FONT,
    fontSize: 28,
    color: TEXT,
  });
  slide.addText(`${formatDate(report.startDate)} – ${formatDate(report.endDate)}`, {
    x: MARGIN,
    y: band + 1.3,
    w: CONTENT_WIDTH,
    h: 0.6,
    fontFace: FONT,
    fontSize: 20,
    color: MUTED,
  });
  slide.addText(report.brand.agencyName, {
    x: MARGIN,
    y: SLIDE.height - 1.1,
    w: CONTENT_WIDTH,
    h: 0.6,
    fontFace: FONT,
    fontSize: 16,
    bold: true,
    color: colours.primary,
  });
}

/** Up to six figures as a row of value-over-label boxes. */
function addFigures(slide: PptxGenJS.Slide, figures: ReportFigure[], y: number): void {
  const shown = figures.slice(0, MAX_FIGURES);
  rowOfBoxes(shown.length, y, 0.95).forEach((box, index) => {
    const figure = shown[index]!;
    slide.addText(
      [
        {
          text: formatValue(figure.label, figure.value, figure.format),
          options: { fontSize: 22, bold: true, breakLine: true },
        },
        { text: figure.label, options: { fontSize: 11, color: MUTED } },
      ],
      { ...box, fontFace: FONT, color: TEXT, align: 'center', valign: 'middle', fill: { color: 'F5F7F8' } },
    );
  });
}

/** The first rows of a table as a native table, header in the brand colours. */
function addTable(slide: PptxGenJS.Slide, table: ReportTable, box: Box, colours: DeckColours): void {
  const rows = table.rows.slice(0, MAX_TABLE_ROWS);
  const fontSize = table.columns.length > 8 ? 8 : 10;
  const header: PptxGenJS.TableRow = table.columns.map((column) => ({
    text: column.label,
    options: { bold: true, color: colours.onPrimary, fill: { color: colours.primary } },
  }));
  const body: PptxGenJS.TableRow[] = rows.map((row) =>
    table.columns.map((column) => ({
      text: formatValue(column.key, row[column.key] ?? null, column.format),
      options: { align: column.format === 'text' ? 'left' : 'right' },
    })),
  );
  const rowH = Math.min(0.3, box.h / (rows.length + 1));
  slide.addTable([header, ...body], {
    x: box.x,
    y: box.y,
    w: box.w,
    colW: table.columns.map(() => box.w / Math.max(1, table.columns.length)),
    rowH,
    fontFace: FONT,
    fontSize,
    color: TEXT,
    border: { type: 'solid', pt: 0.5, color: 'CFD8DC' },
    autoPage: false,
  });
}

/** A module's slide: title, key figures, then its picture, else its table, else a short remark. */
export function addModuleSlide(pptx: PptxGenJS, module: ReportModule, colours: DeckColours): void {
  const slide = pptx.addSlide({ masterName: CONTENT_MASTER });
  slide.addText(module.title, {
    x: MARGIN,
    y: 0.3,
    w: CONTENT_WIDTH,
    h: 0.7,
    fontFace: FONT,
    fontSize: 24,
    bold: true,
    color: TEXT,
    fit: 'shrink',
  });
  let top = 1.15;
  if (module.figures.length > 0) {
    addFigures(slide, module.figures, top);
    top += 1.15;
  }
  const area: Box = { x: MARGIN, y: top, w: CONTENT_WIDTH, h: CONTENT_BOTTOM - top };
  if (module.image) addPicture(slide, module.image, area, module.imageSize ?? pngSize(module.image));
  else if (module.table) addTable(slide, module.table, area, colours);
  else if (module.figures.length === 0) {
    slide.addText('Nothing to show for this module.', { ...area, h: 0.5, fontFace: FONT, fontSize: 14, color: MUTED });
  }
}

/** One paragraph per note: "date · campaign — title" in bold, then the body. */
function noteRuns(notes: ReportNote[]): PptxGenJS.TextProps[] {
  return notes.flatMap((note) => [
    { text: `${formatDate(note.date)} · ${note.campaign} — ${note.title}`, options: { bold: true, breakLine: true } },
    { text: note.body, options: { color: MUTED, breakLine: true, paraSpaceAfter: 10 } },
  ]);
}

/** The closing "Notes" slide, continued on further slides when there are many notes. */
export function addNotesSlides(pptx: PptxGenJS, notes: ReportNote[]): void {
  const pages = Math.max(1, Math.ceil(notes.length / NOTES_PER_SLIDE));
  for (let page = 0; page < pages; page++) {
    const slide = pptx.addSlide({ masterName: CONTENT_MASTER });
    slide.addText(page === 0 ? 'Notes' : 'Notes (continued)', {
      x: MARGIN,
      y: 0.3,
      w: CONTENT_WIDTH,
      h: 0.7,
      fontFace: FONT,
      fontSize: 24,
      bold: true,
      color: TEXT,
    });
    const body: Box = { x: MARGIN, y: 1.2, w: CONTENT_WIDTH, h: CONTENT_BOTTOM - 1.2 };
    const shown = notes.slice(page * NOTES_PER_SLIDE, (page + 1) * NOTES_PER_SLIDE);
    const text = shown.length > 0 ? noteRuns(shown) : 'No notes for this period.';
    slide.addText(text, { ...body, valign: 'top', fontFace: FONT, fontSize: 14, color: TEXT, fit: 'shrink' });
  }
}
