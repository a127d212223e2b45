// Signed form webhooks: queued with the submission, posted by the background sender to a real local HTTP receiver
// that checks the Kiosk-Signature itself; a receiver that fails is retried on the back-off schedule, then the
// delivery is kept as failed; without KIOSK_WEBHOOK_SECRET nothing is sent and the start says why, once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFormSubmissionStore } from '../../../server/db/form-submissions';
import { createFormWebhookStore } from '../../../server/db/form-webhooks';
import { createWebhookSender, startWebhookDelivery, WEBHOOK_BACKOFF_MS } from '../../../server/forms/webhook-sender';
import { freshApi } from '../visitor';
import { testDatabase } from '../test-database';
import { CONTACT, CONTACT_PAGE, contactValues, formsContent, formsSite, type FormsSite } from './forms-fixture';

const SECRET = 'whsec-test-3f1c9a';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local receiver: records every request and answers with what `answer` says for its path. */
let receiver: Server;
let base = '';
const received: Received[] = [];
let answer: (path: string) => number | 'hang' = () => 200;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answer(path);
      if (status === 'hang') return;
      response.writeHead(status, status === 302 ? { Location: '/elsewhere' } : {}).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
  answer = () => 200;
});

/** What a receiver does with Kiosk-Signature: recompute the HMAC of "<t>.<body>" and compare in constant time. */
function verifySignature(header: string | undefined, body: string, secret: string): { ok: boolean; t: number } {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return { ok: false, t: 0 };
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest();
  return { ok: timingSafeEqual(expected, Buffer.from(match[2], 'hex')), t: Number(match[1]) };
}

function sender(site: FormsSite, options: { timeoutMs?: number } = {}) {
  const logged: string[] = [];
  return { logged, sender: createWebhookSender({ db: site.database.db, now: () => site.clock.at, secret: SECRET, log: (line) => logged.push(line), ...options }) };
}

const deliveries = (site: FormsSite) => createFormWebhookStore(site.database.db).list({ limit: 100 });

