// The sender against a real SMTP server on 127.0.0.1: delivery with the right headers and body, retries on the
// back-off schedule (fake clock), 'failed' after the last attempt, and no message sent twice by two senders.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { createOutboxStore } from '../../../server/db/outbox';
import { enqueueEmail } from '../../../server/email/outbox';
import { createEmailRenderer } from '../../../server/email/render-email';
import { DEFAULT_BACKOFF_MS } from '../../../server/email/retry-schedule';
import { createEmailSender, type EmailSenderOptions } from '../../../server/email/sender';
import { smtpTransport, type EmailTransport } from '../../../server/email/transports';
import { startSmtpServer, type TestSmtpServer } from '../../harness/smtp-server';
import { testDatabase } from '../test-database';
import { SAMPLE_MESSAGES, TEMPLATES_DIR } from './sample-messages';

const T0 = Date.UTC(2026, 4, 1, 12);
const FROM = 'Kiosk Supply Co. <hello@kiosk-supply.example>';
const renderer = createEmailRenderer({ dir: TEMPLATES_DIR, language: 'en-US' });

let database: Database;
let smtp: TestSmtpServer;
let transport: EmailTransport;
let clock: number;
let logged: string[];

beforeEach(async () => {
  database = await testDatabase();
  smtp = await startSmtpServer({ user: 'kiosk', pass: 'p@ss word' });
  transport = smtpTransport(smtp.url);
  clock = T0;
  logged = [];
});

afterEach(async () => {
  transport.close();
  await smtp.close();
});

function sender(options: Partial<EmailSenderOptions> = {}) {
  return createEmailSender({
    db: database.db, now: () => clock, transport, from: FROM, log: (line) => logged.push(line), renderer, ...options,
  });
}

async function queueConfirmation(key: string, to = 'ada@example.com'): Promise<string> {
  await enqueueEmail(database.db, { ...SAMPLE_MESSAGES['order-confirmation'], to, dedupeKey: key }, clock);
  const rows = await createOutboxStore(database.db).list({ limit: 1000 });
  return rows.find((row) => row.dedupe_key === key)!.id;
}

