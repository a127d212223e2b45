// Transports: the file transport writes the full message an SMTP server would get; the environment picks SMTP or
// files; the From address comes from KIOSK_EMAIL_FROM or the site's contact address.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmailRenderer, listHeaders } from '../../../server/email/render-email';
import {
  emailFromAddress, fileTransport, messageIdOf, transportFromEnv, type OutgoingEmail,
} from '../../../server/email/transports';
import { parseEmail, startSmtpServer } from '../../harness/smtp-server';
import { SAMPLE_MESSAGES, TEMPLATES_DIR } from './sample-messages';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kiosk-outbox-'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function outgoing(): OutgoingEmail {
  const rendered = createEmailRenderer({ dir: TEMPLATES_DIR }).render(SAMPLE_MESSAGES['order-confirmation']);
  return { id: '0123456789abcdef01234567', from: 'Kiosk Supply Co. <hello@kiosk-supply.example>', to: 'ada@example.com', ...rendered };
}

describe('the file transport', () => {
  it('writes <id>.eml, a complete message, and says so in one line', async () => {
    const printed: string[] = [];
    const email = outgoing();
    await fileTransport(join(dir, 'data/outbox'), (line) => printed.push(line)).send(email);

    const file = join(dir, 'data/outbox', `${email.id}.eml`);
    expect(readdirSync(join(dir, 'data/outbox'))).toEqual([`${email.id}.eml`]);
    const raw = readFileSync(file, 'utf8');
    expect(raw).toMatch(/^From: /m);
    expect(raw).toMatch(/^Date: /m);
    expect(raw).toMatch(/^MIME-Version: 1.0/m);
    const parsed = parseEmail(raw);
    expect(parsed.to).toBe('ada@example.com');
    expect(parsed.subject).toBe('Order 1042 confirmed – Kiosk Supply Co.');
    expect(parsed.messageId).toBe('<0123456789abcdef01234567@kiosk-supply.example>');
    expect(parsed.text).toBe(email.text);
    expect(parsed.html).toBe(email.html);

    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^email to ada@example\.com: Order 1042 confirmed – Kiosk Supply Co\. → .*data\/outbox\/0123456789abcdef01234567\.eml$/);
  });
});

describe('list mail headers', () => {
  it('a message with an unsubscribe link carries List-Unsubscribe and the one-click List-Unsubscribe-Post', async () => {
    const email = { ...outgoing(), headers: listHeaders({ unsubscribeUrl: 'https://shop.example/unsubscribe?t=abc' }) };
    await fileTransport(dir, () => undefined).send(email);
    const raw = readFileSync(join(dir, `${email.id}.eml`), 'utf8');
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/shop\.example\/unsubscribe\?t=abc>\r?$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  it('an order email carries neither', async () => {
    expect(outgoing().headers).toBeUndefined();
    expect(listHeaders({ storeName: 'x' })).toBeUndefined();
  });
});

describe('transportFromEnv', () => {
  it('writes files under data/outbox when KIOSK_SMTP_URL is not set', async () => {
    const email = outgoing();
    const printed: string[] = [];
    await transportFromEnv({}, dir, (line) => printed.push(line)).send(email);
    expect(existsSync(join(dir, 'data/outbox', `${email.id}.eml`))).toBe(true);
    expect(printed).toHaveLength(1);
  });

  it('sends over SMTP when KIOSK_SMTP_URL is set', async () => {
    const smtp = await startSmtpServer();
    const transport = transportFromEnv({ KIOSK_SMTP_URL: smtp.url }, dir);
    try {
      await transport.send(outgoing());
      expect(smtp.received.map((m) => m.subject)).toEqual(['Order 1042 confirmed – Kiosk Supply Co.']);
      expect(existsSync(join(dir, 'data/outbox'))).toBe(false);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('refuses a URL that is not SMTP', () => {
    expect(() => transportFromEnv({ KIOSK_SMTP_URL: 'http://mail.example' })).toThrow(/smtp:\/\//);
  });
});

describe('the From address', () => {
  it('is KIOSK_EMAIL_FROM when set, else the contact address', () => {
    expect(emailFromAddress('Kiosk <orders@kiosk.example>', 'hello@kiosk.example')).toBe('Kiosk <orders@kiosk.example>');
    expect(emailFromAddress(undefined, 'hello@kiosk.example')).toBe('hello@kiosk.example');
    expect(emailFromAddress('  ', 'hello@kiosk.example')).toBe('hello@kiosk.example');
    expect(() => emailFromAddress(undefined, undefined)).toThrow(/KIOSK_EMAIL_FROM/);
  });

  it('gives the Message-ID its domain', () => {
    expect(messageIdOf({ ...outgoing(), id: 'abc', from: 'hello@kiosk.example' })).toBe('<abc@kiosk.example>');
  });
});
