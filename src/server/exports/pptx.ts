/**
 * The PPT export: a 16:9 deck in the agency's brand (colours, font, logo, name; the file's properties name the
 * agency, never the portal) with a title slide, each module's slides (native tables for tabular modules,
 * pictures split when too tall, figures in the speaker notes), a glossary of the metrics shown and the period's
 * notes, every slide after the title numbered.
 */
import PptxGenJS from 'pptxgenjs';
import { glossaryFor } from '../../domain/glossary';
import { brandColours, contrastRatio, hexDigits } from './colour';
import { CONTENT_WIDTH, MARGIN, SLIDE } from './pptx-geometry';
import {
  addGlossarySlides,
  addModuleSlides,
  addNotesSlides,
  addTitleSlide,
  CONTENT_MASTER,
  TEXT,
  type DeckColours,
} from './pptx-slides';
import { reportFields, type ExportReport } from './report';

/** The font a deck uses when the brand names none. */
const DEFAULT_FONT = 'Calibri';

/** The deck's colours and font from the brand. */
export function deckColours(brand: ExportReport['brand']): DeckColours {
  const { primary, onPrimary } = brandColours(brand);
  return {
    primary,
    onPrimary,
    secondary: hexDigits(brand.secondaryColor ?? '', primary),
    accentText: contrastRatio(primary, 'FFFFFF') >= 3 ? primary : TEXT,
    font: brand.fontFamily ?? DEFAULT_FONT,
  };
}

/**
 * A content master in the agency's brand: the brand bar along the top, the agency's name and the slide number along
 * the bottom. The dashboard deck and the business review both use it.
 */
export function defineBrandMaster(pptx: PptxGenJS, title: string, agency: string, colours: DeckColours): void {
  const footer = { y: SLIDE.height - 0.55, h: 0.35, fontSize: 10, fontFace: colours.font, color: '90A4AE' };
  pptx.defineSlideMaster({
    title,
    background: { color: 'FFFFFF' },
    objects: [
      { rect: { x: 0, y: 0, w: SLIDE.width, h: 0.12, fill: { color: colours.primary } } },
      { text: { text: agency, options: { ...footer, x: MARGIN, w: CONTENT_WIDTH - 1 } } },
    ],
    slideNumber: { ...footer, x: SLIDE.width - MARGIN - 0.6, w: 0.6 },
  });
}

/** The whole report as a PPTX file. */
export async function buildDeck(report: ExportReport): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = `${report.advertiserName} – ${report.productTitle} – ${report.startDate} to ${report.endDate}`;
  pptx.subject = `${report.productTitle} performance of ${report.advertiserName}`;
  pptx.author = report.brand.agencyName;
  pptx.company = report.brand.agencyName;
  const colours = deckColours(report.brand);
  pptx.theme = { headFontFace: colours.font, bodyFontFace: colours.font };
  defineBrandMaster(pptx, CONTENT_MASTER, report.brand.agencyName, colours);
  addTitleSlide(pptx, report, colours);
  for (const module of report.modules) addModuleSlides(pptx, module, colours);
  addGlossarySlides(pptx, glossaryFor(reportFields(report.modules), report.campaignTypes ?? []), colours);
  addNotesSlides(pptx, report.notes, colours);
  const written = await pptx.write({ outputType: 'nodebuffer' });
  if (!Buffer.isBuffer(written)) throw new Error('pptxgenjs did not return a buffer');
  return written;
}
