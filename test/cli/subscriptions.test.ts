// `kiosk subscriptions`: a billing run from the command line on the store's database, at a time given by --now,
// bills what is due and prints it; declines are outcomes (exit 0); list and cancel work on the same subscriptions.
import { describe, expect, it } from 'vitest';
import { useCommandStore } from './command-store';
import { attemptKey, CARDS, NC_ADDRESS } from '../server/checkout/checkout-fixture';
import { itemIdOf, Visitor } from '../server/visitor';

const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 5, 15);

const store = useCommandStore('subscriptions');
const kiosk = store.kiosk;

/** Subscribes `email` to the coffee at START through a server on the CLI's database. */
async function subscribe(email: string, card: string): Promise<string> {
  const api = store.server({ now: () => START });
  const visitor = await new Visitor(api).arrive();
  const started = await visitor.request('/api/3/commerce/cart/subscription', { method: 'POST', json: { itemId: itemIdOf('coffee-subscription') } });
  const placed = await visitor.request('/api/commerce/checkout', {
    method: 'POST',
    json: { email, subscriptionToken: started.body.cartToken, shippingAddress: NC_ADDRESS, payment: { provider: 'test', cardNumber: card } },
    headers: { 'Idempotency-Key': attemptKey() },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = await visitor.request(`/api/commerce/orders/${placed.body.order.id}?token=${new URL(placed.body.confirmationUrl, 'http://x').searchParams.get('token')}`);
  return order.body.subscription.id as string;
}

describe('kiosk subscriptions', () => {
  it('bills what is due at --now: charges, declines as outcomes, a summary, exit 0', async () => {
    const paying = await subscribe('ada@example.com', CARDS.good);
    const declining = await subscribe('grace@example.com', '4000 0000 0000 0341');

    const early = await kiosk('subscriptions', 'bill', '--now', new Date(START + 13 * DAY).toISOString());
    expect(early).toMatchObject({ code: 0 });
    expect(early.output).toContain('0 charged, 0 declined (to retry), 0 past due, 0 skipped, 0 errors.');

    const due = await kiosk('subscriptions', 'bill', '--now', new Date(START + 14 * DAY).toISOString());
    expect(due.code, due.output).toBe(0);
    expect(due.output).toMatch(new RegExp(`^charged +${paying} ada@example\\.com \\(Fresh Roast Coffee Subscription\\) cycle 2: order 1003, next 2026-02-02 15:00$`, 'm'));
    expect(due.output).toMatch(new RegExp(`^declined +${declining} grace@example\\.com .* attempt 1: .+; retry 2026-01-20 15:00$`, 'm'));
    expect(due.output).toContain('1 charged, 1 declined (to retry), 0 past due, 0 skipped, 0 errors.');

    const again = await kiosk('subscriptions', 'bill', '--now', new Date(START + 14 * DAY).toISOString());
    expect(again.output).toContain('0 charged, 0 declined');

    const listed = await kiosk('subscriptions', 'list');
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(new RegExp(`^${paying} +ada@example\\.com .* active +2 +0 +2026-02-02 15:00$`, 'm'));
    expect(listed.output).toMatch(new RegExp(`^${declining} +grace@example\\.com .* active +1 +1 +2026-01-20 15:00$`, 'm'));

    expect(await kiosk('subscriptions', 'cancel', declining)).toMatchObject({ code: 0, output: expect.stringContaining(`Cancelled subscription ${declining}`) });
    const after = await kiosk('subscriptions', 'bill', '--now', new Date(START + 30 * DAY).toISOString());
    expect(after.output).toContain('1 charged, 0 declined');
    expect(after.output).not.toContain(declining);
  });

  it('refuses bad input with exit 1', async () => {
    expect(await kiosk('subscriptions', 'bill', '--now', 'next tuesday')).toMatchObject({ code: 1, output: expect.stringContaining('--now must be an ISO date') });
    expect(await kiosk('subscriptions', 'cancel')).toMatchObject({ code: 1, output: expect.stringContaining('cancel needs the id') });
    expect(await kiosk('subscriptions', 'cancel', 'f'.repeat(24))).toMatchObject({ code: 1, output: expect.stringContaining('No subscription has this id.') });
    expect(await kiosk('subscriptions', 'renew')).toMatchObject({ code: 1 });
  });
});
