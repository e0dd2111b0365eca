/**
 * Dashboard export jobs: a user asks for a PDF, PPT or XLS of the dashboard in front of them; the job mints a
 * short-lived export token for exactly that dashboard, renders it in the browser pool and keeps the file until
 * it is fetched or ten minutes pass. The client polls the job by its export key for progress.
 */
import { randomToken } from '../auth/secrets';
import { EXPORT_TOKEN_SECONDS, type Grant } from '../auth/grants';
import type { ServiceContext } from '../kernel/context';
import { AppError } from '../kernel/errors';
import { openAdvertiser, resolveRange } from '../kernel/access';
import { openOrder, orderCampaigns, type OrderAccess } from '../kernel/order-access';
import { meetsRequirement } from '../../domain/permissions';
import { AREA_RIGHTS } from '../../domain/rights';
import { requestedCampaigns } from '../kernel/campaigns';
import { inferDateRange } from '../../domain/date-range';
import { CUSTOM_RANGE } from '../../domain/constants';
import type { SessionUser } from '../../domain/user';
import { BrowserPool, BrowserUnavailableError } from './browser-pool';
import { orderFileNameValues, templateFileName } from './file-name';
import type { PdfInfo } from './pdf-info';
import { renderExport, RenderError, renderThumbnail, type ExportFormat } from './render';
import { exportSubject } from './subject';
import { recordExport } from '../areas/usage/record';

export interface ExportInput {
  advertiserId: number;
  tab: string;
  format: ExportFormat;
  campaignIds?: number[];
  daterange?: string;
  startDate?: string;
  endDate?: string;
  /** An order of the advertiser (tab `ordersummary`): the export shows that order, its file names it. */
  orderId?: number;
  /** Ignored: the server names the file from the layout's `fileNameTemplate` with the range's real dates. */
  fileName?: string;
  /** A line on the print page's first page (a scheduled report's partial-data line). */
  notice?: string;
}

/** A dashboard export's grant and how its file is named and titled. */
interface Prepared {
  grant: Grant;
  fileName: string;
  info: PdfInfo;
}

export type JobStatus = 'queued' | 'rendering' | 'done' | 'failed';

export interface ExportJobView {
  exportKey: string;
  format: ExportFormat;
  status: JobStatus;
  progress: number;
  step: string;
  fileName: string;
  error: string | null;
}

interface Job extends ExportJobView {
  userId: number;
  file: Buffer | null;
  createdAt: number;
}

const MIME: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Layout flag that offers each format (any of its variants). */
const FLAG: Record<ExportFormat, string> = { pdf: 'pdfExport', pptx: 'pptExport', xlsx: 'xlsExport' };

/** The order summary's tab: its exports name one order (`orderId`). */
const ORDER_TAB = 'ordersummary';

/** Finished files wait this long to be fetched. */
const KEEP_MS = 10 * 60_000;
/** Jobs one user may have running at once. */
const PER_USER = 4;

export class ExportJobs {
  readonly pool: BrowserPool;
  private readonly jobs = new Map<string, Job>();

  constructor(
    private readonly ctx: ServiceContext,
    options: { maxPages?: number; baseUrl?: () => string; log?: (error: unknown) => void } = {},
  ) {
    this.pool = new BrowserPool(options.maxPages ?? 2);
    this.baseUrl = options.baseUrl ?? (() => `http://127.0.0.1:${ctx.config.port}`);
    this.log = options.log ?? (() => undefined);
  }

  private readonly baseUrl: () => string;
  private readonly log: (error: unknown) => void;

