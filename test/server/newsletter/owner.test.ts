// The owner's view of the newsletter: subscriber pages by status with a cursor, and the export (CSV or JSON) with
// each address's consent record, behind an owner key whose role may read the list.
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES, SubscribersExport, SubscribersPage } from '../../../schemas/newsletter';
import { keyFor } from '../owner/owner-fixture';
import { confirm, DAY, MINUTE, pendingLinks, START, unsubscribe, useNewsletterStores } from './newsletter-fixture';

const store = useNewsletterStores();
const LIST = '/api/owner/newsletter/subscribers';
const EXPORT = '/api/owner/newsletter/subscribers/export';

/** ada subscribed, bea pending, cy unsubscribed (signed up in that order, a minute apart). */
async function threeAddresses() {
  const s = await store();
  const ada = await pendingLinks(s, 'ada@example.com');
  s.clock.at += MINUTE;
  await pendingLinks(s, 'bea@example.com');
  s.clock.at += MINUTE;
  const cy = await pendingLinks(s, 'cy@example.com');
  s.clock.at += DAY;
  const visitor = await s.visitor();
  await confirm(visitor, ada.confirm);
  await confirm(visitor, cy.confirm);
  await unsubscribe(visitor, cy.unsubscribe);
  return s;
}

describe('GET /api/owner/newsletter/subscribers', () => {
  it('lists every address with its consent record, newest first, by status, a page at a time', async () => {
    const s = await threeAddresses();
    const all = await s.owner(LIST);
    expect(all.status).toBe(200);
    const page = SubscribersPage.parse(all.body);
    expect(page.subscribers.map((r) => [r.email, r.status])).toEqual([
      ['cy@example.com', 'unsubscribed'], ['bea@example.com', 'pending'], ['ada@example.com', 'subscribed'],
    ]);
    expect(page.subscribers[2]).toEqual({
      email: 'ada@example.com', status: 'subscribed', optIn: 'double', source: 'form', formId: 'newsletter', productId: null,
      pagePath: '/shop', signedUpAt: START, requestedAt: START, consentedAt: START + 2 * MINUTE + DAY, unsubscribedAt: null,
    });
    expect(page.subscribers[1].consentedAt).toBeNull();
    expect(page).toMatchObject({ hasNextPage: false, nextPageCursor: null });

    expect(SubscribersPage.parse((await s.owner(`${LIST}?status=pending`)).body).subscribers.map((r) => r.email)).toEqual(['bea@example.com']);

    const first = SubscribersPage.parse((await s.owner(`${LIST}?limit=2`)).body);
    expect(first.subscribers.map((r) => r.email)).toEqual(['cy@example.com', 'bea@example.com']);
    expect(first.hasNextPage).toBe(true);
    const second = SubscribersPage.parse((await s.owner(`${LIST}?limit=2&cursor=${first.nextPageCursor}`)).body);
    expect(second).toMatchObject({ subscribers: [expect.objectContaining({ email: 'ada@example.com' })], hasNextPage: false, nextPageCursor: null });
  });

  it('refuses a bad status, limit or cursor with JSON 422', async () => {
    const s = await threeAddresses();
    expect((await s.owner(`${LIST}?status=gone`)).status).toBe(422);
    expect((await s.owner(`${LIST}?limit=0`)).status).toBe(422);
    expect(await s.owner(`${LIST}?cursor=nonsense`)).toMatchObject({ status: 422, body: { error: NEWSLETTER_MESSAGES.badCursor } });
  });

  it('needs an owner key (401) whose role may read the list (403)', async () => {
    const s = await threeAddresses();
    const missing = await s.owner(LIST, null);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toContain('Bearer');
    expect((await s.owner(EXPORT, null)).status).toBe(401);
    expect((await s.owner(LIST, 'kiosk_not-a-key-at-all-0123456789')).status).toBe(401);
    const billing = await keyFor(s.database, 'BILLING');
    expect(await s.owner(LIST, billing)).toMatchObject({ status: 403, body: { role: 'BILLING' } });
    expect((await s.owner(EXPORT, billing)).status).toBe(403);
    expect((await s.owner(LIST, await keyFor(s.database, 'CAMPAIGNS_EDITOR'))).status).toBe(200);
  });
});

describe('GET /api/owner/newsletter/subscribers/export', () => {
  it('exports CSV by default: a header row, one row per address, ISO times, consent source', async () => {
    const s = await threeAddresses();
    const answer = await s.owner(EXPORT);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-2026-11-21\.csv"$/);
    const lines = (answer.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,status,opt_in,consented_at,source,form_id,product_id,page_path,signed_up_at,requested_at,unsubscribed_at');
    expect(lines.slice(1)).toEqual([
      `cy@example.com,unsubscribed,double,${iso(START + 2 * MINUTE + DAY)},form,newsletter,,/shop,${iso(START + 2 * MINUTE)},${iso(START + 2 * MINUTE)},${iso(START + 2 * MINUTE + DAY)}`,
      `bea@example.com,pending,double,,form,newsletter,,/shop,${iso(START + MINUTE)},${iso(START + MINUTE)},`,
      `ada@example.com,subscribed,double,${iso(START + 2 * MINUTE + DAY)},form,newsletter,,/shop,${iso(START)},${iso(START)},`,
    ]);
  });

  it('exports JSON with the same records, filtered by status when asked', async () => {
    const s = await threeAddresses();
    const answer = await s.owner(`${EXPORT}?format=json&status=subscribed`);
    expect(answer.headers.get('content-disposition')).toContain('.json"');
    const file = SubscribersExport.parse(answer.body);
    expect(file.subscribers.map((r) => [r.email, r.status, r.optIn, r.source])).toEqual([['ada@example.com', 'subscribed', 'double', 'form']]);
    expect((await s.owner(`${EXPORT}?format=xml`)).status).toBe(422);
  });

  it('keeps a cell from being read as a formula', async () => {
    const s = await store();
    await pendingLinks(s, '=cmd@example.com');
    const lines = ((await s.owner(EXPORT)).body as string).split('\r\n');
    expect(lines[1].startsWith("'=cmd@example.com,pending")).toBe(true);
  });
});

const iso = (ms: number) => new Date(ms).toISOString();
