// Spam protection through the API, on SQLite and PostgreSQL: the contact form's proof-of-work captcha, a
// third-party provider (against the stand-in), the honeypot and the minimum fill time, on site forms and restock
// sign-ups. Every refusal is a 4xx JSON answer and stores nothing.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_MESSAGES } from '../../../schemas/messages';
import type { Tables } from '../../../server/db/schema';
import { PASS_TOKEN, startCaptchaStandIn, type CaptchaStandIn } from '../../harness/captcha-stand-in';
import { freePort } from '../../harness/free-port';
import { contentVariantId } from '../restock-fixture';
import { testDatabase } from '../test-database';
import { freshApi, itemIdOf, Visitor } from '../visitor';
import { contentWithCaptcha, solveFor, ticketFor } from './solve';

const KEY = '/api/form/FormSubmissionKey';
const SAVE = '/api/form/SaveFormSubmission';
const RESTOCK = '/api/site-users/account/notifications/restock';
const contact = {
  'name-3f9a2c10': ['Ana', 'Lind'], 'email-7b41d2e8': 'ana@studio.shop', 'select-0c5e8a94': 'Wholesale', 'textarea-d26b7f31': 'A dozen mugs?',
};
const PRINT = itemIdOf('limited-print');
const A3 = contentVariantId('limited-print', 'SQ-PRINT-A3');
const SECRET = 'stand-in-secret';

interface SetUpOptions {
  contentDir?: string;
  minFillMs?: number;
  verifyUrl?: string;
}

async function setUp({ contentDir, minFillMs = 0, verifyUrl }: SetUpOptions = {}) {
  const database = await testDatabase();
  let time = Date.UTC(2026, 10, 22, 12);
  const app = freshApi({
    database, now: () => time, rateLimit: { limit: 1000, windowMs: 60_000 }, ...(contentDir ? { contentDir } : {}),
    captcha: { maxNumber: 2000, minFillMs, secret: SECRET, verifyUrl },
  });
  const visitor = await new Visitor(app).arrive();
  return { db: database.db, visitor, advance: (ms: number) => void (time += ms) };
}

async function save(visitor: Visitor, formId: string, form: unknown, extra: Record<string, unknown> = {}) {
  const key = (await visitor.request(KEY, { method: 'POST' })).body.key as string;
  return visitor.request(SAVE, { method: 'POST', json: { key, formId, form: JSON.stringify(form), pagePath: '/contact', ...extra } });
}

const stored = (db: Kysely<Tables>) => db.selectFrom('form_submissions').selectAll().execute();
const signUps = (db: Kysely<Tables>) => db.selectFrom('restock_signups').selectAll().execute();

describe('the contact form\'s proof-of-work captcha (content/forms/contact.json captchaSettings.enabled)', () => {
  it('stores a submission whose captcha was solved, and answers the challenge uncached', async () => {
    const { db, visitor } = await setUp();
    const challenge = await visitor.request('/api/captcha/challenge');
    expect(challenge.status).toBe(200);
    expect(challenge.headers.get('cache-control')).toBe('no-store');
    const answer = await save(visitor, 'contact', contact, { captchaKey: await solveFor(visitor) });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect(await stored(db)).toHaveLength(1);
  });

  it.each([
    ['missing', undefined],
    ['blank', '  '],
    ['garbage', 'not-a-solution'],
  ])('refuses a %s token with 422 and the spec\'s message, storing nothing', async (_, captchaKey) => {
    const { db, visitor } = await setUp();
    const answer = await save(visitor, 'contact', contact, captchaKey === undefined ? {} : { captchaKey });
    expect(answer).toMatchObject({ status: 422, body: { error: CAPTCHA_MESSAGES.incomplete } });
    expect(await stored(db)).toEqual([]);
  });

  it('refuses a replayed solution: the second submission is not stored', async () => {
    const { db, visitor } = await setUp();
    const captchaKey = await solveFor(visitor);
    expect((await save(visitor, 'contact', contact, { captchaKey })).status).toBe(200);
    expect(await save(visitor, 'contact', contact, { captchaKey })).toMatchObject({ status: 422, body: { error: CAPTCHA_MESSAGES.incomplete } });
    expect(await stored(db)).toHaveLength(1);
  });

  it('refuses a solution whose challenge expired', async () => {
    const { db, visitor, advance } = await setUp();
    const captchaKey = await solveFor(visitor);
    advance(10 * 60 * 1000);
    expect((await save(visitor, 'contact', contact, { captchaKey })).status).toBe(422);
    expect(await stored(db)).toEqual([]);
  });

  it('leaves a form without a captcha alone (the newsletter)', async () => {
    const { visitor } = await setUp();
    expect((await save(visitor, 'newsletter', { 'email-5e0c91ab': 'ana@studio.shop' })).status).toBe(200);
  });
});

describe('the honeypot', () => {
  it('refuses a site form whose decoy field was filled, storing nothing', async () => {
    const { db, visitor } = await setUp();
    const answer = await save(visitor, 'contact', contact, { captchaKey: await solveFor(visitor), honeypot: 'https://spam.example' });
    expect(answer).toMatchObject({ status: 422, body: { error: CAPTCHA_MESSAGES.refused } });
    expect(await stored(db)).toEqual([]);
    const newsletter = await save(visitor, 'newsletter', { 'email-5e0c91ab': 'bot@spam.com' }, { honeypot: 'x' });
    expect(newsletter.status).toBe(422);
    expect(await db.selectFrom('newsletter_subscribers').selectAll().execute()).toEqual([]);
  });

  it('refuses a restock sign-up whose decoy field was filled, with data.message', async () => {
    const { db, visitor } = await setUp();
    const answer = await visitor.request(RESTOCK, { method: 'POST', json: { productId: PRINT, variantId: A3, siteVisitorEmail: 'ana@studio.shop', honeypot: 'x' } });
    expect(answer).toMatchObject({ status: 422, body: { error: CAPTCHA_MESSAGES.refused, message: CAPTCHA_MESSAGES.refused } });
    expect(await signUps(db)).toEqual([]);
  });
});

