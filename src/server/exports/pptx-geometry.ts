/** Where things go on a 16:9 slide (inches), and fitting a picture into a box without distorting it. */

/** PowerPoint's 16:9 widescreen layout (LAYOUT_WIDE). */
export const SLIDE = { width: 13.333, height: 7.5 } as const;
/** Left and right margin of every slide. */
export const MARGIN = 0.5;
/** Width between the margins. */
export const CONTENT_WIDTH = SLIDE.width - 2 * MARGIN;
/** Bottom of the area module content may use, above the footer. */
export const CONTENT_BOTTOM = 6.85;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PixelSize {
  width: number;
  height: number;
}

/** Width and height from a PNG's header; null when the bytes are not a PNG. */
export function pngSize(png: Buffer): PixelSize | null {
  const signature = '89504e470d0a1a0a';
  if (png.length < 24 || png.subarray(0, 8).toString('hex') !== signature) return null;
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The largest box of the picture's proportions inside `box`, centred. */
export function fitInBox(size: PixelSize, box: Box): Box {
  const scale = Math.min(box.w / size.width, box.h / size.height);
  const w = size.width * scale;
  const h = size.height * scale;
  return { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h };
}

/** `count` equal boxes side by side across the content width, with a gap between them. */
export function rowOfBoxes(count: number, y: number, h: number, gap = 0.2): Box[] {
  const w = (CONTENT_WIDTH - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, index) => ({ x: MARGIN + index * (w + gap), y, w, h }));
}

/**
 * The title slide's "data through" box: under the range (4.1–4.7 in) and above "Prepared by" (from 6.4 in), two
 * lines at most (the line, then each source's day when they differ or run late).
 */
export const TITLE_FRESHNESS_BOX: Box = { x: MARGIN, y: 4.75, w: CONTENT_WIDTH, h: 1.0 };
