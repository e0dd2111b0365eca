/**
 * The portal's e-mail (issue 21). `send` renders a template in the agency's brand, stores the message in the outbox
 * and tries it at once; a failed attempt is retried with exponential backoff by a small loop that every app
 * instance runs (started with the app, stopped on close), each attempt logged with its error, and after the last
 * one the row is marked failed and logged as an error: a message is never dropped silently. Rows are claimed by a
 * conditional update, so two instances never send one twice.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ServiceContext } from '../kernel/context';
import { mailBrand } from './brand';
import { renderMail, type RenderedMail } from './content';
import { runDetached } from '../db/query-signal';
import { claimMessage, dueMessageIds, insertMessage, markFailedAttempt, markSent } from './outbox-queries';
import { TEMPLATES, type MailTemplateData, type MailTemplateName } from './templates';
import { createMailTransport, type MailTransport } from './transport';

/**
 * Waits before each retry, in ms: 1, 4, 16, 64 and 256 minutes (×4 each time), so six attempts over about
 * five hours and a half before a message is marked failed.
 */
export const RETRY_DELAYS_MS: readonly number[] = [1, 4, 16, 64, 256].map((minutes) => minutes * 60_000);

/** How often the loop looks for due messages (ms). */
export const POLL_MS = 5_000;

/**
 * How long a claimed row belongs to the instance sending it (ms): longer than nodemailer's longest wait on a
 * server, so a slow send is never taken over; a crashed instance's row is retried after it.
 */
export const CLAIM_MS = 15 * 60_000;

/** One message to send. */
export interface SendInput<K extends MailTemplateName> {
  /** Whose brand and sender; null: the default theme and `MAIL_FROM`. */
  agencyId: number | null;
  to: string;
  template: K;
  data: MailTemplateData[K];
  /** Report files to attach, read from disk when the message is sent (never stored in the outbox). */
  attachments?: MailAttachment[];
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of a report e-mail). */
  headers?: Record<string, string>;
}

/** An attachment of an outbox row: a `report_files` row, its name and type in the message. */
export interface MailAttachment {
  fileName: string;
  mime: string;
  fileId: number;
}

/** Where the service logs (Fastify's logger fits). */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailServiceOptions {
  log: MailLog;
  /** Instead of the configured one (tests). */
  transport?: MailTransport;
  /** @default RETRY_DELAYS_MS */
  retryDelaysMs?: readonly number[];
  /** @default POLL_MS */
  pollMs?: number;
}

export class MailService {
  private readonly transport: MailTransport;
  private readonly retryDelays: readonly number[];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  /** Attempts started by `deliver` that have not settled. */
  private readonly inFlight = new Set<Promise<boolean>>();

  constructor(
    private readonly ctx: ServiceContext,
    private readonly options: MailServiceOptions,
  ) {
    this.transport =
      options.transport ?? createMailTransport(ctx.config.mail.smtpUrl, path.join(ctx.config.dataDir, 'outbox'));
    this.retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  }

  /** Renders, stores and tries the message at once; answers its outbox id. A failed attempt is left to the retries. */
  async send<K extends MailTemplateName>(input: SendInput<K>): Promise<number> {
    const id = await this.enqueue(this.ctx.db, input);
    await this.deliver(id);
    return id;
  }

  /** Tries one stored message now, when it is due and no other instance has it. Never throws for a refused send. */
  deliver(id: number): Promise<boolean> {
    // The row is committed: its delivery finishes whether or not the request that stored it is still wanted.
    const attempt = runDetached(() => this.attempt(id));
    this.inFlight.add(attempt);
    void attempt.finally(() => this.inFlight.delete(attempt)).catch(() => undefined);
    return attempt;
  }

  /**
   * `deliver`, never rejecting: a failure before the send (the database) is logged and the loop retries the row.
   * For callers whose own work is already done (the row is committed).
   */
  async tryNow(id: number): Promise<void> {
    await this.deliver(id).catch((error: unknown) =>
      this.options.log.error({ err: error, outboxId: id }, 'mail not sent; left to the retry loop'),
    );
  }

  /** `tryNow` in the background. */
  deliverSoon(id: number): void {
    void this.tryNow(id);
  }

