/**
 * The PPT export: a 16:9 deck with a title slide in the brand, one slide per module (picture or table, key
 * figures) and the period's notes, every slide after the title numbered.
 */
import PptxGenJS from 'pptxgenjs';
import { FALLBACK_ON_PRIMARY, FALLBACK_PRIMARY, hexDigits } from './colour';
import { CONTENT_WIDTH, MARGIN, SLIDE } from './pptx-geometry';
import { addModuleSlide, addNotesSlides, addTitleSlide, CONTENT_MASTER, type DeckColours } from './pptx-slides';
import type { ExportReport } from './report';

/** Brand bar along the top, agency name and slide number along the bottom. */
function defineContentMaster(pptx: PptxGenJS, report: ExportReport, colours: DeckColours): void {
  pptx.defineSlideMaster({
    title: CONTENT_MASTER,
    background: { color: 'FFFFFF' },
    objects: [
      { rect: { x: 0, y: 0, w: SLIDE.width, h: 0.12, fill: { color: colours.primary } } },
      {
        text: {
          text: report.brand.agencyName,
          options: { x: MARGIN, y: SLIDE.height - 0.55, w: CONTENT_WIDTH - 1, h: 0.35, fontSize: 10, color: '90A4AE' },
        },
      },
    ],
    slideNumber: { x: SLIDE.width - MARGIN - 0.6, y: SLIDE.height - 0.55, w: 0.6, h: 0.35, fontSize: 10 },
  });
}

/** The whole report as a PPTX file. */
export async function buildDeck(report: ExportReport): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = `${report.advertiserName} – ${report.productTitle}`;
  pptx.company = report.brand.agencyName;
  const colours: DeckColours = {
    primary: hexDigits(report.brand.primaryColor, FALLBACK_PRIMARY),
    onPrimary: hexDigits(report.brand.onPrimaryColor, FALLBACK_ON_PRIMARY),
  };
  defineContentMaster(pptx, report, colours);
  addTitleSlide(pptx, report, colours);
  for (const module of report.modules) addModuleSlide(pptx, module, colours);
  addNotesSlides(pptx, report.notes);
  const written = await pptx.write({ outputType: 'nodebuffer' });
  if (!Buffer.isBuffer(written)) throw new Error('pptxgenjs did not return a buffer');
  return written;
}
