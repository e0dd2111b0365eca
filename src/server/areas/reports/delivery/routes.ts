/**
 * The public calls of a report e-mail (no sign-in; the signed token is the permission):
 * - `GET /api/reportFile/:token`: a stored file of a run (download link of a large report), until the link or the
 *   retention period ends; the bytes are checked against their SHA-256.
 * - `GET /api/reportUnsubscribe/:token`: a small page in the agency's brand with a button that POSTs;
 * - `POST /api/reportUnsubscribe/:token`: records the address in `report_unsubscribes` (audited) and confirms;
 *   mail clients' one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` here.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { messageText } from '../../../../domain/messages';
import type { AppContext } from '../../../context';
import { contentDisposition } from '../../../exports/file-name';
import { escapeHtml } from '../../../mail/content';
import { mailBrand } from '../../../mail/brand';
import { readVerified, runFiles } from './files';
import { ReportLinks } from './links';

const tokenParams = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 10, maxLength: 2048 } },
  required: ['token'],
} as const;

export function registerReportDeliveryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const links = new ReportLinks(ctx);

  app.get<{ Params: { token: string } }>(
    '/api/reportFile/:token',
    { config: { public: true }, schema: { params: tokenParams } },
    async (request, reply) => {
      const fileId = await links.verifyFile(request.params.token);
      if (fileId === null) return reply.status(410).send({ error: messageText('reportLinkInvalid') });
      const row = await ctx.db.selectFrom('report_files').select('run_id').where('id', '=', fileId).executeTakeFirst();
      const file = row ? (await runFiles(ctx, Number(row.run_id))).find((f) => f.id === fileId) : undefined;
      const bytes = file && file.expiresAt > ctx.now() ? await readVerified(ctx, file) : null;
      if (!file || !bytes) return reply.status(410).send({ error: messageText('reportFileGone') });
      return reply
        .type(file.mime)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  // Mail clients' one-click unsubscribe posts a form body; this scope reads it as text (and ignores it).
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    scope.get<{ Params: { token: string } }>(
      '/api/reportUnsubscribe/:token',
      { config: { public: true }, schema: { params: tokenParams } },
      async (request, reply) => {
        const target = await unsubscribeTarget(request.params.token);
        if (!target) return page(reply, null, messageText('reportLinkInvalid'), null, 410);
        const title = messageText('reportUnsubscribeTitle', { report: target.reportName });
        const question = messageText('reportUnsubscribeQuestion', { report: target.reportName, email: target.email });
        return page(reply, target.agencyId, title, { question, action: request.url });
      },
    );

    scope.post<{ Params: { token: string } }>(
      '/api/reportUnsubscribe/:token',
      { config: { public: true }, schema: { params: tokenParams } },
      async (request, reply) => {
        const target = await unsubscribeTarget(request.params.token);
        if (!target) return page(reply, null, messageText('reportLinkInvalid'), null, 410);
        await ctx.db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('report_unsubscribes')
            .values({ report_id: target.reportId, email: target.email, created_at: ctx.now() })
            .onConflict((oc) => oc.columns(['report_id', 'email']).doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
          await ctx.audit.write(trx, {
            actor: { id: null, email: target.email },
            agencyId: target.agencyId,
            area: 'reports',
            objectType: 'scheduledReport',
            objectId: target.reportId,
            objectLabel: target.reportName,
            action: 'unsubscribe',
            after: { email: target.email },
          });
        });
        const done = messageText('reportUnsubscribeDone', { email: target.email, report: target.reportName });
        return page(reply, target.agencyId, done, null);
      },
    );
  });

  async function unsubscribeTarget(token: string) {
    const claim = await links.verifyUnsubscribe(token);
    if (!claim) return null;
    const report = await ctx.db
      .selectFrom('scheduled_reports')
      .select(['id', 'name', 'agency_id'])
      .where('id', '=', claim.reportId)
      .executeTakeFirst();
    if (!report) return null;
    return { reportId: Number(report.id), reportName: report.name, agencyId: report.agency_id, email: claim.email };
  }

  /** A small HTML page in the agency's brand: a heading and, to confirm, a question with a button that POSTs. */
  async function page(
    reply: FastifyReply,
    agencyId: number | null,
    heading: string,
    form: { question: string; action: string } | null,
    status = 200,
  ) {
    const brand = await mailBrand(ctx.config, ctx.db, agencyId);
    const e = escapeHtml;
    const body = form
      ? `<p>${e(form.question)}</p><form method="post" action="${e(form.action)}">` +
        `<button type="submit" style="background:${e(brand.colors.primary)};color:#fff;border:0;border-radius:6px;` +
        `padding:12px 24px;font-size:16px;font-family:${e(brand.font)};cursor:pointer;">` +
        `${e(messageText('reportUnsubscribeButton'))}</button></form>`
      : '';
    const html =
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>${e(heading)}</title></head><body style="margin:0;background:${e(brand.colors.background)};` +
      `font-family:${e(brand.font)};"><div style="background:${e(brand.colors.toolbar)};padding:16px 24px;">` +
      `<img src="${e(brand.logoUrl)}" alt="${e(messageText('mailLogoAlt', { company: brand.companyName }))}" height="40"></div>` +
      `<main style="max-width:560px;margin:32px auto;background:#fff;padding:32px;border-radius:8px;">` +
      `<h1 style="color:${e(brand.colors.primary)};font-size:22px;">${e(heading)}</h1>${body}</main></body></html>`;
    return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  }
}