  /**
   * Renders and stores the message through `executor` (a transaction: the message exists only if it commits) for
   * the loop to send; `flush()` after the commit sends it at once.
   */
  async enqueue<K extends MailTemplateName>(executor: Kysely<Database>, input: SendInput<K>): Promise<number> {
    const brand = await mailBrand(this.ctx.config, executor, input.agencyId);
    const rendered: RenderedMail = renderMail(brand, TEMPLATES[input.template](brand, input.data));
    const now = this.ctx.now();
    return insertMessage(executor, {
      agency_id: brand.agencyId,
      template: input.template,
      from_header: JSON.stringify(brand.from),
      to_address: input.to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      status: 'pending',
      next_attempt_at: now,
      created_at: now,
      attachments: input.attachments?.length ? JSON.stringify(input.attachments) : null,
      headers: input.headers && Object.keys(input.headers).length ? JSON.stringify(input.headers) : null,
    });
  }

  /** Sends every message due now (the loop's work; tests call it after moving the clock). Answers how many it tried. */
  async flush(): Promise<number> {
    await Promise.allSettled([...this.inFlight]);
    while (this.running) await this.running;
    this.running = this.sendDue().finally(() => (this.running = null));
    return this.running;
  }

  /** Starts the retry loop (once per app instance). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (!this.running)
        void this.flush().catch((error: unknown) => this.options.log.error({ err: error }, 'mail loop failed'));
    }, this.options.pollMs ?? POLL_MS);
    this.timer.unref();
  }

  /** Stops the loop, lets a send under way finish, and closes the transport. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.inFlight, this.running]);
    this.transport.close();
  }

  private async sendDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      const ids = await dueMessageIds(this.ctx.db, this.ctx.now(), 20);
      if (ids.length === 0) return tried;
      for (const id of ids) if (await this.attempt(id)) tried += 1;
      if (ids.length < 20) return tried;
    }
  }

  /** One attempt at one row, when this instance wins its claim. Never throws for a refused send. */
  private async attempt(id: number): Promise<boolean> {
    const row = await claimMessage(this.ctx.db, id, this.ctx.now(), CLAIM_MS);
    if (!row) return false;
    const details = { outboxId: id, template: row.template, to: row.to_address, attempt: row.attempts };
    try {
      const { messageId } = await this.transport.send({
        from: JSON.parse(row.from_header) as { name: string; address: string },
        to: row.to_address,
        subject: row.subject,
        html: row.html ?? '',
        text: row.text ?? '',
        ...(row.attachments ? { attachments: await this.attachmentsOf(row.attachments) } : {}),
        ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
      });
      await markSent(this.ctx.db, id, this.ctx.now(), messageId);
      this.options.log.info({ ...details, messageId }, 'mail sent');
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const delay = this.retryDelays[row.attempts - 1];
      const retryAt = delay === undefined ? null : this.ctx.now() + delay;
      await markFailedAttempt(this.ctx.db, id, text.slice(0, 1000), retryAt);
      if (retryAt === null) this.options.log.error({ ...details, err: error }, 'mail failed: no attempts left');
      else
        this.options.log.warn(
          { ...details, err: error, retryAt: new Date(retryAt).toISOString() },
          'mail not sent; will retry',
        );
    }
    return true;
  }

  /** The files a row names, read from the data folder now (a missing file fails the attempt). */
  private async attachmentsOf(json: string): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
    const wanted = JSON.parse(json) as MailAttachment[];
    if (wanted.length === 0) return [];
    const rows = await this.ctx.db
      .selectFrom('report_files')
      .select(['id', 'path', 'deleted_at'])
      .where(
        'id',
        'in',
        wanted.map((a) => a.fileId),
      )
      .execute();
    return Promise.all(
      wanted.map(async (attachment) => {
        const row = rows.find((r) => Number(r.id) === attachment.fileId);
        if (!row || row.deleted_at !== null) throw new Error(`Attachment ${attachment.fileName} is no longer stored`);
        const content = await fs.readFile(path.join(this.ctx.config.dataDir, row.path));
        return { filename: attachment.fileName, content, contentType: attachment.mime };
      }),
    );
  }
}
