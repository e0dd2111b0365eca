import { describe, expect, it } from 'vitest';
import { fixtureReport, lateFreshness, onTimeFreshness, stripedPng, tinyPng } from './fixtures';
import { buildDeck } from './pptx';
import { readDeck, type DeckSlide } from './pptx-checks';
import { contentHeight, decodePng, encodeBand } from './pptx-png';
import { TITLE_FRESHNESS_BOX } from './pptx-geometry';
import { pictureSlices } from './pptx-slides';
import type { ExportReport, ReportNote } from './report';

const deckOf = async (report: ExportReport = fixtureReport()) => readDeck(await buildDeck(report));

/** The slides whose title starts with `title` (a module's further slides say '(2 of 3)'). */
const slidesTitled = (slides: DeckSlide[], title: string): DeckSlide[] =>
  slides.filter((slide) => slide.texts[0] === title || slide.texts[0]?.startsWith(`${title} (`));

const EMU = 914_400;

/** Each text shape of a slide: its first run and its box in inches. */
const textBoxes = (xml: string) =>
  [...xml.matchAll(/<p:sp>.*?<\/p:sp>/gs)]
    .map((match) => {
      const shape = match[0];
      const off = /<a:off x="(\d+)" y="(\d+)"\/>/.exec(shape);
      const ext = /<a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(shape);
      const text = /<a:t>([^<]*)<\/a:t>/.exec(shape)?.[1];
      return off && ext && text ? { text, y: Number(off[2]) / EMU, h: Number(ext[2]) / EMU } : null;
    })
    .filter((box) => box !== null);

