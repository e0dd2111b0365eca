/**
 * The document information of a PDF Chromium printed (Title from `document.title`, Creator "Chromium", no
 * Author): replaced by an incremental update, the way PDF editors save, so no PDF library is needed. The update
 * appends a new information dictionary, a one-entry cross-reference section and a trailer pointing back at the
 * original one; the printed pages are left byte for byte as they were.
 */

export interface PdfInfo {
  title: string;
  author: string;
  subject: string;
  /** The application named as the document's creator and producer. */
  creator: string;
}

/** A PDF text string: UTF-16BE with its byte order mark, in hex, so en dashes and accents survive. */
function textString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** The PDF with `info` as its document information, or the PDF unchanged when its trailer cannot be read. */
export function withPdfInfo(pdf: Buffer, info: PdfInfo): Buffer {
  const tail = pdf.subarray(Math.max(0, pdf.length - 4096)).toString('latin1');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  const trailerAt = tail.lastIndexOf('trailer');
  if (!startxref || trailerAt < 0) return pdf;
  const trailer = tail.slice(trailerAt, tail.lastIndexOf('startxref'));
  const size = /\/Size\s+(\d+)/.exec(trailer);
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer);
  if (!size || !root) return pdf;
  const id = /\/ID\s*(\[[^\]]*\])/.exec(trailer);
  const number = Number(size[1]);
  const now = new Date()
    .toISOString()
    .replace(/[-:T]/g, '')
    .replace(/\.\d+Z$/, "Z00'00'");
  const object =
    `${number} 0 obj\n<< /Title ${textString(info.title)} /Author ${textString(info.author)}` +
    ` /Subject ${textString(info.subject)} /Creator ${textString(info.creator)}` +
    ` /Producer ${textString(info.creator)} /ModDate (D:${now}) >>\nendobj\n`;
  const lead = pdf[pdf.length - 1] === 0x0a ? '' : '\n';
  const objectAt = pdf.length + Buffer.byteLength(lead, 'latin1');
  const xrefAt = objectAt + Buffer.byteLength(object, 'latin1');
  const update =
    `${lead}${object}xref\n${number} 1\n${String(objectAt).padStart(10, '0')} 00000 n \n` +
    `trailer\n<< /Size ${number + 1} /Root ${root[1]} /Info ${number} 0 R` +
    `${id ? ` /ID ${id[1]}` : ''} /Prev ${startxref[1]} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(update, 'latin1')]);
}
