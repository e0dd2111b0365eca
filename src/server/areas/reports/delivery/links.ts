/**
 * The signed links of a report e-mail, short enough for a path segment (the router takes at most 100 characters):
 * - a file's download link `<file id>.<expiry, epoch s in base 36>.<signature>`, expiring (DOWNLOAD_LINK_DAYS);
 * - the one-click unsubscribe link `<report id>.<signature of report and address>`, which does not expire (an old
 *   e-mail must still let its reader leave). The address is not in the link: it is found among the report's
 *   addresses (its recipients now and every address its runs went to) by its signature.
 * Signatures are HMAC-SHA256 (first 16 bytes, base64url) under a key derived from the portal's JWT secret for this
 * purpose only, so a link is never an access or grant token.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { USER_STATUS } from '../../../../domain/rights';
import { secretKeys } from '../../../auth/secret-keys';
import { sharedSecret } from '../../../auth/secrets';
import type { ServiceContext } from '../../../kernel/context';

/** How long a download link works. */
export const DOWNLOAD_LINK_DAYS = 7;

export class ReportLinks {
  private key: Promise<Buffer> | null = null;

  constructor(private readonly ctx: ServiceContext) {}

  private secret(): Promise<Buffer> {
    this.key ??= sharedSecret(this.ctx.db, secretKeys.jwt, this.ctx.config.jwtSecret).then((secret) =>
      createHash('sha256').update(`report-links|${secret}`).digest(),
    );
    return this.key;
  }

  private async sign(text: string): Promise<string> {
    return createHmac('sha256', await this.secret())
      .update(text)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }

  private async matches(text: string, signature: string): Promise<boolean> {
    const expected = Buffer.from(await this.sign(text));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** A token for one stored file, valid until `expiresAt` (epoch ms). */
  async fileToken(fileId: number, expiresAt: number): Promise<string> {
    const body = `${fileId}.${Math.floor(expiresAt / 1000).toString(36)}`;
    return `${body}.${await this.sign(`file|${body}`)}`;
  }

  /** The file id of a valid, unexpired token, or null. */
  async verifyFile(token: string): Promise<number | null> {
    const match = /^(\d{1,12})\.([0-9a-z]{1,10})\.([\w-]{22})$/.exec(token);
    if (!match || !(await this.matches(`file|${match[1]}.${match[2]}`, match[3]!))) return null;
    if (parseInt(match[2]!, 36) * 1000 <= this.ctx.now()) return null;
    return Number(match[1]);
  }

  /** A token naming one address of one report. */
  async unsubscribeToken(reportId: number, email: string): Promise<string> {
    return `${reportId}.${await this.sign(`unsubscribe|${reportId}|${email.toLowerCase()}`)}`;
  }

  /** The report and address of a valid token, or null. */
  async verifyUnsubscribe(token: string): Promise<{ reportId: number; email: string } | null> {
    const match = /^(\d{1,12})\.([\w-]{22})$/.exec(token);
    if (!match) return null;
    const reportId = Number(match[1]);
    for (const email of await this.addressesOf(reportId))
      if (await this.matches(`unsubscribe|${reportId}|${email}`, match[2]!)) return { reportId, email };
    return null;
  }

  /** Every address a report's e-mail may have gone to: its recipients now and those of its runs. */
  private async addressesOf(reportId: number): Promise<Set<string>> {
    const report = await this.ctx.db
      .selectFrom('scheduled_reports')
      .select('definition')
      .where('id', '=', reportId)
      .executeTakeFirst();
    if (!report) return new Set();
    const { recipients } = JSON.parse(report.definition) as { recipients?: { userIds?: number[]; emails?: string[] } };
    const userIds = recipients?.userIds ?? [];
    const [users, runs] = await Promise.all([
      userIds.length
        ? this.ctx.db
            .selectFrom('users')
            .select('email')
            .where('id', 'in', userIds)
            .where('status', '=', USER_STATUS.Active)
            .execute()
        : Promise.resolve([]),
      this.ctx.db.selectFrom('report_runs').select('recipients').where('report_id', '=', reportId).execute(),
    ]);
    const all = [
      ...(recipients?.emails ?? []),
      ...users.map((u) => u.email),
      ...runs.flatMap((run) => JSON.parse(run.recipients) as string[]),
    ];
    return new Set(all.map((email) => email.trim().toLowerCase()));
  }
}