describe('form webhooks', () => {
  it('are queued with the submission, one per URL, and post the signed body to the receiver', async () => {
    const site = await formsSite({ contentDir: formsContent({ webhooks: [{ url: `${base}/one` }, { url: `${base}/two` }] }) });
    expect((await site.submit('contact', contactValues('Ana', 'Hello, hooks'))).status).toBe(200);
    // Nothing is posted while the visitor waits: the rows wait for the background sender.
    expect(received).toEqual([]);
    const [submission] = await createFormSubmissionStore(site.database.db).submissionsOf('contact');
    const queued = await deliveries(site);
    expect(queued.map((row) => [row.url, row.status, row.submission_id]).sort()).toEqual([
      [`${base}/one`, 'pending', submission.id], [`${base}/two`, 'pending', submission.id],
    ]);

    const sentAt = site.clock.at;
    const { sender: webhooks } = sender(site);
    expect(await webhooks.sendDue()).toEqual({ delivered: 2, retried: 0, failed: 0 });
    expect(received.map((r) => r.path).sort()).toEqual(['/one', '/two']);
    for (const request of received) {
      expect(request.headers['content-type']).toBe('application/json');
      const signature = verifySignature(request.headers['kiosk-signature'] as string, request.body, SECRET);
      expect(signature).toEqual({ ok: true, t: Math.floor(sentAt / 1000) });
      expect(verifySignature(request.headers['kiosk-signature'] as string, request.body, 'another-secret').ok).toBe(false);
      expect(queued.map((row) => row.id)).toContain(request.headers['kiosk-delivery']);
      expect(JSON.parse(request.body)).toEqual({
        formId: 'contact',
        submissionId: submission.id,
        createdAt: new Date(submission.created_at).toISOString(),
        answers: [
          { fieldId: CONTACT.name, title: 'Name', type: 'name', text: 'Ana Tester', value: { First: 'Ana', Last: 'Tester' } },
          { fieldId: CONTACT.email, title: 'Email', type: 'email', text: 'ana@example.com', value: 'ana@example.com' },
          { fieldId: CONTACT.topic, title: 'Topic', type: 'select', text: 'Wholesale', value: 'Wholesale' },
          { fieldId: CONTACT.message, title: 'Message', type: 'textarea', text: 'Hello, hooks', value: 'Hello, hooks' },
        ],
        page: { title: CONTACT_PAGE.pageTitle, path: '/contact', id: CONTACT_PAGE.pageId, contentSource: 'c' },
      });
    }
    expect((await deliveries(site)).map((row) => [row.status, row.attempts, row.last_status])).toEqual([['delivered', 1, 200], ['delivered', 1, 200]]);
    // Delivered is done: the next run posts nothing.
    expect(await webhooks.sendDue()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(received).toHaveLength(2);
  });

  it('retries a failing receiver on the back-off schedule, then keeps the delivery as failed', async () => {
    const site = await formsSite({ contentDir: formsContent({ webhooks: [{ url: `${base}/down` }] }) });
    expect((await site.submit('contact', contactValues('Bo', 'Are you there?'))).status).toBe(200);
    answer = () => 503;
    const { sender: webhooks, logged } = sender(site);

    const attempts = WEBHOOK_BACKOFF_MS.length + 1;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const before = site.clock.at;
      const outcome = await webhooks.sendDue();
      expect(outcome).toEqual(attempt < attempts ? { delivered: 0, retried: 1, failed: 0 } : { delivered: 0, retried: 0, failed: 1 });
      expect(received).toHaveLength(attempt);
      const [row] = await deliveries(site);
      expect(row).toMatchObject({ attempts: attempt, last_status: 503, last_error: 'answered 503' });
      if (attempt === attempts) break;
      waits.push(row.next_attempt_at - before);
      // Not due a moment before its time…
      site.clock.at = row.next_attempt_at - 5_000;
      expect(await webhooks.sendDue()).toEqual({ delivered: 0, retried: 0, failed: 0 });
      expect(received).toHaveLength(attempt);
      // …and due at it.
      site.clock.at = row.next_attempt_at;
    }
    // Each wait is the schedule's (give or take the clock's own steps while the attempt ran).
    waits.forEach((wait, index) => expect(wait - WEBHOOK_BACKOFF_MS[index]).toBeGreaterThanOrEqual(0));
    waits.forEach((wait, index) => expect(wait - WEBHOOK_BACKOFF_MS[index]).toBeLessThan(10_000));

    const [failed] = await deliveries(site);
    expect(failed).toMatchObject({ status: 'failed', attempts, delivered_at: null });
    site.clock.at += 7 * 24 * 3_600_000;
    expect(await webhooks.sendDue()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(received).toHaveLength(attempts);
    expect(logged.at(-1)).toContain(`failed for good after ${attempts} attempt(s): answered 503`);
  });

  it('counts a redirect or a receiver that never answers as a failed attempt', async () => {
    const site = await formsSite({ contentDir: formsContent({ webhooks: [{ url: `${base}/moved` }, { url: `${base}/slow` }] }) });
    expect((await site.submit('contact', contactValues('Cy', 'Hi'))).status).toBe(200);
    answer = (path) => (path === '/moved' ? 302 : 'hang');
    const { sender: webhooks } = sender(site, { timeoutMs: 2_000 });
    expect(await webhooks.sendDue()).toEqual({ delivered: 0, retried: 2, failed: 0 });
    const byUrl = new Map((await deliveries(site)).map((row) => [row.url, row]));
    expect(byUrl.get(`${base}/moved`)).toMatchObject({ status: 'pending', attempts: 1, last_status: 302, last_error: 'answered 302' });
    expect(byUrl.get(`${base}/slow`)).toMatchObject({ status: 'pending', attempts: 1, last_status: null, last_error: 'no answer within 2 s' });
    // The redirect was not followed.
    expect(received.map((r) => r.path).sort()).toEqual(['/moved', '/slow']);
  });

  it('are not queued for a form without webhooks', async () => {
    const site = await formsSite();
    expect((await site.submit('contact', contactValues('Di', 'Hi'))).status).toBe(200);
    expect(await deliveries(site)).toEqual([]);
  });
});

describe('KIOSK_WEBHOOK_SECRET', () => {
  it('unset: no sender starts, and the start says why once when a form has webhooks', async () => {
    const database = await testDatabase();
    const logged: string[] = [];
    const deps = { db: database.db, now: Date.now, log: (line: string) => logged.push(line) };
    expect(startWebhookDelivery({ ...deps, env: {}, anyWebhooks: false }, 1000)).toBeUndefined();
    expect(logged).toEqual([]);
    expect(startWebhookDelivery({ ...deps, env: { KIOSK_WEBHOOK_SECRET: '  ' }, anyWebhooks: true }, 1000)).toBeUndefined();
    expect(logged).toEqual([expect.stringContaining('KIOSK_WEBHOOK_SECRET is not set')]);
    const running = startWebhookDelivery({ ...deps, env: { KIOSK_WEBHOOK_SECRET: SECRET }, anyWebhooks: true }, 60_000);
    expect(running).toBeDefined();
    await running!.stop();
    expect(logged).toHaveLength(1);
  });

  it("is read by the server's background work, which logs the missing secret once at start", async () => {
    const logged: string[] = [];
    const api = freshApi({
      database: await testDatabase(), contentDir: formsContent({ webhooks: [{ url: `${base}/one` }] }),
      background: { KIOSK_EMAIL_FROM: 'hello@kiosk-supply.example' }, log: (message) => logged.push(message),
    });
    await api.ready;
    await api.close();
    expect(logged.filter((line) => line.includes('KIOSK_WEBHOOK_SECRET'))).toHaveLength(1);
  });
});
