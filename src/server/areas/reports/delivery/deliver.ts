/**
 * A run's e-mail: one message per recipient in the agency's brand, the report's subject and message with their
 * placeholders filled, the files attached when they fit (ATTACHMENT_LIMIT_BYTES in total) or listed as signed
 * download links, and the one-click unsubscribe headers. A message the SMTP server refuses is given up in the
 * outbox (the run's own retry sends it again), so a recipient never gets one run twice.
 */
import { messageText } from '../../../../domain/messages';
import { mailBrand } from '../../../mail/brand';
import { cancelMessage } from '../../../mail/outbox-queries';
import type { MailService } from '../../../mail/service';
import type { ServiceContext } from '../../../kernel/context';
import type { StoredFile } from './files';
import { DOWNLOAD_LINK_DAYS, type ReportLinks } from './links';

/** 10 MB in total, the common provider cap; above it the e-mail carries download links. */
export const ATTACHMENT_LIMIT_BYTES = 10 * 1024 * 1024;

/** The header naming the run a report e-mail belongs to (the run's retry skips addresses already sent). */
export const RUN_HEADER = 'X-Report-Run';

/** `{advertiser}`, `{period}`, `{agency}`, `{report}` filled in; any other braces stay as written. */
export function fillPlaceholders(text: string, values: Record<'advertiser' | 'period' | 'agency' | 'report', string>) {
  return text.replace(/\{(advertiser|period|agency|report)\}/g, (_whole, name: keyof typeof values) => values[name]);
}

export interface DeliveryInput {
  runId: number;
  reportId: number;
  agencyId: number;
  reportName: string;
  subject: string;
  message: string;
  period: string;
  partialThrough: string | null;
  files: StoredFile[];
  recipients: string[];
  test: boolean;
  limitBytes: number;
}

export interface DeliveryResult {
  delivery: 'attachments' | 'link';
  linkExpiresAt: number | null;
  sent: string[];
  failed: { email: string; error: string }[];
}

export async function deliver(
  ctx: ServiceContext,
  mail: MailService,
  links: ReportLinks,
  input: DeliveryInput,
): Promise<DeliveryResult> {
  const brand = await mailBrand(ctx.config, ctx.db, input.agencyId);
  const total = input.files.reduce((sum, file) => sum + file.size, 0);
  const attach = total <= input.limitBytes;
  const linkExpiresAt = attach ? null : ctx.now() + DOWNLOAD_LINK_DAYS * 86_400_000;
  const downloads = attach
    ? null
    : await Promise.all(
        input.files.map(async (file) => ({
          fileName: file.fileName,
          url: `${brand.baseUrl}/api/reportFile/${await links.fileToken(file.id, Math.min(linkExpiresAt!, file.expiresAt))}`,
        })),
      );
  const already = await alreadySent(ctx, input.runId);
  const result: DeliveryResult = { delivery: attach ? 'attachments' : 'link', linkExpiresAt, sent: [], failed: [] };
  const subject = `${input.test ? messageText('reportMailTestPrefix') : ''}${input.subject}`;
  for (const to of input.recipients) {
    if (already.has(to)) {
      result.sent.push(to);
      continue;
    }
    const unsubscribeUrl = `${brand.baseUrl}/api/reportUnsubscribe/${await links.unsubscribeToken(input.reportId, to)}`;
    const id = await mail.send({
      agencyId: input.agencyId,
      to,
      template: 'scheduledReport',
      data: {
        subject,
        reportName: input.reportName,
        message: input.message,
        period: input.period,
        partialThrough: input.partialThrough,
        downloads,
        linkDays: DOWNLOAD_LINK_DAYS,
        unsubscribeUrl,
      },
      ...(attach
        ? { attachments: input.files.map((f) => ({ fileName: f.fileName, mime: f.mime, fileId: f.id })) }
        : {}),
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        [RUN_HEADER]: String(input.runId),
      },
    });
    const row = await ctx.db
      .selectFrom('mail_outbox')
      .select(['status', 'last_error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (row.status === 'sent') result.sent.push(to);
    else {
      const error = row.last_error ?? row.status;
      await cancelMessage(ctx.db, id, error);
      result.failed.push({ email: to, error });
    }
  }
  return result;
}

/** Addresses a run's e-mail already reached (an earlier attempt of the same run). */
async function alreadySent(ctx: ServiceContext, runId: number): Promise<Set<string>> {
  const rows = await ctx.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'headers'])
    .where('template', '=', 'scheduledReport')
    .where('status', '=', 'sent')
    .where('headers', 'like', `%"${RUN_HEADER}":"${runId}"%`)
    .execute();
  return new Set(rows.map((row) => row.to_address));
}
