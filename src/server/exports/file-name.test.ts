import { describe, expect, it } from 'vitest';
import {
  asciiFileName,
  contentDisposition,
  DEFAULT_FILE_NAME_TEMPLATE,
  orderFileNameValues,
  templateFileName,
} from './file-name';

const VALUES = {
  advertiser: 'Riverside Auto Group',
  tab: 'Display',
  start: '2026-10-24',
  end: '2026-11-22',
  agency: 'Compulse Media',
};

describe('dashboard export file names from fileNameTemplate', () => {
  it('fills the placeholders with the advertiser, the tab title and real dates', () => {
    expect(templateFileName('{advertiser} – {tab} – {start} to {end}', VALUES, 'pdf')).toBe(
      'Riverside Auto Group – Display – 2026-10-24 to 2026-11-22.pdf',
    );
    expect(templateFileName('{agency} {advertiser} {start}', VALUES, 'xlsx')).toBe(
      'Compulse Media Riverside Auto Group 2026-10-24.xlsx',
    );
  });

  it('uses the default template without one, the same for every format', () => {
    expect(DEFAULT_FILE_NAME_TEMPLATE).toBe('{advertiser} – {tab} – {start} to {end}');
    for (const extension of ['pdf', 'pptx', 'xlsx'])
      expect(templateFileName(undefined, VALUES, extension)).toBe(
        `Riverside Auto Group – Display – 2026-10-24 to 2026-11-22.${extension}`,
      );
    expect(templateFileName('  ', VALUES, 'pdf')).toBe(templateFileName(undefined, VALUES, 'pdf'));
  });

  it('drops unknown placeholders, path and reserved characters, and folds spaces', () => {
    const values = { ...VALUES, advertiser: 'A/B: "Cars"\nInc' };
    expect(templateFileName('{advertiser}  {nope} {tab}', values, 'pdf')).toBe('A-B- -Cars-Inc Display.pdf');
    expect(templateFileName('{nope}', VALUES, 'pdf')).toBe('dashboard.pdf');
    expect(templateFileName('– {advertiser} –', VALUES, 'pdf')).toBe('Riverside Auto Group.pdf');
    expect(templateFileName('{advertiser}'.repeat(20), VALUES, 'pdf').length).toBeLessThanOrEqual(154);
  });
});

describe('Content-Disposition of a download', () => {
  it('is a plain quoted filename when the name is ASCII', () => {
    expect(contentDisposition('Riverside Auto Group Display.pdf')).toBe(
      'attachment; filename="Riverside Auto Group Display.pdf"',
    );
  });

  it('adds RFC 5987 filename* (UTF-8, percent-encoded) beside an ASCII fallback for an en dash or accent', () => {
    const name = 'Café Olé – Display – 2026-10-24 to 2026-11-22.pdf';
    expect(asciiFileName(name)).toBe('Cafe Ole - Display - 2026-10-24 to 2026-11-22.pdf');
    expect(contentDisposition(name)).toBe(
      'attachment; filename="Cafe Ole - Display - 2026-10-24 to 2026-11-22.pdf"; ' +
        "filename*=UTF-8''Caf%C3%A9%20Ol%C3%A9%20%E2%80%93%20Display%20%E2%80%93%202026-10-24%20to%202026-11-22.pdf",
    );
    const encoded = /filename\*=UTF-8''(.+)$/.exec(contentDisposition(name))![1]!;
    expect(decodeURIComponent(encoded)).toBe(name);
  });

  it('never lets a quote or a non-Latin character into the plain filename', () => {
    expect(asciiFileName('Ω "x".pdf')).toBe('_ _x_.pdf');
  });

  it("names an order's export: {order} where the template says it, else after the tab title", () => {
    const named = '{advertiser} – {order} – {start} to {end}';
    expect(templateFileName(named, orderFileNameValues(named, VALUES, 'Spring Sale'), 'pdf')).toBe(
      'Riverside Auto Group – Spring Sale – 2026-10-24 to 2026-11-22.pdf',
    );
    expect(templateFileName(undefined, orderFileNameValues(undefined, VALUES, 'Spring Sale'), 'xlsx')).toBe(
      'Riverside Auto Group – Display – Spring Sale – 2026-10-24 to 2026-11-22.xlsx',
    );
    expect(templateFileName('{order}', { ...VALUES }, 'pdf')).toBe('dashboard.pdf');
  });
});
