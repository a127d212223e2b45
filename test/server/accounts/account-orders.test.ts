// The account's orders: those placed while signed in (from the account's cart) and those placed with its
// confirmed address; never another customer's, and none by an unconfirmed address.
import { describe, expect, it } from 'vitest';
import { addTee, checkout, NC_ADDRESS } from '../checkout/checkout-fixture';
import { ACCOUNT, accountWorld, signedInVisitor } from './account-fixture';

describe('GET /api/site-users/account/orders', () => {
  it('lists orders placed while signed in and with the confirmed address, newest first', async () => {
    const world = await accountWorld();
    const { v } = await signedInVisitor(world, 'ada@example.com');
    await addTee(v, 2);
    await v.request(ACCOUNT);
    // Signed in, but the order names another address: it is still the account's (placed from its cart).
    const signedInOrder = await checkout(v, { email: 'ada.work@example.com', shippingAddress: NC_ADDRESS });
    expect(signedInOrder.status).toBe(201);

    world.clock.now += 60_000;
    const guest = await world.visitor();
    await addTee(guest, 1);
    const byEmail = await checkout(guest, { email: 'ADA@example.com', shippingAddress: NC_ADDRESS });
    expect(byEmail.status).toBe(201);

    const stranger = await world.visitor();
    await addTee(stranger, 1);
    expect((await checkout(stranger, { email: 'grace@example.com', shippingAddress: NC_ADDRESS })).status).toBe(201);

    const listed = await v.request(`${ACCOUNT}/orders`);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toContain('no-store');
    expect(listed.body.orders.map((order: { id: string }) => order.id)).toEqual([byEmail.body.order.id, signedInOrder.body.order.id]);
    expect(listed.body.orders[1]).toMatchObject({
      orderNumber: signedInOrder.body.order.orderNumber, status: 'placed', itemCount: 2, titles: ['Classic Organic Tee'],
      grandTotalCents: signedInOrder.body.order.grandTotalCents, currencyCode: 'USD', testMode: true,
    });

    // Each listed order links to its status page, and that link's token opens the order (and no other).
    for (const [index, order] of [byEmail.body.order, signedInOrder.body.order].entries()) {
      const statusUrl = new URL(listed.body.orders[index].statusUrl, 'https://any.example');
      expect(listed.body.orders[index].statusUrl).toMatch(/^\/commerce\/orders\/status\?/);
      expect(statusUrl.pathname).toBe('/commerce/orders/status');
      expect(statusUrl.searchParams.get('order')).toBe(order.id);
      const token = statusUrl.searchParams.get('token')!;
      const opened = await v.request(`/api/commerce/orders/${order.id}?token=${encodeURIComponent(token)}`);
      expect(opened.status).toBe(200);
      expect(opened.body.orderNumber).toBe(order.orderNumber);
    }
    const [first, second] = listed.body.orders.map((order: { statusUrl: string }) => new URL(order.statusUrl, 'https://any.example').searchParams.get('token'));
    expect((await v.request(`/api/commerce/orders/${signedInOrder.body.order.id}?token=${encodeURIComponent(first)}`)).status).toBe(404);
    expect(first).not.toBe(second);
  });

  it('leaves out orders by an address the account has not confirmed', async () => {
    const world = await accountWorld();
    const { v } = await signedInVisitor(world, 'ada@example.com', { verify: false });
    const guest = await world.visitor();
    await addTee(guest, 1);
    expect((await checkout(guest, { email: 'ada@example.com', shippingAddress: NC_ADDRESS })).status).toBe(201);
    expect((await v.request(`${ACCOUNT}/orders`)).body).toEqual({ orders: [] });
  });

  it('answers 401 without a session', async () => {
    const world = await accountWorld();
    const v = await world.visitor();
    expect((await v.request(`${ACCOUNT}/orders`)).status).toBe(401);
  });
});
