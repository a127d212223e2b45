import { afterEach, describe, expect, it } from 'vitest';
import type { CartChangeNotice, CartChannel } from '../../../islands/stores/cart-channel';
import type { ShoppingCart } from '../../../schemas/cart';
import {
  $cart, $cartReadFailure, $cartStatus, $cartSynced, addToCart, connectCartChannel, loadCart, quantityInCart, removeEntry, resetCartStore,
  setCartTransport, setEntryQuantity, startCart, totalQuantity, updateEntryAdditionalFields,
} from '../../../islands/stores/cart';
import { cartEntry, shoppingCart } from './cart-fixture';
import { fakeTransport, json } from './fake-transport';

afterEach(resetCartStore);

function recordStatuses(): { statuses: string[]; stop(): void } {
  const statuses: string[] = [];
  const stop = $cartStatus.listen((s) => statuses.push(s));
  return { statuses, stop };
}

/** A channel whose other tabs the test plays. */
function fakeChannel() {
  const announced: CartChangeNotice[] = [];
  let hear: ((notice: CartChangeNotice) => void) | undefined;
  const channel: CartChannel = {
    announce: (notice) => announced.push(notice),
    listen(onNotice) {
      hear = onNotice;
      return () => (hear = undefined);
    },
  };
  return { channel, announced, otherTab: (notice: CartChangeNotice) => hear?.(notice) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cart store: loading (spec §4 "Cart loading")', () => {
  it('loads the cart, tracking read in progress then loaded', async () => {
    const { transport } = fakeTransport([json(shoppingCart([cartEntry({ quantity: 2 })]))]);
    setCartTransport(transport);
    const { statuses, stop } = recordStatuses();
    expect($cartSynced.get()).toBe(false);
    await loadCart();
    stop();
    expect(statuses).toEqual(['reading', 'loaded']);
    expect(totalQuantity($cart.get())).toBe(2);
    expect($cartSynced.get()).toBe(true);
  });

  it('on page start reads the cart only with hasCart=true, a CART cookie or an authenticated site user', async () => {
    for (const cookies of ['hasCart=true', 'CART=abc', `SiteUserInfo=${encodeURIComponent('{"authenticated":true,"siteUserId":"u1"}')}`]) {
      resetCartStore();
      const { transport, sent } = fakeTransport([json(shoppingCart([cartEntry()]))]);
      setCartTransport(transport);
      await startCart(`crumb=x; ${cookies}`);
      expect(sent.map((s) => s.method), cookies).toEqual(['GET']);
      expect($cart.get()?.totalQuantity).toBe(1);
    }
  });

  it('remembers why a read failed until a read succeeds', async () => {
    const { transport } = fakeTransport([new TypeError('Failed to fetch'), json(shoppingCart([cartEntry()]))]);
    setCartTransport(transport);
    await expect(startCart('hasCart=true')).rejects.toMatchObject({ failure: { kind: 'network' } });
    expect($cartReadFailure.get()).toMatchObject({ failure: { kind: 'network' } });
    expect($cartSynced.get()).toBe(false);
    expect($cartStatus.get()).toBe('idle');
    await loadCart();
    expect($cartReadFailure.get()).toBeNull();
    expect($cartSynced.get()).toBe(true);
  });

  it('without those, sends nothing and knows the cart is empty at once', async () => {
    for (const cookies of ['', 'crumb=x', 'hasCart=false', `SiteUserInfo=${encodeURIComponent('{"authenticated":false}')}`]) {
      resetCartStore();
      const { transport, sent } = fakeTransport([]);
      setCartTransport(transport);
      await startCart(cookies);
      expect(sent, cookies).toEqual([]);
      expect($cartSynced.get()).toBe(true);
      expect($cartStatus.get()).toBe('loaded');
      expect($cart.get()).toBeNull();
    }
  });
});

