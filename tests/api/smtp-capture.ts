/**
 * A real SMTP server for tests (smtp-server on a free loopback port), keeping every message it accepts parsed by
 * mailparser, or refusing every message (451) to exercise the outbox's retries.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>`. */
  url: string;
  /** The accepted messages, parsed, in arrival order. */
  messages: ParsedMail[];
  /** How many messages were offered (accepted or refused). */
  offered: number;
  /** Waits until `count` messages have been accepted and parsed. */
  received(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpCapture({ refuse = false } = {}): Promise<SmtpCapture> {
  const parsing: Promise<ParsedMail>[] = [];
  const capture: SmtpCapture = {
    url: '',
    messages: [],
    offered: 0,
    async received(count) {
      for (let waited = 0; parsing.length < count && waited < 5_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      capture.messages = await Promise.all(parsing);
      return capture.messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      capture.offered += 1;
      if (refuse) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })));
        return;
      }
      parsing.push(simpleParser(stream));
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  capture.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return capture;
}
