import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/** The e2e server's outbox (`<E2E_DATA_DIR>/outbox`, set by playwright.config.ts): one `.eml` file per message. */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dataDir, 'outbox');
}

/** The messages written so far to `to`, as subject and plain text. */
async function messagesTo(to: string): Promise<{ subject: string; text: string }[]> {
  const names = await fs.readdir(outboxDir()).catch(() => [] as string[]);
  const found: { subject: string; text: string }[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml')).sort()) {
    const mail = await simpleParser(await fs.readFile(path.join(outboxDir(), name)));
    const recipients = [mail.to ?? []].flat().flatMap((address) => address.value.map((v) => v.address?.toLowerCase()));
    if (recipients.includes(to.toLowerCase())) found.push({ subject: mail.subject ?? '', text: mail.text ?? '' });
  }
  return found;
}

/**
 * Waits for the invitation to `to` and answers its link's path and query (`/set-password?token=…`): the link is
 * built on the agency's host, the journey opens it on the test server.
 */
export async function invitationPath(to: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const [mail] = await messagesTo(to);
        link = mail?.text.match(/https?:\/\/\S+\/set-password\?token=[\w-]+/)?.[0] ?? '';
        return link;
      },
      { message: `an invitation e-mail to ${to} in the outbox`, timeout: 15_000 },
    )
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
