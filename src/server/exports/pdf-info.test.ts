import { describe, expect, it } from 'vitest';
import { withPdfInfo } from './pdf-info';

/** A minimal one-page PDF with a classic cross-reference table, as Chromium (Skia) writes them. */
function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    '<< /Title (Sightline) /Creator (Chromium) >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const utf16 = (text: string): string =>
  `<FEFF${[...text].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()).join('')}>`;

describe('withPdfInfo', () => {
  const info = {
    title: 'Riverside Auto Group – Display',
    author: 'Compulse Media',
    subject: 'Display performance',
    creator: 'Compulse Media',
  };

  it('appends an information dictionary with the agency and advertiser, leaving the pages as they were', () => {
    const pdf = minimalPdf();
    const updated = withPdfInfo(pdf, info);
    expect(updated.subarray(0, pdf.length).equals(pdf)).toBe(true);
    const update = updated.subarray(pdf.length).toString('latin1');
    expect(update).toContain(`5 0 obj\n<< /Title ${utf16(info.title)} /Author ${utf16('Compulse Media')}`);
    expect(update).toContain(`/Creator ${utf16('Compulse Media')} /Producer ${utf16('Compulse Media')}`);
    expect(update).toContain(
      `/Size 6 /Root 1 0 R /Info 5 0 R /Prev ${pdf.toString('latin1').match(/startxref\n(\d+)/)![1]}`,
    );
    expect(update).not.toContain('Chromium');
  });

  it('points its cross-reference entry and startxref at the bytes they name', () => {
    const updated = withPdfInfo(minimalPdf(), info).toString('latin1');
    const entry = /xref\n5 1\n(\d{10}) 00000 n \n/.exec(updated)!;
    expect(updated.slice(Number(entry[1])).startsWith('5 0 obj')).toBe(true);
    const last = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(updated)![1]);
    expect(updated.slice(last).startsWith('xref\n5 1\n')).toBe(true);
    expect(entry[0].length - 'xref\n5 1\n'.length).toBe(20);
  });

  it('leaves a PDF it cannot read unchanged', () => {
    const odd = Buffer.from('%PDF-1.5\n... a cross-reference stream ...\nstartxref\n9\n%%EOF\n', 'latin1');
    expect(withPdfInfo(odd, info)).toBe(odd);
  });
});
