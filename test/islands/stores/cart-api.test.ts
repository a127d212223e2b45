import { describe, expect, it } from 'vitest';
import { CartRequestError, fetchCart, postCartEntry } from '../../../islands/stores/cart-api';
import { cartEntry, shoppingCart } from './cart-fixture';
import { fakeTransport, json } from './fake-transport';

describe('cart api', () => {
  it('reads the cart with the query the spec lists', async () => {
    const { transport, sent } = fakeTransport([json(shoppingCart())]);
    const cart = await fetchCart(transport, 42);
    expect(cart.totalQuantity).toBe(0);
    expect(sent[0].url).toBe('/api/commerce/shopping-cart?mock=false&timecode=42&calculateSubtotal=true');
  });

  it('posts an entry with the crumb and an idempotency key', async () => {
    const entry = cartEntry();
    const { transport, sent } = fakeTransport([json({ shoppingCart: shoppingCart([entry]), newlyAdded: entry })]);
    const answer = await postCartEntry(transport, { itemId: 'tee', sku: 'M-BLK', quantity: 1 });
    expect(answer.shoppingCart.totalQuantity).toBe(1);
    expect(sent).toEqual([
      {
        url: '/api/commerce/shopping-cart/entries',
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-CSRF-Token': 'crumb-1', 'Idempotency-Key': 'key-1' },
        body: { itemId: 'tee', sku: 'M-BLK', quantity: 1 },
      },
    ]);
  });

  it('reads the cart first when the visitor has no crumb yet', async () => {
    const entry = cartEntry();
    const { transport, sent } = fakeTransport(
      [json(shoppingCart()), json({ shoppingCart: shoppingCart([entry]), newlyAdded: entry })],
      [undefined, 'fresh-crumb'],
    );
    await postCartEntry(transport, { itemId: 'tee', sku: 'M-BLK', quantity: 1 });
    expect(sent.map((s) => s.method)).toEqual(['GET', 'POST']);
    expect(sent[1].headers['X-CSRF-Token']).toBe('fresh-crumb');
  });

  it('turns error answers into CartRequestError with the server message and crumbFail', async () => {
    const { transport } = fakeTransport([json({ error: 'Sorry, this item is sold out.' }, 400), json({ error: 'expired', crumbFail: true }, 403)]);
    const soldOut = await postCartEntry(transport, { itemId: 'x' }).catch((e: unknown) => e);
    expect(soldOut).toBeInstanceOf(CartRequestError);
    expect(soldOut).toMatchObject({ message: 'Sorry, this item is sold out.', status: 400, failure: 'server', crumbFail: false });
    const crumb = await postCartEntry(transport, { itemId: 'x' }).catch((e: unknown) => e);
    expect(crumb).toMatchObject({ status: 403, crumbFail: true });
  });

  it('tells network failures and unreadable answers apart', async () => {
    const { transport } = fakeTransport([new TypeError('Failed to fetch'), json({ nope: true }), new Response('<html>', { status: 502 })]);
    await expect(fetchCart(transport)).rejects.toMatchObject({ failure: 'network', status: 0 });
    await expect(fetchCart(transport)).rejects.toMatchObject({ failure: 'protocol', status: 200 });
    await expect(fetchCart(transport)).rejects.toMatchObject({ failure: 'protocol', status: 502 });
  });
});
