import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../kernel/errors';
import { cleanImage, MAX_IMAGE_EDGE } from './images';

const SCRIPTED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" onload="alert(1)">' +
    '<script>alert(document.cookie)</script><rect width="120" height="40" fill="#ff6453"/></svg>',
);

async function refusal(input: Buffer): Promise<AppError> {
  try {
    await cleanImage(input);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('cleanImage', () => {
  it('rasterises an SVG, script and all, to a PNG that holds no trace of the markup', async () => {
    const clean = await cleanImage(SCRIPTED_SVG);
    expect(clean.contentType).toBe('image/png');
    expect(clean.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(clean.bytes.includes(Buffer.from('script'))).toBe(false);
    expect(clean.bytes.includes(Buffer.from('alert'))).toBe(false);
    // Drawn at 2× so a small vector logo stays sharp.
    expect([clean.width, clean.height]).toEqual([240, 80]);
    const { dominant } = await sharp(clean.bytes).stats();
    expect(dominant.r).toBeGreaterThan(200);
  });

  it('keeps PNG, JPEG and WebP in their format, drops metadata and fits the picture inside the edge limit', async () => {
    const base = sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#1976d2' } });
    for (const [format, type] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
    ] as const) {
      const input = await base
        .clone()
        .toFormat(format)
        .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
        .toBuffer();
      const clean = await cleanImage(input);
      expect(clean.contentType).toBe(type);
      expect([clean.width, clean.height]).toEqual([MAX_IMAGE_EDGE, MAX_IMAGE_EDGE / 2]);
      expect((await sharp(clean.bytes).metadata()).exif).toBeUndefined();
    }
  });

  it('turns a GIF into a PNG', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#4caf50' } })
      .gif()
      .toBuffer();
    expect((await cleanImage(gif)).contentType).toBe('image/png');
  });

  it('refuses what is not a picture, whatever it is called, with 415 and the accepted formats', async () => {
    for (const input of [Buffer.from('%PDF-1.7 not a picture'), Buffer.from('<html><script>x()</script></html>')]) {
      const error = await refusal(input);
      expect(error.status).toBe(415);
      expect(error.message).toBe('The file is not an image we accept (PNG, JPEG, WebP, GIF or SVG).');
    }
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const huge = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="60000" height="60000"><rect width="10" height="10"/></svg>',
    );
    const error = await refusal(huge);
    expect(error.status).toBe(413);
  });
});
