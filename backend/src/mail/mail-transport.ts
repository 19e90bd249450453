import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailConfig } from './mail-config';

export interface OutgoingMail {
  id: string;
  kind: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers?: Record<string, string> | null;
}

/** Sends one message; resolves with a line saying where it went, rejects when it did not go. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

const message = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  replyTo: mail.replyTo ?? undefined,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: mail.messageId,
  headers: mail.headers ?? undefined,
});

class SmtpMailTransport implements MailTransport {
  private readonly transporter;

  constructor(url: string) {
    // A mail server that hangs must not hold a worker for minutes (nodemailer's defaults).
    this.transporter = createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: OutgoingMail): Promise<string> {
    const info = await this.transporter.sendMail(message(mail));
    return `smtp: ${info.response}`;
  }

  close(): void {
    this.transporter.close();
  }
}

/** Development: each message becomes an .eml file (opens in any mail program), its path logged. */
class FileMailTransport implements MailTransport {
  private readonly composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly dir: string,
    private readonly announce: (line: string) => void,
  ) {}

  async send(mail: OutgoingMail): Promise<string> {
    const info = await this.composer.sendMail(message(mail));
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
    const file = join(this.dir, `${stamp}-${mail.kind}-${mail.id.slice(0, 8)}.eml`);
    await writeFile(file, info.message);
    this.announce(`Mail (${mail.kind}) to ${mail.to}: ${file}`);
    return `file: ${file}`;
  }

  close(): void {
    this.composer.close();
  }
}

/**
 * `announce` prints where a development message went: the point of the .eml files is that a
 * person opens them, so the path is printed even where the app's log shows only warnings.
 */
export function createMailTransport(
  config: MailConfig,
  announce: (line: string) => void = () => undefined,
): MailTransport {
  return config.transport.kind === 'smtp'
    ? new SmtpMailTransport(config.transport.url)
    : new FileMailTransport(config.transport.dir, announce);
}
