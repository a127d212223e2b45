// Leaving the newsletter: every list email's link opens a page whose button unsubscribes (a GET changes nothing),
// mail clients' RFC 8058 one-click POST unsubscribes at once without cookies, the link keeps working for good, and
// the same link subscribes the address again. The back-in-stock form's box joins through the same confirmation;
// addresses from before consent tracking get a link when a list email first needs one.
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../../schemas/newsletter';
import { createNewsletterService } from '../../../server/newsletter/newsletter-service';
import { contentVariantId } from '../restock-fixture';
import { itemIdOf, Visitor } from '../visitor';
import {
  confirm, DAY, otherToken, outbox, pendingLinks, readLink, resubscribe, subscriberRow, tokenOf, unsubscribe, useNewsletterStores,
} from './newsletter-fixture';

const store = useNewsletterStores();

/** An address that followed its confirmation link; its unsubscribe token. */
async function subscribed(s: Awaited<ReturnType<typeof store>>, email = 'ada@example.com'): Promise<string> {
  const links = await pendingLinks(s, email);
  await confirm(await s.visitor(), links.confirm);
  return links.unsubscribe;
}

describe('the unsubscribe link', () => {
  it('shows the address to the page, unsubscribes on the button (a POST), and a repeat answers the same', async () => {
    const s = await store();
    const token = await subscribed(s);
    const visitor = await s.visitor();
    const shown = await readLink(visitor, token);
    expect(shown).toMatchObject({ status: 200, body: { email: 'ada@example.com', status: 'subscribed' } });
    expect(shown.headers.get('cache-control')).toContain('no-store');
    expect(shown.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await subscriberRow(s, 'ada@example.com'))!.status).toBe('subscribed');

    s.clock.at += DAY;
    expect(await unsubscribe(visitor, token)).toMatchObject({ status: 200, body: { email: 'ada@example.com', status: 'unsubscribed' } });
    expect(await subscriberRow(s, 'ada@example.com')).toMatchObject({ status: 'unsubscribed', unsubscribed_at: s.clock.at });
    s.clock.at += DAY;
    expect(await unsubscribe(visitor, token)).toMatchObject({ status: 200, body: { status: 'unsubscribed' } });
    expect((await subscriberRow(s, 'ada@example.com'))!.unsubscribed_at).toBe(s.clock.at - DAY);
  });

  it('unsubscribes on the one-click POST of a mail client: form body, no cookies, no crumb', async () => {
    const s = await store();
    const token = await subscribed(s);
    const [mail] = await outbox(s, 'newsletter-confirm');
    const path = new URL(mail.data.unsubscribeUrl).pathname + new URL(mail.data.unsubscribeUrl).search;
    // A cookie-less client of the same app: a Visitor that never loaded a page.
    const mailClient = new Visitor((await s.visitor()).app);
    const answer = await mailClient.request(path, {
      method: 'POST', rawBody: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer).toMatchObject({ status: 200, body: { email: 'ada@example.com', status: 'unsubscribed' } });
    expect((await subscriberRow(s, 'ada@example.com'))!.status).toBe('unsubscribed');
    expect(tokenOf(mail.data.unsubscribeUrl)).toBe(token);
  });

  it('sends a browser opening the List-Unsubscribe URL to the page, changing nothing', async () => {
    const s = await store();
    const token = await subscribed(s);
    const visitor = await s.visitor();
    const opened = await visitor.request(`/api/newsletter/unsubscribe/one-click?token=${token}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${token}`);
    expect((await subscriberRow(s, 'ada@example.com'))!.status).toBe('subscribed');
  });

  it('answers JSON 404 to a link that matches nothing, on every route, and changes nothing', async () => {
    const s = await store();
    const token = await subscribed(s);
    const wrong = otherToken(token);
    const visitor = await s.visitor();
    const notFound = { status: 404, body: { error: NEWSLETTER_MESSAGES.unsubscribeNotFound } };
    expect(await readLink(visitor, wrong)).toMatchObject(notFound);
    expect(await unsubscribe(visitor, wrong)).toMatchObject(notFound);
    expect(await resubscribe(visitor, wrong)).toMatchObject(notFound);
    const mailClient = new Visitor(visitor.app);
    expect(await mailClient.request(`/api/newsletter/unsubscribe/one-click?token=${wrong}`, { method: 'POST', rawBody: 'List-Unsubscribe=One-Click' })).toMatchObject(notFound);
    expect(await unsubscribe(visitor, 42)).toMatchObject({ status: 422 });
    expect((await mailClient.request('/api/newsletter/unsubscribe/one-click', { method: 'POST' })).status).toBe(422);
    expect((await subscriberRow(s, 'ada@example.com'))!.status).toBe('subscribed');
  });

  it('keeps working for good: more than a year later', async () => {
    const s = await store();
    const token = await subscribed(s);
    s.clock.at += 400 * DAY;
    expect(await unsubscribe(await s.visitor(), token)).toMatchObject({ status: 200, body: { status: 'unsubscribed' } });
  });

  it('unsubscribes a pending address too, and its confirmation link no longer subscribes it', async () => {
    const s = await store();
    const links = await pendingLinks(s, 'ada@example.com');
    const visitor = await s.visitor();
    expect(await unsubscribe(visitor, links.unsubscribe)).toMatchObject({ status: 200, body: { status: 'unsubscribed' } });
    expect(await confirm(visitor, links.confirm)).toMatchObject({ status: 404 });
    expect((await subscriberRow(s, 'ada@example.com'))!.status).toBe('unsubscribed');
  });
});

