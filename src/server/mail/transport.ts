/**
 * How a rendered message leaves: through `SMTP_URL` when set, otherwise as an `.eml` file under
 * `<DATA_DIR>/outbox/` (nodemailer's stream transport builds the raw message; it is written to a temporary name
 * first and renamed, so a reader never sees half a file). `npm start` therefore needs no mail server.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A message as a transport takes it. */
export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files to attach (report files read from disk at send time). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** Sends one message; rejects when the server (or the disk) refuses it. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/** The SMTP transport of `smtpUrl`, or the file transport writing into `outboxDir`. */
export function createMailTransport(smtpUrl: string | null, outboxDir: string): MailTransport {
  return smtpUrl ? smtpTransport(smtpUrl) : fileTransport(outboxDir);
}

function smtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      const info = await transport.sendMail(mail);
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

function fileTransport(dir: string): MailTransport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(mail);
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      const temporary = path.join(dir, `.${name}.tmp`);
      await fs.writeFile(temporary, info.message);
      await fs.rename(temporary, path.join(dir, name));
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