  /** Checks the request as a data call would (404 outside scope, 400 bad range) and starts the job. */
  async start(user: SessionUser, input: ExportInput): Promise<ExportJobView> {
    this.prune();
    const running = [...this.jobs.values()].filter(
      (j) => j.userId === user.user_id && (j.status === 'queued' || j.status === 'rendering'),
    );
    if (running.length >= PER_USER) throw new AppError(429, 'exportBusy');
    const { grant, fileName, info } = await this.prepare(user, input);
    const token = await this.ctx.grants.sign(grant, EXPORT_TOKEN_SECONDS);
    const job: Job = {
      exportKey: randomToken(16),
      format: input.format,
      status: 'queued',
      progress: 5,
      step: 'Queued',
      fileName,
      error: null,
      userId: user.user_id,
      file: null,
      createdAt: this.ctx.now(),
    };
    this.jobs.set(job.exportKey, job);
    await recordExport(this.ctx, user, input.format, input.advertiserId);
    void this.run(job, `${this.baseUrl()}/export/${encodeURIComponent(token)}`, info);
    return view(job);
  }

  /** The job of this user, or 404 (another user's key is as good as unknown). */
  status(user: SessionUser, key: string): ExportJobView {
    return view(this.own(user, key));
  }

  /** The finished file; the job is forgotten once fetched. */
  take(user: SessionUser, key: string): { file: Buffer; fileName: string; mime: string } {
    const job = this.own(user, key);
    if (job.status !== 'done' || !job.file) throw new AppError(409, 'exportNotReady');
    this.jobs.delete(key);
    return { file: job.file, fileName: job.fileName, mime: MIME[job.format] };
  }

  async close(): Promise<void> {
    await this.pool.close();
  }

  /** Renders a grant straight to a file (benchmarks and the thumbnail use this without a job). */
  async renderNow(user: SessionUser, input: ExportInput): Promise<Buffer> {
    const { grant, info } = await this.prepare(user, input);
    const token = await this.ctx.grants.sign(grant, EXPORT_TOKEN_SECONDS);
    const url = `${this.baseUrl()}/export/${encodeURIComponent(token)}`;
    return renderExport(this.pool, url, input.format, () => {}, info);
  }

  /** `renderNow` with the file's name and type (scheduled reports store and attach it). */
  async renderFile(user: SessionUser, input: ExportInput): Promise<{ file: Buffer; fileName: string; mime: string }> {
    const { grant, fileName, info } = await this.prepare(user, input);
    const token = await this.ctx.grants.sign(grant, EXPORT_TOKEN_SECONDS);
    const url = `${this.baseUrl()}/export/${encodeURIComponent(token)}`;
    const file = await renderExport(this.pool, url, input.format, () => {}, info);
    return { file, fileName, mime: MIME[input.format] };
  }

  /** A PNG thumbnail of the dashboard a grant opens (the share thumbnail), `width` pixels wide. */
  async thumbnail(grant: Grant, width: number): Promise<Buffer> {
    const token = await this.ctx.grants.sign(grant, EXPORT_TOKEN_SECONDS);
    return renderThumbnail(this.pool, `${this.baseUrl()}/export/${encodeURIComponent(token)}`, width);
  }

  /**
   * Warms the export browser in the background (server start-up): launches Chromium and opens the print page
   * once, so the app's scripts are in its cache before the first export. Never throws; without Chromium it does
   * nothing and the first export reports the missing browser as before.
   */
  async warm(): Promise<number | null> {
    const started = Date.now();
    try {
      // 'warm-up' is the print page's WARM_UP_TOKEN (features/export/ExportScreen.tsx): it loads every module's code.
      await this.pool.warm(`${this.baseUrl()}/export/warm-up`);
      return Date.now() - started;
    } catch {
      return null;
    }
  }

