// How a rendered email leaves the process: over SMTP (KIOSK_SMTP_URL), or as .eml files in data/outbox/ when no
// mail server is configured (development: open the file in a mail client). Also where the From address comes from.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';

/** The folder of the file transport when no SMTP server is configured, relative to the project root. */
export const OUTBOX_FILES_DIR = 'data/outbox';

export interface OutgoingEmail {
  /** the outbox id: also the file name of the file transport and the local part of the Message-ID */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** extra headers (List-Unsubscribe…), written as given */
  headers?: Record<string, string>;
  /** the Reply-To address (a form submission's sender) */
  replyTo?: string;
}

export interface EmailTransport {
  /** Resolves once the message is accepted; rejects (with nodemailer's `responseCode` when a server answered) if not. */
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/**
 * `<id@domain-of-from>`: the same outbox message always carries the same Message-ID, so a receiver can drop the
 * copy a retry after an unrecorded success would deliver.
 */
export function messageIdOf(email: OutgoingEmail): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(email.from)?.[1] ?? 'kiosk.invalid';
  return `<${email.id}@${domain}>`;
}

function mailOptions(email: OutgoingEmail): Mail.Options {
  return {
    from: email.from, to: email.to, subject: email.subject, text: email.text, html: email.html, messageId: messageIdOf(email),
    ...(email.headers ? { headers: email.headers } : {}),
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
  };
}

// Shorter than nodemailer's (2 minutes to connect, 10 of socket silence): a stuck server must not hold a claimed
// batch past its lock.
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/** Sends through the server of `url`: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
export function smtpTransport(url: string): EmailTransport {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error(`KIOSK_SMTP_URL must start with smtp:// or smtps://, not ${parsed.protocol}//`);
  }
  const transporter = nodemailer.createTransport({
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : parsed.protocol === 'smtps:' ? 465 : 587,
    secure: parsed.protocol === 'smtps:',
    auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
    ...SMTP_TIMEOUTS,
  });
  return {
    send: async (email) => void (await transporter.sendMail(mailOptions(email))),
    close: () => transporter.close(),
  };
}

function buildMessage(email: OutgoingEmail): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    new MailComposer(mailOptions(email)).compile().build((error, message) => (error ? reject(error) : resolve(message)));
  });
}

/**
 * Writes each email as `<dir>/<id>.eml` (the complete RFC 822 message an SMTP server would have received) and says
 * so in one line through `print`.
 */
export function fileTransport(dir: string, print: (line: string) => void = console.log): EmailTransport {
  return {
    async send(email) {
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${email.id}.eml`);
      writeFileSync(file, await buildMessage(email));
      print(`email to ${email.to}: ${email.subject} → ${path.relative(process.cwd(), file) || file}`);
    },
    close: () => undefined,
  };
}

/** SMTP when KIOSK_SMTP_URL is set; otherwise files in data/outbox/ under `root`, each announced through `print`. */
export function transportFromEnv(
  env: NodeJS.ProcessEnv,
  root: string = process.cwd(),
  print: (line: string) => void = console.log,
): EmailTransport {
  return env.KIOSK_SMTP_URL ? smtpTransport(env.KIOSK_SMTP_URL) : fileTransport(path.join(root, OUTBOX_FILES_DIR), print);
}

/**
 * The From address: KIOSK_EMAIL_FROM when set (it may carry a name: `Kiosk Supply Co. <hello@…>`), else the
 * site's contact address (content/website.json, website.contactEmail), which the caller reads.
 */
export function emailFromAddress(configured: string | undefined, contactEmail: string | undefined): string {
  const from = configured?.trim() || contactEmail?.trim();
  if (!from) throw new Error('no From address for emails: set KIOSK_EMAIL_FROM or website.contactEmail in content/website.json');
  return from;
}