describe('buildDeck', () => {
  it('opens with the logo on the brand band, advertiser, product, readable range and agency', async () => {
    const { slides } = await deckOf();
    const title = slides[0]!;
    expect(title.texts).toEqual([
      'Riverside Auto Group',
      'Display',
      'May 16, 2026 – June 14, 2026',
      'Prepared by Acme Media',
    ]);
    expect(title.xml).toContain('<a:srgbClr val="0B5394"/>');
    // The brand's second colour as the accent line, its font on the text.
    expect(title.xml).toContain('<a:srgbClr val="F1C232"/>');
    expect(title.xml).toContain('typeface="Lato"');
    // The 4×2 logo keeps its proportions.
    expect(title.pictureRatios).toEqual([expect.closeTo(0.5, 2)]);
    expect(title.xml).not.toContain('type="slidenum"');
  });

  it('says on the title slide how fresh the data is, in words, under the range and clear of everything else', async () => {
    // The title slide alone matters here: no modules, so three decks stay quick.
    const titleOnly = { ...fixtureReport(), modules: [], notes: [] };
    const onTime = (await deckOf({ ...titleOnly, freshness: onTimeFreshness() })).slides[0]!;
    expect(onTime.texts).toEqual([
      'Riverside Auto Group',
      'Display',
      'May 16, 2026 – June 14, 2026',
      'Data through 6/14/26 · Google Ads, TTD',
      'Prepared by Acme Media',
    ]);
    const late = (await deckOf({ ...titleOnly, freshness: lateFreshness() })).slides[0]!;
    // The late source named as on the screen, then each source's day; in the warning colour, bold, with a sign.
    expect(late.texts).toContain('⚠ Data late: TTD through 6/12/26');
    expect(late.texts).toContain('Google Ads through 6/14/26 · TTD through 6/12/26');
    expect(late.xml).toContain('<a:srgbClr val="C2410C"/>');
    expect(late.xml).toContain('typeface="Lato"');
    // No text box overlaps another; the line sits below the accent line and above "Prepared by".
    const boxes = textBoxes(late.xml);
    const line = boxes.find((box) => box.text.startsWith('⚠'))!;
    expect(line).toMatchObject({ y: TITLE_FRESHNESS_BOX.y, h: TITLE_FRESHNESS_BOX.h });
    expect(line.y).toBeGreaterThan(3.68);
    for (const other of boxes.filter((box) => box !== line))
      expect(other.y + other.h <= line.y + 1e-6 || other.y >= line.y + line.h - 1e-6, other.text).toBe(true);
    // The page could not check: the slide says so rather than showing undated numbers.
    const unchecked = (await deckOf({ ...titleOnly, freshness: null })).slides[0]!;
    expect(unchecked.texts).toContain('How fresh the data is could not be checked.');
  });

  it("puts the advertiser's own logo on the title slide beside the agency's, when it has one", async () => {
    const report = fixtureReport();
    const { slides } = await deckOf({ ...report, brand: { ...report.brand, advertiserLogoPng: tinyPng(3, 3) } });
    expect(slides[0]!.pictureRatios).toEqual([expect.closeTo(0.5, 2), expect.closeTo(1, 2)]);
  });

  it("names the agency in the file's properties, never Sightline or the library", async () => {
    const { properties, slides } = await deckOf();
    expect(properties).toContain('<dc:creator>Acme Media</dc:creator>');
    expect(properties).toContain('<Company>Acme Media</Company>');
    expect(properties).toContain('<dc:title>Riverside Auto Group – Display – 2026-05-16 to 2026-06-14</dc:title>');
    expect(properties).not.toMatch(/sightline|pptxgenjs/i);
    expect(slides.flatMap((slide) => slide.texts).join(' ')).not.toMatch(/sightline/i);
  });

  it('shows the KPI row once, as native figures formatted per metric kind, not again as its picture', async () => {
    const { slides } = await deckOf();
    const kpi = slidesTitled(slides, 'Summary');
    expect(kpi).toHaveLength(1);
    expect(kpi[0]!.texts).toEqual(
      expect.arrayContaining(['1,234,567', 'Imps', '12.5%', 'CTR', '$9,876.50', '2.35', '1:35']),
    );
    expect(kpi[0]!.texts).not.toContain('Seventh figure');
    expect(kpi[0]!.pictureRatios).toEqual([]);
    // No other slide repeats the headline figures.
    expect(slides.filter((slide) => slide.texts.includes('1,234,567'))).toHaveLength(1);
  });

  it('has no picture taller than 3:1, on a slide or in the file', async () => {
    const { slides, mediaRatios } = await deckOf();
    for (const slide of slides)
      for (const ratio of slide.pictureRatios) expect(ratio, slide.texts[0]).toBeLessThanOrEqual(3);
    for (const { name, ratio } of mediaRatios) expect(ratio, name).toBeLessThanOrEqual(3);
  });

  it('cuts a 526×3855 px chart into readable slides, and trims a stretched card of its empty bottom', async () => {
    const { slides } = await deckOf();
    const states = slidesTitled(slides, 'Impressions by state');
    expect(states.length).toBeGreaterThan(1);
    expect(states.map((slide) => slide.texts[0])).toEqual(
      states.map((_, index) => `Impressions by state (${index + 1} of ${states.length})`),
    );
    for (const slide of states) expect(slide.pictureRatios[0]).toBeLessThan(1.5);
    // 320 rows of chart in a 2190 px card: one slide, the picture as tall as the chart plus a margin.
    const devices = slidesTitled(slides, 'Device Split');
    expect(devices).toHaveLength(1);
    expect(devices[0]!.pictureRatios[0]).toBeCloseTo(336 / 526, 2);
  });

  it('gives tabular modules native tables over several slides, header repeated, brand header', async () => {
    const { slides } = await deckOf();
    const publishers = slidesTitled(slides, 'Top Publishers: Web/App [Q2]');
    expect(publishers).toHaveLength(1);
    expect(publishers[0]!.hasTable).toBe(true);
    expect(publishers[0]!.pictureRatios).toEqual([]);
    expect(publishers[0]!.texts.slice(1, 4)).toEqual(['Publisher', 'Imps', 'Clicks']);
    // Forty rows under a header of one colour: two or more slides, each with the header and the brand fill.
    const zips = slidesTitled(slides, 'Zip Codes');
    expect(zips.length).toBeGreaterThan(1);
    for (const slide of zips) {
      expect(slide.hasTable).toBe(true);
      expect(slide.texts.slice(1, 6)).toEqual(['Date', 'Imps', 'CTR', 'Spend', 'Frequency']);
      expect(slide.xml).toContain('<a:srgbClr val="0B5394"/>');
    }
    const rows = zips.flatMap((slide) => slide.texts.filter((text) => /^2026-06-\d\d$/.test(text)));
    expect(rows).toHaveLength(40);
    expect(new Set(rows).size).toBe(40);
    // A table-list shows the rows the module shows (its item limit), not every row of its data.
    const top = slidesTitled(slides, 'Top zip codes');
    expect(top).toHaveLength(1);
    expect(top[0]!.texts.filter((text) => /^2026-06-\d\d$/.test(text))).toHaveLength(10);
  });

  it("keeps a chart's picture and puts its figures and data in the speaker notes", async () => {
    const { slides } = await deckOf();
    const [daily] = slidesTitled(slides, 'Performance by Day');
    expect(daily!.pictureRatios).toEqual([expect.closeTo(0.5, 2)]);
    expect(daily!.hasTable).toBe(false);
    const notes = daily!.notes.join('\n');
    expect(notes).toContain('Conversions: 42');
    expect(notes).toContain('Date: 2026-06-01, Imps: 1,000, CTR: 0.25%, Spend: $12.50, Frequency: 1.5');
    // Every module slide carries notes with its title.
    for (const slide of slides.slice(1).filter((s) => !/^(Glossary|Notes)/.test(s.texts[0] ?? '')))
      expect(slide.notes.join('\n'), slide.texts[0]).toContain(slide.texts[0]!.replace(/ \(\d+ of \d+\)$/, ''));
  });

  it("writes a prose module's words as text rather than a picture of them", async () => {
    const [about] = slidesTitled((await deckOf()).slides, 'About this period');
    expect(about!.texts[1]).toBe('Your Display campaigns delivered 1.2M impressions with a 12.5% CTR.');
    expect(about!.pictureRatios).toEqual([]);
  });

  it('ends with a glossary of the metrics and columns shown, then the notes', async () => {
    const { slides } = await deckOf();
    const glossary = slidesTitled(slides, 'Glossary');
    expect(glossary.length).toBeGreaterThan(0);
    const terms = glossary.flatMap((slide) => slide.texts);
    expect(terms).toEqual(expect.arrayContaining(['Imps', 'The number of times an ad was shown.', 'CTR', 'Publisher']));
    expect(terms).not.toContain('Sessions');
    expect(slides.at(-1)!.texts[0]).toBe('Notes');
  });

  it('numbers every slide after the title', async () => {
    const { slides } = await deckOf();
    for (const slide of slides.slice(1)) expect(slide.xml).toContain('type="slidenum"');
  });

  it('lists the notes with readable date, campaign, title and body', async () => {
    const { slides } = await deckOf();
    expect(slides.at(-1)!.texts).toEqual([
      'Notes',
      'May 20, 2026 · Spring Sale — Creative refresh',
      'New banners went live.',
      'June 2, 2026 · Summer Push — Budget raised',
      'Daily budget up 20 %.',
      expect.any(String),
    ]);
  });

  it('has no notes slide when the period has none', async () => {
    const { slides } = await deckOf({ ...fixtureReport(), notes: [] });
    expect(slides.at(-1)!.texts[0]).toMatch(/^Glossary/);
  });

  it('continues many notes on further slides rather than overflowing one', async () => {
    const notes: ReportNote[] = Array.from({ length: 14 }, (_, n) => ({
      date: '2026-06-01',
      campaign: `Campaign ${n + 1}`,
      title: `Note ${n + 1}`,
      body: 'Body & <details>',
    }));
    const { slides } = await deckOf({ ...fixtureReport(), notes });
    const texts = slides.slice(-3).flatMap((slide) => slide.texts);
    expect(texts.filter((text) => text.startsWith('Notes'))).toEqual([
      'Notes',
      'Notes (continued)',
      'Notes (continued)',
    ]);
    expect(texts.filter((text) => text === 'Body & <details>')).toHaveLength(14);
  });

  it('writes the brand text colour only where it reads: dark text on a light brand colour', async () => {
    const light = fixtureReport();
    light.brand = { ...light.brand, primaryColor: '#f3f6f4', onPrimaryColor: '#ffffff' };
    const { slides } = await deckOf(light);
    expect(slides[0]!.xml).not.toContain('<a:srgbClr val="FFFFFF"/>');
    expect(slides[0]!.xml).toContain('<a:srgbClr val="212121"/>');
  });
});