  private async prepare(user: SessionUser, input: ExportInput): Promise<Prepared> {
    if ((input.tab === ORDER_TAB) !== (input.orderId !== undefined)) throw new AppError(400, 'orderSummaryNeedsOrder');
    const access = await openAdvertiser(this.ctx, user, input.advertiserId);
    const layout = await this.ctx.layouts.resolve(user, input.tab, input.advertiserId);
    const config = ((layout?.document as { config?: Record<string, unknown> } | undefined)?.config ?? {}) as Record<
      string,
      unknown
    >;
    const flag = FLAG[input.format];
    if (!layout || ![flag, `${flag}DevOnly`, `${flag}LocalOnly`].some((key) => config[key] === true))
      throw new AppError(403, 'exportNotOffered');
    const order = input.orderId === undefined ? null : await this.openOrder(user, input.advertiserId, input.orderId);
    const ids = input.campaignIds?.length ? input.campaignIds.map((id) => ({ id })) : undefined;
    const campaigns = order
      ? await orderCampaigns(this.ctx, order)
      : await requestedCampaigns(this.ctx.db, access.advertiserId, ids, { view: access.view });
    const daterange = inferDateRange(input.daterange, input.startDate, input.endDate);
    const range = resolveRange(this.ctx, access, { daterange, startDate: input.startDate, endDate: input.endDate });
    const subject = await exportSubject(this.ctx, access.advertiserId);
    const document = layout.document as { title?: unknown; config?: { title?: unknown } };
    const tab = [document.config?.title, document.title].find((t): t is string => typeof t === 'string') ?? input.tab;
    const [start, end] = [range.startDate.slice(0, 10), range.endDate.slice(0, 10)];
    const template = typeof config.fileNameTemplate === 'string' ? config.fileNameTemplate : undefined;
    const plain = { advertiser: subject.advertiserName, tab, start, end, agency: subject.brand.agencyName };
    const values = order ? orderFileNameValues(template, plain, order.orderName) : plain;
    const fileName = templateFileName(template, values, input.format);
    const of = order ? `order ${order.orderName} of ${subject.advertiserName}` : subject.advertiserName;
    const info: PdfInfo = {
      title: fileName.slice(0, -(input.format.length + 1)),
      author: subject.brand.agencyName,
      subject: `${tab} performance of ${of}, ${start} to ${end}`,
      creator: subject.brand.agencyName,
    };
    const grant: Grant = {
      kind: 'export',
      shareId: null,
      generation: 0,
      agencyId: access.agencyId,
      advertiserId: access.advertiserId,
      campaignIds: campaigns.map((c) => c.id),
      tab: input.tab,
      daterange,
      startDate: daterange === CUSTOM_RANGE ? (input.startDate ?? null) : null,
      endDate: daterange === CUSTOM_RANGE ? (input.endDate ?? null) : null,
      editableRange: false,
      view: access.view,
      requestedBy: user.user_id,
      orderId: order?.orderId ?? null,
      ...(input.notice ? { notice: input.notice } : {}),
    };
    return { grant, fileName, info };
  }

  /** An order export needs the orders right (403 'noAccess') and an order the user may open (404 otherwise). */
  private async openOrder(user: SessionUser, advertiserId: number, orderId: number): Promise<OrderAccess> {
    if (!meetsRequirement(user, AREA_RIGHTS.orders)) throw new AppError(403, 'noAccess');
    return openOrder(this.ctx, user, advertiserId, orderId);
  }

  private async run(job: Job, url: string, info: PdfInfo): Promise<void> {
    job.status = 'rendering';
    try {
      const progress = (percent: number, step: string): void => {
        job.progress = percent;
        job.step = step;
      };
      job.file = await renderExport(this.pool, url, job.format, progress, info);
      job.status = 'done';
      job.progress = 100;
      job.step = 'Ready';
    } catch (error) {
      job.status = 'failed';
      job.step = 'Failed';
      job.error =
        error instanceof RenderError || error instanceof BrowserUnavailableError
          ? error.message
          : 'The export could not be rendered. Please try again.';
      if (!(error instanceof RenderError)) this.log(error);
    }
  }

  private own(user: SessionUser, key: string): Job {
    this.prune();
    const job = this.jobs.get(key);
    if (!job || job.userId !== user.user_id) throw new AppError(404, 'exportNotFound');
    return job;
  }

  private prune(): void {
    const before = this.ctx.now() - KEEP_MS;
    for (const [key, job] of this.jobs)
      if (job.createdAt < before && job.status !== 'rendering' && job.status !== 'queued') this.jobs.delete(key);
  }
}

function view(job: Job): ExportJobView {
  const { exportKey, format, status, progress, step, fileName, error } = job;
  return { exportKey, format, status, progress, step, fileName, error };
}