describe('the minimum fill time (a server-signed form ticket)', () => {
  it('refuses a submission without a ticket, one sent too soon, and a ticket used twice', async () => {
    const { db, visitor, advance } = await setUp({ minFillMs: 2000 });
    const ticketAnswer = await visitor.request('/api/captcha/form-ticket');
    expect(ticketAnswer).toMatchObject({ status: 200, body: { minFillMs: 2000 } });
    const newsletter = { 'email-5e0c91ab': 'ana@studio.shop' };
    expect(await save(visitor, 'newsletter', newsletter)).toMatchObject({ status: 422, body: { error: CAPTCHA_MESSAGES.refused } });
    const formTicket = ticketAnswer.body.ticket as string;
    advance(1999);
    expect((await save(visitor, 'newsletter', newsletter, { formTicket })).status).toBe(422);
    expect((await save(visitor, 'newsletter', newsletter, { formTicket: `${formTicket}x` })).status).toBe(422);
    expect(await db.selectFrom('newsletter_subscribers').selectAll().execute()).toEqual([]);
    advance(1);
    expect((await save(visitor, 'newsletter', newsletter, { formTicket })).status).toBe(200);
    expect((await save(visitor, 'newsletter', newsletter, { formTicket })).status).toBe(422);
  });

  it('holds restock sign-ups to it too', async () => {
    const { db, visitor, advance } = await setUp({ minFillMs: 2000 });
    const body = { productId: PRINT, variantId: A3, siteVisitorEmail: 'ana@studio.shop' };
    const formTicket = await ticketFor(visitor);
    expect((await visitor.request(RESTOCK, { method: 'POST', json: { ...body, formTicket } })).status).toBe(422);
    expect(await signUps(db)).toEqual([]);
    advance(2000);
    expect((await visitor.request(RESTOCK, { method: 'POST', json: { ...body, formTicket } })).status).toBe(200);
  });
});

describe('a restock captcha, when the site names a provider', () => {
  it('refuses a sign-up without a solved proof-of-work, and takes one with it', async () => {
    const { db, visitor } = await setUp({ contentDir: contentWithCaptcha({ provider: 'proof-of-work' }) });
    const body = { productId: PRINT, variantId: A3, siteVisitorEmail: 'ana@studio.shop' };
    const refused = await visitor.request(RESTOCK, { method: 'POST', json: body });
    expect(refused).toMatchObject({ status: 422, body: { message: CAPTCHA_MESSAGES.incomplete } });
    expect(await signUps(db)).toEqual([]);
    const taken = await visitor.request(RESTOCK, { method: 'POST', json: { ...body, captchaToken: await solveFor(visitor) } });
    expect(taken.status).toBe(200);
    expect(await signUps(db)).toHaveLength(1);
  });
});

describe('a third-party provider (Turnstile) against the stand-in', () => {
  let standIn: CaptchaStandIn;
  let content: string;
  beforeAll(async () => {
    standIn = await startCaptchaStandIn(SECRET);
    content = contentWithCaptcha({ provider: 'turnstile', siteKey: '0x-site-key' });
  });
  afterAll(() => standIn.close());

  it('stores a submission the provider passes, refuses one it refuses, and has no proof-of-work challenge', async () => {
    const { db, visitor } = await setUp({ contentDir: content, verifyUrl: standIn.url });
    expect(await visitor.request('/api/captcha/challenge')).toMatchObject({ status: 404, body: { error: CAPTCHA_MESSAGES.noChallenge } });
    expect((await save(visitor, 'contact', contact, { captchaKey: 'forged' })).status).toBe(422);
    expect(await stored(db)).toEqual([]);
    expect((await save(visitor, 'contact', contact, { captchaKey: PASS_TOKEN })).status).toBe(200);
    expect(await stored(db)).toHaveLength(1);
    // The restock form has the site's captcha too.
    const restock = { productId: PRINT, variantId: A3, siteVisitorEmail: 'ana@studio.shop' };
    expect((await visitor.request(RESTOCK, { method: 'POST', json: restock })).status).toBe(422);
    expect((await visitor.request(RESTOCK, { method: 'POST', json: { ...restock, captchaToken: PASS_TOKEN } })).status).toBe(200);
  });

  it('refuses (422, never 500) when the provider cannot be reached or is in trouble, storing nothing', async () => {
    const unreachable = await setUp({ contentDir: content, verifyUrl: `http://127.0.0.1:${await freePort()}/siteverify` });
    expect(await save(unreachable.visitor, 'contact', contact, { captchaKey: PASS_TOKEN })).toMatchObject({ status: 422, body: { error: CAPTCHA_MESSAGES.incomplete } });
    expect(await stored(unreachable.db)).toEqual([]);
    const troubled = await setUp({ contentDir: content, verifyUrl: standIn.url });
    standIn.failWith = 500;
    try {
      expect((await save(troubled.visitor, 'contact', contact, { captchaKey: PASS_TOKEN })).status).toBe(422);
    } finally {
      standIn.failWith = undefined;
    }
    expect(await stored(troubled.db)).toEqual([]);
  });

  it('will not start without the secret', async () => {
    const app = freshApi({ database: await testDatabase(), contentDir: content, captcha: {} });
    await expect(app.ready).rejects.toThrow(/KIOSK_CAPTCHA_SECRET/);
  });
});
