/**
 * The checks of the services the portal leans on (issue 27): Chromium rendering an export page through the export
 * pipeline's browser pool, and the mail transport answering (SMTP `verify()`, or the file outbox writable).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { messageText } from '../../../domain/messages';
import { chromiumPath, type BrowserPool } from '../../exports/browser-pool';
import type { CheckResult } from './types';

/** A test render slower than this (ms) is a warning (a cold start included). */
export const CHROMIUM_WARN_MS = 15_000;

/** How long the SMTP server gets to greet (ms). */
export const SMTP_TIMEOUT_MS = 5_000;

const reason = (error: unknown): string => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

const TEST_PAGE =
  '<!doctype html><html><body style="font-family:sans-serif"><h1>Sightline</h1><p>Health check</p></body></html>';

/** Finds Chromium (CHROMIUM_PATH, else on PATH) and renders a tiny page to PDF on the export pool. */
export async function checkChromium(pool: BrowserPool): Promise<CheckResult> {
  const started = performance.now();
  try {
    chromiumPath();
    const pdf = await pool.withPage({ width: 600, height: 400 }, async (page) => {
      await page.setContent(TEST_PAGE, { waitUntil: 'load', timeout: 20_000 });
      return page.pdf({ width: '6in', height: '4in' });
    });
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('the render is not a PDF');
  } catch (error) {
    return { status: 'failing', detail: messageText('healthChromiumDown', { error: reason(error) }) };
  }
  const ms = Math.round(performance.now() - started);
  return ms > CHROMIUM_WARN_MS
    ? { status: 'warning', detail: messageText('healthChromiumSlow', { ms }) }
    : { status: 'ok', detail: messageText('healthChromiumOk', { ms }) };
}

/** The SMTP server's host and port, never its credentials. */
function serverOf(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`;
  } catch {
    return '?';
  }
}

/** SMTP: the server greets and accepts our hello (nodemailer `verify`); files: the outbox folder takes a file. */
export async function checkMail(smtpUrl: string | null, outboxDir: string): Promise<CheckResult> {
  if (smtpUrl) {
    const server = serverOf(smtpUrl);
    const started = performance.now();
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    try {
      await transport.verify();
      return {
        status: 'ok',
        detail: messageText('healthMailSmtpOk', { server, ms: Math.round(performance.now() - started) }),
      };
    } catch (error) {
      return { status: 'failing', detail: messageText('healthMailSmtpDown', { server, error: reason(error) }) };
    } finally {
      transport.close();
    }
  }
  const probe = path.join(outboxDir, `.health-${randomUUID()}.tmp`);
  try {
    await fs.mkdir(outboxDir, { recursive: true });
    await fs.writeFile(probe, 'health check');
    await fs.rm(probe);
    return { status: 'ok', detail: messageText('healthMailFileOk') };
  } catch (error) {
    return { status: 'failing', detail: messageText('healthMailFileDown', { error: reason(error) }) };
  }
}