describe('pictures', () => {
  it('decodes a PNG, finds where its content ends and writes a band back', () => {
    const image = decodePng(stripedPng(50, 600, 200))!;
    expect(image).toMatchObject({ width: 50, height: 600, channels: 3 });
    expect(contentHeight(image)).toBe(216);
    // Content all the way down is not trimmed.
    expect(contentHeight(decodePng(stripedPng(50, 600))!)).toBe(600);
    const band = decodePng(encodeBand(image, 40, 40))!;
    expect(band).toMatchObject({ width: 50, height: 40 });
    expect([...band.pixels.subarray(0, 3)]).toEqual([30, 90, 160]);
    expect(decodePng(Buffer.from('not a png'))).toBeNull();
    expect(decodePng(tinyPng(3, 3))).toMatchObject({ width: 3, height: 3 });
  });

  it('keeps a picture that reads on one slide whole and cuts a sliver into bands of the area', () => {
    const area = { x: 0.5, y: 1.15, w: 12.33, h: 5.7 };
    expect(pictureSlices({ width: 1068, height: 366 }, area)).toEqual([{ top: 0, height: 366 }]);
    expect(pictureSlices({ width: 526, height: 599 }, area)).toEqual([{ top: 0, height: 599 }]);
    const slices = pictureSlices({ width: 526, height: 3855 }, area);
    expect(slices.length).toBe(8);
    expect(slices.reduce((sum, slice) => sum + slice.height, 0)).toBeCloseTo(3855, 6);
    for (const slice of slices) expect(slice.height / 526).toBeLessThanOrEqual(3);
  });
});
