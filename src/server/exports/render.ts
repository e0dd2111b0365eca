/**
 * Renders a dashboard export: opens `/export/{token}` in the pool's Chromium, waits for the page's ready mark
 * (every module frame painted, no request pending for 500 ms; never a fixed delay), then prints the PDF, or
 * reads the page's report (figures and table data of each module) and builds the deck or the workbook.
 */
import type { Page } from 'playwright-core';
import type { BrowserPool } from './browser-pool';
import { withPdfInfo, type PdfInfo } from './pdf-info';
import { buildDeck } from './pptx';
import type { ExportReport, ReportModule } from './report';
import { buildWorkbook } from './xlsx';

export type ExportFormat = 'pdf' | 'pptx' | 'xlsx';

/** A render gives up after this long (000 §9: chunk load time-out 120,000 ms). */
export const RENDER_TIMEOUT_MS = 120_000;

/** What the print page leaves on `window.__SIGHTLINE_EXPORT__` once it is ready. */
export interface PageReport extends Omit<ExportReport, 'brand' | 'modules'> {
  brand: Omit<ExportReport['brand'], 'logoPng' | 'advertiserLogoPng'>;
  modules: Omit<ReportModule, 'image' | 'imageSize'>[];
}

export class RenderError extends Error {}

/** Print width of the page: US Letter at 96 dpi less the margins. */
const VIEWPORT = { width: 1100, height: 1400 };

export async function renderExport(
  pool: BrowserPool,
  url: string,
  format: ExportFormat,
  progress: (percent: number, step: string) => void,
  info?: PdfInfo,
): Promise<Buffer> {
  return pool.withPage(VIEWPORT, async (page) => {
    const deadline = Date.now() + RENDER_TIMEOUT_MS;
    progress(15, 'Opening the dashboard');
    await page.emulateMedia({ media: 'print', reducedMotion: 'reduce' });
    await page.goto(url, { timeout: RENDER_TIMEOUT_MS, waitUntil: 'domcontentloaded' });
    progress(30, 'Waiting for every module to paint');
    const report = await waitForReport(page, deadline);
    progress(70, `Writing the ${format.toUpperCase()}`);
    if (format === 'pdf') return printPdf(page, report, info);
    const advertiserLogoPng = await advertiserLogoOf(page);
    const full = {
      ...report,
      brand: { ...report.brand, logoPng: await logoOf(page), advertiserLogoPng },
    } as ExportReport;
    if (format === 'xlsx') return buildWorkbook({ ...full, modules: full.modules });
    full.modules = await withImages(page, report.modules);
    return buildDeck(full);
  });
}

/** The thumbnail's page size: a laptop screen, scaled down to the width asked for. */
export const THUMBNAIL_VIEWPORT = { width: 1280, height: 800 };

/**
 * A PNG of the top of a dashboard (the screenshot service of 000 §9): the print page at 1280×800 once it is ready,
 * scaled to `width` in the same browser (a canvas draw), so no image library is needed on the server.
 */