describe('the email sender', () => {
  it('delivers a queued email to the SMTP server with its To, Subject, body and Message-ID', async () => {
    const id = await queueConfirmation('order-confirmation:o1');
    await enqueueEmail(database.db, { ...SAMPLE_MESSAGES['gift-card'], to: 'grace@example.com', dedupeKey: 'gift:g1' }, clock);

    expect(await sender().sendDue()).toEqual({ sent: 2, retried: 0, failed: 0 });

    expect(smtp.received).toHaveLength(2);
    const mail = smtp.received.find((m) => m.envelopeTo[0] === 'ada@example.com')!;
    expect(mail.envelopeFrom).toBe('hello@kiosk-supply.example');
    expect(mail.to).toBe('ada@example.com');
    expect(mail.headers.get('from')).toBe('"Kiosk Supply Co." <hello@kiosk-supply.example>');
    expect(mail.subject).toBe('Order 1042 confirmed – Kiosk Supply Co.');
    expect(mail.messageId).toBe(`<${id}@kiosk-supply.example>`);
    expect(mail.text).toContain('2 × Ceramic Mug (Speckled White): $36.00 ($18.00 each)');
    expect(mail.html).toContain('<html lang="en-US">');
    expect(smtp.received.find((m) => m.envelopeTo[0] === 'grace@example.com')!.text).toContain('KSC-7H2P-Q9XW');

    expect(await createOutboxStore(database.db).find(id)).toMatchObject({ status: 'sent', sent_at: T0, attempts: 1 });
    // Nothing is due any more.
    expect(await sender().sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('drains more than one batch in a run', async () => {
    for (let i = 0; i < 5; i++) await queueConfirmation(`k${i}`, `c${i}@example.com`);
    expect(await sender({ batchSize: 2 }).sendDue()).toEqual({ sent: 5, retried: 0, failed: 0 });
    expect(smtp.received.map((m) => m.to).sort()).toEqual(['c0@example.com', 'c1@example.com', 'c2@example.com', 'c3@example.com', 'c4@example.com']);
  });

  it('retries a temporary failure at the scheduled times, then sends it exactly once', async () => {
    const id = await queueConfirmation('order-confirmation:o1');
    const store = createOutboxStore(database.db);
    const send = sender();
    smtp.failNext(3);

    // Attempt 1 at T0 fails: next after 1 minute.
    expect(await send.sendDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await store.find(id)).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: T0 + DEFAULT_BACKOFF_MS[0], locked_until: null });
    expect((await store.find(id))!.last_error).toMatch(/451/);

    let due = T0;
    for (const [index, wait] of DEFAULT_BACKOFF_MS.slice(0, 3).entries()) {
      due += wait;
      clock = due - 1;
      expect(await send.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
      clock = due;
      const attempt = index + 2;
      if (attempt <= 3) {
        // Attempts 2 and 3 fail again: then 5 minutes, then 30 minutes.
        expect(await send.sendDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
        expect(await store.find(id)).toMatchObject({ attempts: attempt, next_attempt_at: due + DEFAULT_BACKOFF_MS[attempt - 1] });
      } else {
        expect(await send.sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
      }
    }
    expect(smtp.refused).toBe(3);
    expect(smtp.received).toHaveLength(1);
    expect(await store.find(id)).toMatchObject({ status: 'sent', attempts: 4, sent_at: T0 + 36 * 60_000, last_error: null });
    expect(logged.filter((line) => line.includes('attempt'))).toHaveLength(3);

    clock += 24 * 3_600_000;
    expect(await send.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('marks the message failed after the last attempt and keeps it', async () => {
    const id = await queueConfirmation('order-confirmation:o1');
    const send = sender({ backoff: [1_000, 2_000] });
    smtp.failNext(10);
    expect(await send.sendDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    clock += 1_000;
    expect(await send.sendDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    clock += 2_000;
    expect(await send.sendDue()).toEqual({ sent: 0, retried: 0, failed: 1 });

    const row = await createOutboxStore(database.db).find(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sent_at: null, locked_until: null });
    expect(row!.last_error).toMatch(/451/);
    expect(logged.at(-1)).toContain('failed for good after 3 attempt(s)');
    clock += 7 * 24 * 3_600_000;
    expect(await send.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(smtp.refused).toBe(3);
  });

  it('gives up at once on a permanent refusal (5xx)', async () => {
    const id = await queueConfirmation('order-confirmation:o1', 'nobody@example.com');
    const refusing: EmailTransport = {
      send: () => Promise.reject(Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 })),
      close: () => undefined,
    };
    expect(await sender({ transport: refusing }).sendDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await createOutboxStore(database.db).find(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: '550 5.1.1 mailbox unavailable' });
  });

  it('never sends one message twice when two senders run at once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) ids.push(await queueConfirmation(`k${i}`, `c${i}@example.com`));
    const otherTransport = smtpTransport(smtp.url);
    try {
      const [a, b] = await Promise.all([
        sender({ batchSize: 3 }).sendDue(),
        sender({ batchSize: 3, transport: otherTransport }).sendDue(),
      ]);
      expect(a.sent + b.sent).toBe(24);
      // Both really ran: each sent some of them.
      expect(a.sent).toBeGreaterThan(0);
      expect(b.sent).toBeGreaterThan(0);
    } finally {
      otherTransport.close();
    }
    const messageIds = smtp.received.map((m) => m.messageId);
    expect(messageIds).toHaveLength(24);
    expect(new Set(messageIds).size).toBe(24);
    expect((await createOutboxStore(database.db).list({ status: 'sent', limit: 100 })).map((row) => row.id).sort()).toEqual(ids.sort());
  });

  it('runs in the background until stopped, one run at a time', async () => {
    let sends = 0;
    let concurrent = 0;
    let overlapped = false;
    const slow: EmailTransport = {
      async send() {
        concurrent += 1;
        if (concurrent > 1) overlapped = true;
        await new Promise((resolve) => setTimeout(resolve, 20));
        concurrent -= 1;
        sends += 1;
      },
      close: () => undefined,
    };
    for (let i = 0; i < 3; i++) await queueConfirmation(`k${i}`);
    const loop = sender({ transport: slow, batchSize: 1 });
    loop.start(5);
    await expect.poll(() => sends, { timeout: 5_000 }).toBe(3);
    await queueConfirmation('late');
    await expect.poll(() => sends, { timeout: 5_000 }).toBe(4);
    await loop.stop();
    await queueConfirmation('after-stop');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sends).toBe(4);
    expect(overlapped).toBe(false);
  });
});
