// Cancelling a subscription: the customer reads and cancels it with the link in their emails (the token is the
// credential, a wrong one is as unknown as a wrong id, and reading never cancels), the owner with a key whose role
// may manage subscriptions.
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MANAGE_MESSAGES } from '../../../schemas/subscription-manage';
import { grantOwnerKey } from '../restock-fixture';
import { contentWithCycles, DAY, linkOf, outbox, START, subscribe, subscriptionRow, useStores, type Store } from './subscription-fixture';

const store = useStores();

/** A subscription and the link of its first receipt. */
async function subscribed(s: Store) {
  const { subscription } = await subscribe(s);
  const [receipt] = await outbox(s, 'subscription-receipt');
  return { subscription, link: linkOf(receipt.data.manageUrl) };
}

const read = (s: Store, id: string, token: string) =>
  s.visitor().then((v) => v.request(`/api/commerce/subscriptions/${id}?token=${encodeURIComponent(token)}`));
const cancel = (s: Store, id: string, token: string) =>
  s.visitor().then((v) => v.request(`/api/commerce/subscriptions/${id}/cancel`, { method: 'POST', json: { token } }));
const ownerCancel = (s: Store, id: string, key?: string) =>
  s.visitor().then((v) => v.request(`/api/owner/subscriptions/${id}/cancel`, { method: 'POST', headers: key ? { Authorization: `Bearer ${key}` } : {} }));

describe('the customer\'s manage link', () => {
  it('shows the subscription to the link of the first receipt and of later emails, and nothing to a wrong token', async () => {
    const s = await store();
    const { subscription, link } = await subscribed(s);
    const shown = await read(s, link.id, link.token);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toContain('no-store');
    expect(shown.body).toEqual({
      id: subscription.id, title: 'Fresh Roast Coffee Subscription', planText: expect.stringContaining('every 2 weeks'), status: 'active',
      nextBillingAt: START + 14 * DAY, cyclesBilled: 1, cyclesTotal: 0, amountCents: subscription.amount_cents, currencyCode: 'USD',
    });

    await s.admin.bill(START + 14 * DAY);
    const later = linkOf((await outbox(s, 'subscription-receipt'))[1].data.manageUrl);
    expect((await read(s, later.id, later.token)).body).toMatchObject({ cyclesBilled: 2, nextBillingAt: START + 28 * DAY });

    const wrong = await read(s, link.id, `${link.token.slice(0, -2)}xx`);
    const unknown = await read(s, 'f'.repeat(24), link.token);
    expect(wrong).toMatchObject({ status: 404, body: { error: SUBSCRIPTION_MANAGE_MESSAGES.notFound } });
    expect(unknown).toMatchObject({ status: 404, body: wrong.body });
  });

  it('never cancels on a GET, whatever opens the link', async () => {
    const s = await store();
    const { link } = await subscribed(s);
    const visitor = await s.visitor();
    await visitor.request(`/api/commerce/subscriptions/${link.id}?token=${link.token}`);
    expect((await visitor.request(`/api/commerce/subscriptions/${link.id}/cancel?token=${link.token}`)).status).toBe(404);
    expect((await subscriptionRow(s, link.id)).status).toBe('active');
    expect(await outbox(s, 'subscription-cancelled')).toEqual([]);
  });

  it('cancels with the right token: no more charges, one email, a repeat answers the same', async () => {
    const s = await store();
    const { subscription, link } = await subscribed(s);
    expect((await cancel(s, link.id, 'x'.repeat(43))).status).toBe(404);
    expect((await subscriptionRow(s, link.id)).status).toBe('active');

    s.clock.now = START + 3 * DAY;
    const cancelled = await cancel(s, link.id, link.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: subscription.id, status: 'cancelled', nextBillingAt: null, cyclesBilled: 1 });
    expect(await subscriptionRow(s, link.id)).toMatchObject({ status: 'cancelled', cancelled_at: START + 3 * DAY });
    expect((await cancel(s, link.id, link.token)).body).toMatchObject({ status: 'cancelled' });

    const emails = await outbox(s, 'subscription-cancelled');
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: 'ada@example.com', data: { title: 'Fresh Roast Coffee Subscription', cancelledOn: 'January 8, 2026', paymentFailed: false } });
    expect((await s.admin.bill(START + 14 * DAY)).outcomes).toEqual([]);
  });

  it('refuses a cancel without the crumb, and a token that does not fit', async () => {
    const s = await store();
    const { link } = await subscribed(s);
    const visitor = await s.visitor();
    const forged = await visitor.request(`/api/commerce/subscriptions/${link.id}/cancel`, { method: 'POST', json: { token: link.token }, withoutCrumb: true });
    expect(forged.status).toBe(403);
    expect((await visitor.request(`/api/commerce/subscriptions/${link.id}/cancel`, { method: 'POST', json: {} })).status).toBe(422);
    expect((await subscriptionRow(s, link.id)).status).toBe('active');
  });

  it('answers 409 for a subscription that completed', async () => {
    const s = await store(contentWithCycles(2));
    const { link } = await subscribed(s);
    await s.admin.bill(START + 14 * DAY);
    expect(await cancel(s, link.id, link.token)).toMatchObject({ status: 409, body: { error: SUBSCRIPTION_MANAGE_MESSAGES.alreadyEnded } });
  });
});

describe('POST /api/owner/subscriptions/{id}/cancel', () => {
  it('needs a key whose role may manage subscriptions', async () => {
    const s = await store();
    const { subscription } = await subscribed(s);
    await grantOwnerKey(s.database, 'REPORTING', 'kiosk_reporting-key-for-tests-0123456789');
    await grantOwnerKey(s.database, 'BILLING', 'kiosk_billing-key-for-tests-01234567890');
    expect((await ownerCancel(s, subscription.id)).status).toBe(401);
    expect((await ownerCancel(s, subscription.id, 'kiosk_reporting-key-for-tests-0123456789')).status).toBe(403);
    expect((await subscriptionRow(s, subscription.id)).status).toBe('active');

    const done = await ownerCancel(s, subscription.id, 'kiosk_billing-key-for-tests-01234567890');
    expect(done).toMatchObject({ status: 200, body: { id: subscription.id, status: 'cancelled', nextBillingAt: null } });
    expect(await outbox(s, 'subscription-cancelled')).toHaveLength(1);
    expect((await ownerCancel(s, 'f'.repeat(24), 'kiosk_billing-key-for-tests-01234567890')).status).toBe(404);
  });
});
