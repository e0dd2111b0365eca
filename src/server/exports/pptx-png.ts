/**
 * Just enough PNG for the deck's module pictures, without an image library: decode an 8-bit RGB or RGBA
 * screenshot, find where its content ends (a module frame stretched by its grid row to a tall neighbour's height
 * is mostly empty card below its chart), and write a horizontal band of it back as a PNG, so a tall picture
 * becomes a trimmed picture or several slices instead of a sliver.
 */
import { deflateSync, inflateSync } from 'node:zlib';

export interface DecodedPng {
  width: number;
  height: number;
  /** Bytes per pixel: 3 (RGB) or 4 (RGBA). */
  channels: 3 | 4;
  /** Unfiltered pixel rows, `width * channels` bytes each, top to bottom. */
  pixels: Buffer;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** The pixels of an 8-bit, non-interlaced RGB or RGBA PNG; null for anything else (the picture is then kept whole). */
export function decodePng(png: Buffer): DecodedPng | null {
  if (png.length < 33 || !png.subarray(0, 8).equals(SIGNATURE)) return null;
  let offset = 8;
  let header: Buffer | null = null;
  const data: Buffer[] = [];
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!header || header.length < 13) return null;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [depth, colourType, , , interlace] = [header[8], header[9], header[10], header[11], header[12]];
  if (depth !== 8 || interlace !== 0 || (colourType !== 2 && colourType !== 6)) return null;
  const channels = colourType === 6 ? 4 : 3;
  const stride = width * channels;
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(data));
  } catch {
    return null;
  }
  if (raw.length < height * (stride + 1)) return null;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    const up = (y - 1) * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[out + x - channels]! : 0;
      const b = y > 0 ? pixels[up + x]! : 0;
      const c = x >= channels && y > 0 ? pixels[up + x - channels]! : 0;
      const value = line[x]!;
      const predicted =
        filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : filter === 4 ? paeth(a, b, c) : 0;
      pixels[out + x] = (value + predicted) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/** Rows `top` to `top + height` of a decoded picture as a PNG. */
export function encodeBand(image: DecodedPng, top: number, height: number): Buffer {
  const stride = image.width * image.channels;
  const first = Math.max(0, Math.min(image.height - 1, Math.round(top)));
  const rows = Math.max(1, Math.min(image.height - first, Math.round(height)));
  const raw = Buffer.alloc(rows * (stride + 1));
  for (let y = 0; y < rows; y++) {
    raw[y * (stride + 1)] = 0;
    image.pixels.copy(raw, y * (stride + 1) + 1, (first + y) * stride, (first + y + 1) * stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(rows, 4);
  header.set([8, image.channels === 4 ? 6 : 2, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Rows near the bottom skipped when looking for the empty area: the card's rounded border. */
const BORDER_ROWS = 12;
/** Empty space kept below the content. */
const PADDING_ROWS = 16;
/** Less empty space than this at the bottom is left as it is. */
const MIN_EMPTY_ROWS = 48;

/**
 * Where the content of a picture ends: the first row, from the bottom up (above the frame's border), that differs
 * from the empty rows under it, plus a little padding. The whole height when the bottom is not mostly empty.
 */
export function contentHeight(image: DecodedPng): number {
  const stride = image.width * image.channels;
  const reference = image.height - BORDER_ROWS;
  if (reference <= MIN_EMPTY_ROWS) return image.height;
  const row = (y: number): Buffer => image.pixels.subarray(y * stride, (y + 1) * stride);
  const empty = row(reference);
  let y = reference;
  while (y > 0 && row(y - 1).equals(empty)) y--;
  // A flat picture has no content to keep apart from its background: it is left whole.
  if (y === 0 || reference - y < MIN_EMPTY_ROWS) return image.height;
  return Math.min(image.height, y + PADDING_ROWS);
}
