/**
 * The signed links of a report e-mail: a file's download link (expires, DOWNLOAD_LINK_DAYS) and the one-click
 * unsubscribe link (does not expire: an old e-mail must still let its reader leave). Both are HS256 JWTs under a
 * key derived from the portal's JWT secret with this purpose, so neither is ever an access or grant token.
 */
import { createHash } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { secretKeys } from '../../../auth/secret-keys';
import { sharedSecret } from '../../../auth/secrets';
import type { ServiceContext } from '../../../kernel/context';

/** How long a download link works. */
export const DOWNLOAD_LINK_DAYS = 7;

export class ReportLinks {
  private key: Promise<Uint8Array> | null = null;

  constructor(private readonly ctx: ServiceContext) {}

  private secret(): Promise<Uint8Array> {
    this.key ??= sharedSecret(this.ctx.db, secretKeys.jwt, this.ctx.config.jwtSecret).then((secret) =>
      createHash('sha256').update(`report-links|${secret}`).digest(),
    );
    return this.key;
  }

  /** A token for one stored file, valid until `expiresAt` (epoch ms). */
  async fileToken(fileId: number, expiresAt: number): Promise<string> {
    return new SignJWT({ typ: 'reportFile', fileId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(this.ctx.now() / 1000))
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(await this.secret());
  }

  async verifyFile(token: string): Promise<number | null> {
    const payload = await this.verify(token, 'reportFile');
    return payload && typeof payload.fileId === 'number' ? payload.fileId : null;
  }

  /** A token naming one address of one report. */
  async unsubscribeToken(reportId: number, email: string): Promise<string> {
    return new SignJWT({ typ: 'reportUnsubscribe', reportId, email })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(this.ctx.now() / 1000))
      .sign(await this.secret());
  }

  async verifyUnsubscribe(token: string): Promise<{ reportId: number; email: string } | null> {
    const payload = await this.verify(token, 'reportUnsubscribe');
    if (!payload || typeof payload.reportId !== 'number' || typeof payload.email !== 'string') return null;
    return { reportId: payload.reportId, email: payload.email };
  }

  private async verify(token: string, typ: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, await this.secret(), {
        algorithms: ['HS256'],
        currentDate: new Date(this.ctx.now()),
      });
      return payload.typ === typ ? payload : null;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
