/**
 * Reading a written deck back, for the builder's unit tests and the export's end-to-end API test: each slide's
 * XML, text runs, picture proportions and speaker notes, and the pixel size of every picture in the file.
 */
import JSZip from 'jszip';
import { pngSize } from './pptx-geometry';

export interface DeckSlide {
  xml: string;
  texts: string[];
  /** Height over width of each picture as placed on the slide. */
  pictureRatios: number[];
  /** The speaker notes' text runs. */
  notes: string[];
  hasTable: boolean;
}

export interface ReadDeck {
  slides: DeckSlide[];
  /** Height over width of each picture file in the deck, from its own pixels. */
  mediaRatios: { name: string; ratio: number }[];
  /** docProps/core.xml and docProps/app.xml. */
  properties: string;
}

const decode = (text: string): string =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** The text runs of a slide's XML, decoded. */
export const textsOf = (xml: string): string[] =>
  [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((match) => decode(match[1]!));

/** Height over width of each picture on a slide, from its placed extent. */
export const pictureRatios = (xml: string): number[] =>
  [...xml.matchAll(/<p:pic>.*?<a:ext cx="(\d+)" cy="(\d+)"\/>/gs)].map((match) => Number(match[2]) / Number(match[1]));

/** Every slide of a PPTX file in order, with its notes, and the proportions of its picture files. */
export async function readDeck(file: Buffer): Promise<ReadDeck> {
  const zip = await JSZip.loadAsync(file);
  const numbered = (pattern: RegExp): string[] =>
    Object.keys(zip.files)
      .map((name) => pattern.exec(name))
      .filter((match) => match !== null)
      .sort((a, b) => Number(a[1]) - Number(b[1]))
      .map((match) => match[0]);
  const slides = await Promise.all(
    numbered(/^ppt\/slides\/slide(\d+)\.xml$/).map(async (name) => {
      const xml = await zip.file(name)!.async('string');
      const rels = (await zip.file(name.replace('slides/', 'slides/_rels/') + '.rels')?.async('string')) ?? '';
      const notesTarget = /Target="\.\.\/notesSlides\/(notesSlide\d+\.xml)"/.exec(rels)?.[1];
      const notesXml = notesTarget ? await zip.file(`ppt/notesSlides/${notesTarget}`)!.async('string') : '';
      // The notes page repeats the slide number as a field; the notes body is the rest.
      const notes = textsOf(notesXml.replace(/<a:fld [^>]*>.*?<\/a:fld>/gs, ''));
      return { xml, texts: textsOf(xml), pictureRatios: pictureRatios(xml), notes, hasTable: xml.includes('<a:tbl>') };
    }),
  );
  const media = Object.keys(zip.files).filter((name) => /^ppt\/media\/.+\.png$/.test(name));
  const mediaRatios = await Promise.all(
    media.map(async (name) => {
      const size = pngSize(await zip.file(name)!.async('nodebuffer'));
      return { name, ratio: size ? size.height / size.width : 0 };
    }),
  );
  const properties = [
    await zip.file('docProps/core.xml')!.async('string'),
    await zip.file('docProps/app.xml')!.async('string'),
  ].join('\n');
  return { slides, mediaRatios, properties };
}
