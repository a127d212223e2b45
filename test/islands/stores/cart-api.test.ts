import { describe, expect, it } from 'vitest';
import { failureOf, SiteApiError } from '../../../islands/site-api/api-failure';
import { NETWORK_RETRY_DELAY_MS } from '../../../islands/site-api/client';
import {
  deleteCartEntry, fetchCart, postCartEntry, putEntryAdditionalFields, putEntryQuantity, staleCart,
} from '../../../islands/stores/cart-api';
import { cartEntry, shoppingCart } from './cart-fixture';
import { fakeTransport, json } from './fake-transport';

const dropped = () => new TypeError('Failed to fetch');

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
    const answer = await postCartEntry(transport, { itemId: 'tee', sku: 'M-BLK', quantity: 1, version: 3 });
    expect(answer.shoppingCart.totalQuantity).toBe(1);
    expect(sent).toEqual([
      {
        url: '/api/commerce/shopping-cart/entries',
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-CSRF-Token': 'crumb-1', 'Idempotency-Key': 'key-1' },
        body: { itemId: 'tee', sku: 'M-BLK', quantity: 1, version: 3 },
      },
    ]);
  });

  it('puts a quantity, deletes a line and puts form answers at the entry paths, each with the version', async () => {
    const entry = cartEntry({ id: 'a/b' });
    const cart = shoppingCart([entry]);
    const { transport, sent } = fakeTransport([
      json({ shoppingCart: cart, updatedEntry: entry }),
      json({ shoppingCart: shoppingCart() }),
      json({ shoppingCart: cart, updatedEntry: entry }),
    ]);
    await putEntryQuantity(transport, 'a/b', 4, 7);
    await deleteCartEntry(transport, 'a/b', 8);
    await putEntryAdditionalFields(transport, 'a/b', { itemId: 'tee', sku: 'M-BLK', additionalFields: '{"f":"x"}', version: 9 });
    expect(sent.map((s) => [s.method, s.url, s.body])).toEqual([
      ['PUT', '/api/commerce/shopping-cart/entries/a%2Fb', { quantity: 4, version: 7 }],
      ['DELETE', '/api/commerce/shopping-cart/entries/a%2Fb', { version: 8 }],
      ['PUT', '/api/commerce/shopping-cart/entries/a%2Fb/additionalFields', { itemId: 'tee', sku: 'M-BLK', additionalFields: '{"f":"x"}', version: 9 }],
    ]);
    expect(new Set(sent.map((s) => s.headers['Idempotency-Key'])).size).toBe(3);
  });

  it('sends a change the network dropped once more, with the same key and body', async () => {
    const entry = cartEntry();
    const { transport, sent, waits } = fakeTransport([dropped(), json({ shoppingCart: shoppingCart([entry]), updatedEntry: entry })]);
    await putEntryQuantity(transport, 'e1', 2, 1);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(waits).toEqual([NETWORK_RETRY_DELAY_MS]);
  });

  it('gives up after the retry, and never repeats a change the server answered', async () => {
    const offline = fakeTransport([dropped(), dropped()]);
    await expect(deleteCartEntry(offline.transport, 'e1', 1)).rejects.toMatchObject({ failure: { kind: 'network', status: 0 } });
    expect(offline.sent).toHaveLength(2);
    const refused = fakeTransport([json({ error: 'Please try again in a few seconds.' }, 429)]);
    await expect(putEntryQuantity(refused.transport, 'e1', 2, 1)).rejects.toMatchObject({ failure: { status: 429, kind: 'server' } });
    expect(refused.sent).toHaveLength(1);
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

  it('turns error answers into SiteApiError with the server message and crumbFail', async () => {
    const { transport } = fakeTransport([json({ error: 'Sorry, this item is sold out.' }, 400), json({ error: 'expired', crumbFail: true }, 403)]);
    const soldOut = await postCartEntry(transport, { itemId: 'x' }).catch((e: unknown) => e);
    expect(soldOut).toBeInstanceOf(SiteApiError);
    expect(soldOut).toMatchObject({ message: 'Sorry, this item is sold out.', failure: { status: 400, kind: 'server', crumbFail: false } });
    const crumb = await postCartEntry(transport, { itemId: 'x' }).catch((e: unknown) => e);
    expect(crumb).toMatchObject({ failure: { status: 403, crumbFail: true } });
  });

  it('keeps the per-field messages of a refused form answer', async () => {
    const errors = { 'text-1': 'Required', 'email-2': 'Email is not valid. Email addresses should follow the format user@domain.com.' };
    const { transport } = fakeTransport([json({ error: 'Update the missing or invalid information above.', errors }, 422), json({ error: 'no' }, 400)]);
    const refused = await postCartEntry(transport, { itemId: 'x', additionalFields: '{}' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ failure: { status: 422, kind: 'server', message: 'Update the missing or invalid information above.' } });
    expect(failureOf(refused)?.fieldErrors).toEqual(errors);
    const plain = await postCartEntry(transport, { itemId: 'x' }).catch((e: unknown) => e);
    expect(failureOf(plain)?.fieldErrors).toBeUndefined();
  });

  it('keeps the current cart a 409 (stale version) carries', async () => {
    const current = shoppingCart([cartEntry({ quantity: 5 })]);
    const { transport } = fakeTransport([json({ error: 'Your cart changed in another window.', shoppingCart: current }, 409)]);
    const stale = await putEntryQuantity(transport, 'e1', 2, 0).catch((e: unknown) => e);
    expect(stale).toMatchObject({ failure: { status: 409, kind: 'server', message: 'Your cart changed in another window.' } });
    expect(staleCart(failureOf(stale))).toEqual(current);
  });

  it('tells network failures and unreadable answers apart', async () => {
    const { transport } = fakeTransport([dropped(), json({ nope: true }), new Response('<html>', { status: 502 })]);
    await expect(fetchCart(transport)).rejects.toMatchObject({ failure: { kind: 'network', status: 0 } });
    await expect(fetchCart(transport)).rejects.toMatchObject({ failure: { kind: 'protocol', status: 200 } });
    await expect(fetchCart(transport)).rejects.toMatchObject({ failure: { kind: 'protocol', status: 502 } });
  });
});