describe('cart store: changes', () => {
  it('adds with the current version, recalculating meanwhile, then takes the server cart and tells other tabs', async () => {
    const entry = cartEntry();
    const { transport, sent } = fakeTransport([json({ shoppingCart: { ...shoppingCart([entry]), version: 4 }, newlyAdded: entry })]);
    setCartTransport(transport);
    const { channel, announced } = fakeChannel();
    connectCartChannel(channel);
    $cart.set({ ...shoppingCart(), version: 3 });
    const { statuses, stop } = recordStatuses();
    expect(await addToCart({ itemId: 'tee', sku: 'M-BLK', quantity: 1 })).toEqual(entry);
    stop();
    expect(sent[0].body).toEqual({ itemId: 'tee', sku: 'M-BLK', quantity: 1, version: 3 });
    expect(statuses).toEqual(['recalculating', 'loaded']);
    expect($cart.get()?.totalQuantity).toBe(1);
    expect(announced).toEqual([{ cartId: 'cart-1', version: 4 }]);
  });

  it('sends no version while it has never seen the cart (the server then applies the change as is)', async () => {
    const entry = cartEntry();
    const { transport, sent } = fakeTransport([json({ shoppingCart: shoppingCart([entry]), newlyAdded: entry })]);
    setCartTransport(transport);
    await addToCart({ itemId: 'tee' });
    expect(sent[0].body).toEqual({ itemId: 'tee' });
  });

  it('changes a quantity, removes a line and saves form answers, each with the version the previous change produced', async () => {
    const v1 = { ...shoppingCart([cartEntry({ quantity: 1 })]), version: 1 };
    const v2 = { ...shoppingCart([cartEntry({ quantity: 3, subTotal: 7500 })]), version: 2 };
    const v3 = { ...shoppingCart([cartEntry({ quantity: 3, subTotal: 7500 })]), version: 3 };
    const v4 = { ...shoppingCart([]), version: 4 };
    const { transport, sent } = fakeTransport([
      json({ shoppingCart: v2, updatedEntry: v2.entries[0] }),
      json({ shoppingCart: v3, updatedEntry: v3.entries[0] }),
      json({ shoppingCart: v4 }),
    ]);
    setCartTransport(transport);
    $cart.set(v1);
    // Issued together, as fast clicks would: they still go one after another.
    await Promise.all([
      setEntryQuantity('e1', 3),
      updateEntryAdditionalFields('e1', { itemId: 'tee', sku: 'M-BLK', additionalFields: '{"a":"b"}' }),
      removeEntry('e1'),
    ]);
    expect(sent.map((s) => [s.method, (s.body as { version: number }).version])).toEqual([['PUT', 1], ['PUT', 2], ['DELETE', 3]]);
    expect($cart.get()).toEqual(v4);
    expect($cartStatus.get()).toBe('loaded');
  });

  it('after a 409 takes the cart it carries, then reads the cart again, and rethrows', async () => {
    const mine = { ...shoppingCart([cartEntry({ quantity: 1 })]), version: 1 };
    const theirs = { ...shoppingCart([cartEntry({ quantity: 4, subTotal: 10000 })]), version: 2 };
    const latest = { ...shoppingCart([cartEntry({ quantity: 4, subTotal: 10000 }), cartEntry({ id: 'e2' })]), version: 3 };
    const seenDuringRead: (number | undefined)[] = [];
    const { transport, sent } = fakeTransport([
      json({ error: 'Your cart changed in another window. Please review it and try again.', shoppingCart: theirs }, 409),
      () => {
        seenDuringRead.push($cart.get()?.version);
        return json(latest);
      },
    ]);
    setCartTransport(transport);
    $cart.set(mine);
    await expect(setEntryQuantity('e1', 2)).rejects.toMatchObject({ failure: { status: 409 } });
    expect(sent.map((s) => s.method)).toEqual(['PUT', 'GET']);
    expect(seenDuringRead).toEqual([2]);
    expect($cart.get()).toEqual(latest);
  });

  it('after a 429 reads the cart again and keeps the server quantity', async () => {
    const cart = { ...shoppingCart([cartEntry({ quantity: 2, subTotal: 5000 })]), version: 5 };
    const { transport, sent } = fakeTransport([json({ error: 'Please try again in a few seconds.' }, 429), json(cart)]);
    setCartTransport(transport);
    $cart.set(cart);
    await expect(setEntryQuantity('e1', 3)).rejects.toMatchObject({ failure: { status: 429 } });
    expect(sent.map((s) => s.method)).toEqual(['PUT', 'GET']);
    expect($cart.get()?.entries[0].quantity).toBe(2);
  });

  it('after a 4xx reads the cart again (the line may be gone)', async () => {
    const before = { ...shoppingCart([cartEntry()]), version: 1 };
    const after = { ...shoppingCart([]), version: 2 };
    const { transport } = fakeTransport([json({ error: 'That item is no longer in your cart.' }, 404), json(after)]);
    setCartTransport(transport);
    $cart.set(before);
    await expect(removeEntry('e1')).rejects.toThrow('That item is no longer in your cart.');
    expect($cart.get()).toEqual(after);
  });

  it('offline: retries the change once with the same key, tries to read the cart, keeps what it had', async () => {
    const before = { ...shoppingCart([cartEntry()]), version: 1 };
    const offline = () => new TypeError('Failed to fetch');
    const { transport, sent } = fakeTransport([offline(), offline(), offline()]);
    setCartTransport(transport);
    $cart.set(before);
    $cartSynced.set(true);
    await expect(setEntryQuantity('e1', 2)).rejects.toMatchObject({ failure: { kind: 'network' } });
    expect(sent.map((s) => s.method)).toEqual(['PUT', 'PUT', 'GET']);
    expect(sent[0].headers['Idempotency-Key']).toBe(sent[1].headers['Idempotency-Key']);
    expect($cart.get()).toBe(before);
    expect($cartStatus.get()).toBe('loaded');
  });

  /** A read sent first, then an add; the add's answer arrives first, the read's (older) one after it. */
  async function readAnsweredAfterAdd(readAnswer: ShoppingCart, addAnswer: ShoppingCart): Promise<void> {
    let answerRead: (r: Response) => void = () => {};
    const { transport } = fakeTransport([
      () => new Promise<Response>((resolve) => (answerRead = resolve)),
      json({ shoppingCart: addAnswer, newlyAdded: addAnswer.entries[0] }),
    ]);
    setCartTransport(transport);
    const read = loadCart();
    await settle();
    await addToCart({ itemId: 'tee' });
    answerRead(json(readAnswer));
    await read;
  }

  it('ignores a read that was sent before a change but answered after it', async () => {
    const old = { ...shoppingCart([cartEntry()]), version: 1 };
    const added = { ...shoppingCart([cartEntry(), cartEntry({ id: 'e2' })]), version: 2 };
    await readAnsweredAfterAdd(old, added);
    expect($cart.get()).toEqual(added);
  });

  it('ignores the empty "no cart yet" read answered after the add that created the cart', async () => {
    const none = { ...shoppingCart(), id: '', version: 0 };
    const created = { ...shoppingCart([cartEntry()]), id: 'new-cart', version: 1 };
    await readAnsweredAfterAdd(none, created);
    expect($cart.get()).toEqual(created);
  });
});

