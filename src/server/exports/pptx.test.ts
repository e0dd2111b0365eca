import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { fixtureReport } from './fixtures';
import { buildDeck } from './pptx';
import type { ExportReport, ReportNote } from './report';

/** The XML of every slide, in slide order. */
async function slidesOf(report: ExportReport): Promise<string[]> {
  const zip = await JSZip.loadAsync(await buildDeck(report));
  const names = Object.keys(zip.files)
    .map((name) => /^ppt\/slides\/slide(\d+)\.xml$/.exec(name))
    .filter((match) => match !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .map((match) => match[0]);
  return Promise.all(names.map((name) => zip.file(name)!.async('string')));
}

const decode = (text: string): string =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** The text runs of a slide, decoded. */
const textsOf = (xml: string): string[] => [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((match) => decode(match[1]!));

/** Width over height of each picture on a slide. */
const pictureRatios = (xml: string): number[] =>
  [...xml.matchAll(/<p:pic>.*?<a:ext cx="(\d+)" cy="(\d+)"\/>/gs)].map((match) => Number(match[1]) / Number(match[2]));

describe('buildDeck', () => {
  it('makes a title slide, one slide per module and a notes slide', async () => {
    const report = fixtureReport();
    const slides = await slidesOf(report);
    expect(slides).toHaveLength(1 + report.modules.length + 1);
    report.modules.forEach((module, index) => {
      expect(textsOf(slides[index + 1]!)[0]).toBe(module.title);
    });
    expect(textsOf(slides.at(-1)!)[0]).toBe('Notes');
  });

  it('opens with the brand band, logo, advertiser, product, range and agency', async () => {
    const [title] = await slidesOf(fixtureReport());
    expect(textsOf(title!)).toEqual(['Riverside Auto Group', 'Display', '5/16/26 – 6/14/26', 'Acme Media']);
    expect(title).toContain('<a:srgbClr val="0B5394"/>');
    // The 4×2 logo keeps its proportions.
    expect(pictureRatios(title!)).toEqual([expect.closeTo(2, 2)]);
    expect(title).not.toContain('type="slidenum"');
  });

  it('shows up to six key figures, formatted, and the picture at its own proportions', async () => {
    const slides = await slidesOf(fixtureReport());
    const summary = textsOf(slides[1]!);
    expect(summary).toEqual(
      expect.arrayContaining(['1,234,567', 'Impressions', '12.5%', 'CTR', '$9,876.50', '2.35', 'Live']),
    );
    expect(summary).not.toContain('Seventh figure');
    expect(pictureRatios(slides[1]!)).toEqual([expect.closeTo(4, 2)]);
    expect(pictureRatios(slides[2]!)).toEqual([expect.closeTo(0.5, 2)]);
    expect(slides[2]).not.toContain('<a:tbl>');
  });

  it('gives a module without a picture a native table of its first 15 rows', async () => {
    const slides = await slidesOf(fixtureReport());
    const zips = slides[10]!;
    expect(textsOf(zips)[0]).toBe('Zip Codes');
    expect(zips.match(/<a:tr /g)).toHaveLength(16);
    expect(textsOf(zips)).toEqual(expect.arrayContaining(['Date', 'CTR', '2026-06-15', '$54.75']));
    expect(textsOf(zips)).not.toContain('2026-06-16');
    expect(textsOf(slides[8]!)).toContain('—');
  });

  it('numbers every slide after the title', async () => {
    const slides = await slidesOf(fixtureReport());
    for (const slide of slides.slice(1)) expect(slide).toContain('type="slidenum"');
  });

  it('lists the notes with date, campaign, title and body', async () => {
    const notes = textsOf((await slidesOf(fixtureReport())).at(-1)!);
    expect(notes).toEqual([
      'Notes',
      '5/20/26 · Spring Sale — Creative refresh',
      'New banners went live.',
      '6/02/26 · Summer Push — Budget raised',
      'Daily budget up 20 %.',
      expect.any(String),
    ]);
  });

  it('says there are no notes when the period has none', async () => {
    const slides = await slidesOf({ ...fixtureReport(), notes: [] });
    expect(textsOf(slides.at(-1)!).slice(0, 2)).toEqual(['Notes', 'No notes for this period.']);
  });

  it('continues many notes on further slides rather than overflowing one', async () => {
    const notes: ReportNote[] = Array.from({ length: 14 }, (_, n) => ({
      date: '2026-06-01',
      campaign: `Campaign ${n + 1}`,
      title: `Note ${n + 1}`,
      body: 'Body & <details>',
    }));
    const report = { ...fixtureReport(), notes };
    const slides = await slidesOf(report);
    expect(slides).toHaveLength(1 + report.modules.length + 3);
    const texts = slides.slice(-3).flatMap(textsOf);
    expect(texts.filter((text) => text.startsWith('Notes'))).toEqual([
      'Notes',
      'Notes (continued)',
      'Notes (continued)',
    ]);
    expect(texts.filter((text) => text === 'Body & <details>')).toHaveLength(14);
  });
});