export async function renderThumbnail(pool: BrowserPool, url: string, width: number): Promise<Buffer> {
  return pool.withPage(THUMBNAIL_VIEWPORT, async (page) => {
    const deadline = Date.now() + RENDER_TIMEOUT_MS;
    await page.emulateMedia({ media: 'screen', reducedMotion: 'reduce' });
    await page.goto(url, { timeout: RENDER_TIMEOUT_MS, waitUntil: 'domcontentloaded' });
    await waitForReport(page, deadline);
    const full = await page.screenshot({ type: 'png', animations: 'disabled' });
    if (width >= THUMBNAIL_VIEWPORT.width) return full;
    const dataUrl = await page.evaluate(
      async ({ base64, target }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = target;
        canvas.height = Math.round((image.height * target) / image.width);
        const drawing = canvas.getContext('2d')!;
        drawing.imageSmoothingQuality = 'high';
        drawing.drawImage(image, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL('image/png');
      },
      { base64: full.toString('base64'), target: width },
    );
    return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  });
}

async function waitForReport(page: Page, deadline: number): Promise<PageReport> {
  try {
    const handle = await page.waitForFunction(
      () => {
        const state = (window as unknown as { __SIGHTLINE_EXPORT__?: { ready: boolean; error?: string } })
          .__SIGHTLINE_EXPORT__;
        return state && (state.ready || state.error) ? state : false;
      },
      undefined,
      { timeout: Math.max(1, deadline - Date.now()), polling: 100 },
    );
    const state = (await handle.jsonValue()) as { ready: boolean; error?: string; report?: PageReport };
    if (state.error || !state.report) throw new RenderError(state.error ?? 'The dashboard did not render.');
    return state.report;
  } catch (error) {
    if (error instanceof RenderError) throw error;
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new RenderError(`The dashboard did not finish rendering within ${RENDER_TIMEOUT_MS / 1000} s.`);
    throw error;
  }
}

/**
 * The PDF of the ready page in the agency's name: Chromium takes the Title from `document.title` (the export's
 * name, never the app's), and the Author, Subject and Creator are written in afterwards (pdf-info.ts).
 */
async function printPdf(page: Page, report: PageReport, info: PdfInfo | undefined): Promise<Buffer> {
  const title = info?.title ?? `${report.advertiserName} – ${report.productTitle}`;
  await page.evaluate((text) => {
    document.title = text;
  }, title);
  const footer = `<div style="font-size:8px;width:100%;padding:0 12mm;display:flex;justify-content:space-between;color:#555">
    <span>${escapeHtml(report.brand.agencyName)} · ${escapeHtml(report.advertiserName)}</span>
    <span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
  const pdf = await page.pdf({
    format: 'Letter',
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: footer,
    margin: { top: '12mm', bottom: '16mm', left: '10mm', right: '10mm' },
  });
  const agency = report.brand.agencyName;
  return withPdfInfo(pdf, {
    title,
    author: info?.author ?? agency,
    subject: info?.subject ?? `${report.productTitle} performance of ${report.advertiserName}`,
    creator: info?.creator ?? agency,
  });
}

/** Each module's picture, taken from its inner wrapper (not the grid item). */
async function withImages(page: Page, modules: PageReport['modules']): Promise<ReportModule[]> {
  const out: ReportModule[] = [];
  for (const module of modules) {
    const element = page.locator(`[data-module-frame="${cssEscape(module.id)}"]`).first();
    let image: Buffer | undefined;
    let imageSize: ReportModule['imageSize'];
    if ((await element.count()) > 0) {
      image = await element.screenshot({ type: 'png', animations: 'disabled' });
      const box = await element.boundingBox();
      if (box) imageSize = { width: Math.round(box.width), height: Math.round(box.height) };
    }
    out.push({ ...module, ...(image ? { image, imageSize } : {}) });
  }
  return out;
}

/** The advertiser's own logo as drawn in the print header (on its white chip), before the page goes transparent. */
async function advertiserLogoOf(page: Page): Promise<Buffer | undefined> {
  const logo = page.locator('[data-export-advertiser-logo] img').first();
  if ((await logo.count()) === 0) return undefined;
  const loaded = await logo.evaluate(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
  );
  if (!loaded) return undefined;
  return logo.screenshot({ type: 'png' }).catch(() => undefined);
}

async function logoOf(page: Page): Promise<Buffer | undefined> {
  const logo = page.locator('[data-export-logo]').first();
  if ((await logo.count()) === 0) return undefined;
  // Transparent around the logo: it is drawn for the brand's toolbar (light text) and goes on the brand band.
  await page.evaluate(() => {
    for (const element of [document.documentElement, document.body]) element.style.background = 'transparent';
  });
  return logo.screenshot({ type: 'png', omitBackground: true }).catch(() => undefined);
}

function cssEscape(value: string): string {
  return value.replace(/["\\]/g, '\\$&');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