describe('cart store: other tabs', () => {
  it('reads the cart when another tab announces a newer version, not for one it has', async () => {
    const v2 = { ...shoppingCart([cartEntry()]), version: 2 };
    const v3 = { ...shoppingCart([cartEntry({ quantity: 2, subTotal: 5000 })]), version: 3 };
    const { transport, sent } = fakeTransport([json(v3)]);
    setCartTransport(transport);
    const { channel, otherTab } = fakeChannel();
    connectCartChannel(channel);
    $cart.set(v2);
    otherTab({ cartId: 'cart-1', version: 2 });
    await settle();
    expect(sent).toEqual([]);
    otherTab({ cartId: 'cart-1', version: 3 });
    await settle();
    expect(sent.map((s) => s.method)).toEqual(['GET']);
    expect($cart.get()).toEqual(v3);
  });

  it('a tab that never loaded the cart reads it when another tab creates one', async () => {
    const created = { ...shoppingCart([cartEntry()]), id: 'c9', version: 1 };
    const { transport } = fakeTransport([json(created)]);
    setCartTransport(transport);
    const { channel, otherTab } = fakeChannel();
    connectCartChannel(channel);
    otherTab({ cartId: 'c9', version: 1 });
    await settle();
    expect($cart.get()).toEqual(created);
  });
});

describe('cart store: reading the cart', () => {
  it('counts what the cart holds of an item and variant', () => {
    const cart = shoppingCart([
      cartEntry({ id: 'a', quantity: 2 }),
      cartEntry({ id: 'b', quantity: 3, chosenVariant: { sku: 'S-BLK', attributes: {} } }),
      cartEntry({ id: 'c', itemId: 'mug', quantity: 5 }),
    ]);
    expect(quantityInCart(cart, 'tee', 'M-BLK')).toBe(2);
    expect(quantityInCart(cart, 'tee', null)).toBe(5);
    expect(quantityInCart(null, 'tee', 'M-BLK')).toBe(0);
  });
});