describe('re-subscribing', () => {
  it('subscribes the address again at once from the unsubscribe link, recorded as its consent', async () => {
    const s = await store();
    const token = await subscribed(s);
    const visitor = await s.visitor();
    await unsubscribe(visitor, token);
    s.clock.at += DAY;
    expect(await resubscribe(visitor, token)).toMatchObject({ status: 200, body: { email: 'ada@example.com', status: 'subscribed' } });
    expect(await subscriberRow(s, 'ada@example.com')).toMatchObject({
      status: 'subscribed', opt_in: 'double', source: 'resubscribe', page_path: '/newsletter/unsubscribe', confirmed_at: s.clock.at, unsubscribed_at: null,
    });
    expect(await outbox(s, 'newsletter-confirm')).toHaveLength(1);
    // The same link still unsubscribes.
    expect(await unsubscribe(visitor, token)).toMatchObject({ status: 200, body: { status: 'unsubscribed' } });
  });

  it('through the form instead goes through the confirmation again', async () => {
    const s = await store();
    const token = await subscribed(s);
    await unsubscribe(await s.visitor(), token);
    s.clock.at += DAY;
    const again = await pendingLinks(s, 'ada@example.com');
    expect((await subscriberRow(s, 'ada@example.com'))!.status).toBe('pending');
    expect(again.unsubscribe).toBe(token);
    expect(await confirm(await s.visitor(), again.confirm)).toMatchObject({ status: 200, body: { status: 'subscribed' } });
  });
});

describe('the back-in-stock form\'s mailing-list box', () => {
  const PRINT = itemIdOf('limited-print');
  const A3 = contentVariantId('limited-print', 'SQ-PRINT-A3');
  const restock = async (s: Awaited<ReturnType<typeof store>>, email: string, isJoinMailingList: boolean) =>
    (await s.visitor()).request('/api/site-users/account/notifications/restock', {
      method: 'POST', json: { productId: PRINT, variantId: A3, siteVisitorEmail: email, isJoinMailingList },
    });

  it('joins the list through the same confirmation, recording the product and its page; unticked, it does not', async () => {
    const s = await store();
    expect((await restock(s, 'theo@example.com', false)).status).toBe(200);
    expect(await subscriberRow(s, 'theo@example.com')).toBeUndefined();
    expect((await restock(s, 'ada@example.com', true)).status).toBe(200);
    expect(await subscriberRow(s, 'ada@example.com')).toMatchObject({
      status: 'pending', source: 'restock', product_id: PRINT, form_id: '', page_path: '/shop/p/limited-print',
    });
    const [mail] = await outbox(s, 'newsletter-confirm');
    expect(mail.to).toBe('ada@example.com');
    expect(await confirm(await s.visitor(), tokenOf(mail.data.confirmUrl))).toMatchObject({ status: 200, body: { status: 'subscribed' } });
  });
});

describe('an address from before consent tracking', () => {
  it('gets a working unsubscribe link for later list emails, the same each time', async () => {
    const s = await store();
    await s.database.db.insertInto('newsletter_subscribers')
      .values({ email_key: 'old@example.com', email: 'old@example.com', form_id: 'newsletter', page_path: '/about', created_at: 1, requested_at: 1, confirmed_at: 1 })
      .execute();
    const service = createNewsletterService({ db: s.database.db, storeName: 'Kiosk Supply Co.', baseUrl: 'https://kiosk-supply.example', now: () => s.clock.at });
    const token = await service.unsubscribeTokenFor('OLD@example.com');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await service.unsubscribeTokenFor('old@example.com')).toBe(token);
    expect(await service.unsubscribeTokenFor('nobody@example.com')).toBeUndefined();
    expect(await unsubscribe(await s.visitor(), token)).toMatchObject({ status: 200, body: { email: 'old@example.com', status: 'unsubscribed' } });
  });
});
