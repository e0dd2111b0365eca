/**
 * Business reviews (issue 25 §6): the deck per advertiser, as PDF (server-made HTML printed by the export
 * browser pool) and PPTX (pptxgenjs), from figures read in the owner's scope. The on-demand call and the run
 * worker (scheduled business reviews) both build through this class.
 */
import type { SessionUser } from '../../../../domain/user';
import { BUSINESS_REVIEW_MESSAGES as M } from '../../../../domain/messages/business-reviews';
import type { ExportJobs } from '../../../exports/jobs';
import { templateFileName } from '../../../exports/file-name';
import { withPdfInfo } from '../../../exports/pdf-info';
import type { ServiceContext } from '../../../kernel/context';
import { loadReview, type ReviewData } from './data';
import { buildReviewDeck } from './deck';
import { escapeHtml, reviewHtml, reviewTitle } from './html';

export type BusinessReviewFormat = 'pdf' | 'pptx';
export const BUSINESS_REVIEW_FORMATS: readonly BusinessReviewFormat[] = ['pdf', 'pptx'];

export interface BusinessReviewInput {
  advertiserId: number;
  startDate: string;
  endDate: string;
  formats: BusinessReviewFormat[];
}

export interface ReportFileOut {
  format: BusinessReviewFormat;
  fileName: string;
  mime: string;
  bytes: Buffer;
  advertiserId: number;
  tab: 'businessReview';
}

export const BUSINESS_REVIEW_MIME: Record<BusinessReviewFormat, string> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** How review files are named (through file-name.ts, which makes them safe for every file system). */
export const REVIEW_FILE_NAME_TEMPLATE = '{advertiser} business review {start} to {end}';

/** A print gives up after this long. */
const PRINT_TIMEOUT_MS = 60_000;

/** The page is laid out for Letter; the viewport only matters for layout before printing. */
const VIEWPORT = { width: 816, height: 1056 };

export function reviewFileName(advertiserName: string, startDate: string, endDate: string, ext: string): string {
  return templateFileName(
    REVIEW_FILE_NAME_TEMPLATE,
    { advertiser: advertiserName, tab: M.businessReviewTitle, start: startDate, end: endDate },
    ext,
  );
}

export class BusinessReviewBuilder {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly exports: ExportJobs,
  ) {}

  /** The figures alone (the API tests check them; the files show them). */
  data(owner: SessionUser, input: Omit<BusinessReviewInput, 'formats'>): ReturnType<typeof loadReview> {
    return loadReview(this.ctx, owner, input);
  }

  /** One file per asked format (each at most once), in the order asked. 404 outside scope, 400 bad dates. */
  async build(owner: SessionUser, input: BusinessReviewInput): Promise<ReportFileOut[]> {
    const review = await loadReview(this.ctx, owner, input);
    const formats = [...new Set(input.formats)];
    const out: ReportFileOut[] = [];
    for (const format of formats) {
      const bytes = format === 'pdf' ? await this.pdf(review) : await buildReviewDeck(review);
      out.push({
        format,
        fileName: reviewFileName(review.advertiserName, review.period.startDate, review.period.endDate, format),
        mime: BUSINESS_REVIEW_MIME[format],
        bytes,
        advertiserId: review.advertiserId,
        tab: 'businessReview',
      });
    }
    return out;
  }

  /** The page printed by Chromium from the export pool; every request it would make is refused. */
  private async pdf(review: ReviewData): Promise<Buffer> {
    const html = reviewHtml(review);
    const pdf = await this.exports.pool.withPage(VIEWPORT, async (page) => {
      await page.route('**/*', (route) => route.abort());
      await page.emulateMedia({ media: 'print' });
      await page.setContent(html, { waitUntil: 'load', timeout: PRINT_TIMEOUT_MS });
      const footer = `<div style="font-size:8px;width:100%;padding:0 12mm;display:flex;justify-content:space-between;color:#555">
        <span>${escapeHtml(review.brand.agencyName)} · ${escapeHtml(review.advertiserName)}</span>
        <span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`;
      return page.pdf({
        format: 'Letter',
        printBackground: true,
        preferCSSPageSize: true,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: footer,
      });
    });
    const agency = review.brand.agencyName;
    return withPdfInfo(pdf, {
      title: reviewTitle(review),
      author: agency,
      subject: `${M.businessReviewTitle}: ${review.advertiserName}, ${review.period.startDate} to ${review.period.endDate}`,
      creator: agency,
    });
  }
}
