// The cart that follows the account: signing in merges the browser's cart into the account's (within stock),
// another browser signing in gets the account's cart, and signing out keeps or copies it (cloneCart).
import { describe, expect, it } from 'vitest';
import type { Visitor } from '../visitor';
import { itemIdOf } from '../visitor';
import { ACCOUNT, accountWorld, signedInVisitor, signIn, signUp, withXsrf } from './account-fixture';

const TEE = 'SQ-TEE-BLK-M';
const MUG = 'SQ-MUG-WHT';

async function add(v: Visitor, slug: string, sku: string, quantity: number): Promise<void> {
  const answer = await v.add({ itemId: itemIdOf(slug), sku, quantity });
  if (answer.status !== 200) throw new Error(`add: ${answer.status} ${JSON.stringify(answer.body)}`);
}

async function lines(v: Visitor): Promise<Record<string, number>> {
  const cart = (await v.cart()).body;
  return Object.fromEntries(cart.entries.map((entry: { chosenVariant: { sku: string }; quantity: number }) => [entry.chosenVariant.sku, entry.quantity]));
}

describe('the account cart', () => {
  it('becomes the account\'s when the account has none, and follows it to another browser', async () => {
    const world = await accountWorld();
    const { v, xsrf } = await signedInVisitor(world, 'ada@example.com');
    await add(v, 'classic-tee', TEE, 2);
    // The first sign-in had no cart; the account call links the cart made since.
    expect((await v.request(ACCOUNT)).status).toBe(200);
    expect((await v.request(`${ACCOUNT}/session?cloneCart=false`, { method: 'DELETE', headers: withXsrf(xsrf) })).status).toBe(200);
    expect(v.cookies.has('CART')).toBe(false);
    expect(await lines(v)).toEqual({});

    const laptop = await world.visitor();
    const answer = await signIn(laptop, 'ada@example.com');
    expect(answer.setCookies.find((cookie) => cookie.name === 'hasCart')?.value).toBe('true');
    expect(await lines(laptop)).toEqual({ [TEE]: 2 });
  });

  it('merges the browser\'s cart into the account\'s on sign-in: equal lines add up, capped by stock', async () => {
    const world = await accountWorld();
    const phone = await world.visitor();
    await add(phone, 'classic-tee', TEE, 2);
    await add(phone, 'ceramic-mug', MUG, 2);
    const { v: first, xsrf } = await signedInVisitor(world, 'ada@example.com');
    // Sign-in from a browser that had no cart yet: it keeps its own empty state; now give the account a cart.
    await add(first, 'classic-tee', TEE, 1);
    await add(first, 'ceramic-mug', MUG, 2);
    await first.request(ACCOUNT);
    await first.request(`${ACCOUNT}/session?cloneCart=false`, { method: 'DELETE', headers: withXsrf(xsrf) });

    const answer = await signIn(phone, 'ada@example.com');
    expect(answer.status).toBe(200);
    // 1 + 2 tees; mugs 2 + 2 capped at the 3 in stock.
    expect(await lines(phone)).toEqual({ [TEE]: 3, [MUG]: 3 });
    const laptop = await world.visitor();
    await signIn(laptop, 'ada@example.com');
    expect(await lines(laptop)).toEqual({ [TEE]: 3, [MUG]: 3 });
  });

  it('keeps the cart with the account on sign-out without cloneCart, and leaves a copy with cloneCart=true', async () => {
    const world = await accountWorld();
    const { v, xsrf } = await signedInVisitor(world, 'ada@example.com');
    await add(v, 'classic-tee', TEE, 2);
    await v.request(ACCOUNT);
    const out = await v.request(`${ACCOUNT}/session?cloneCart=true`, { method: 'DELETE', headers: withXsrf(xsrf) });
    expect(out.status).toBe(200);
    // The browser holds a copy: a cart of its own, anonymous now.
    expect(await lines(v)).toEqual({ [TEE]: 2 });
    await add(v, 'ceramic-mug', MUG, 1);
    expect(await lines(v)).toEqual({ [TEE]: 2, [MUG]: 1 });

    // The account's cart did not change with the copy.
    const laptop = await world.visitor();
    await signIn(laptop, 'ada@example.com');
    expect(await lines(laptop)).toEqual({ [TEE]: 2 });
  });

  it('never shows one account\'s cart to another signing in on the same browser, and ends the first session', async () => {
    const world = await accountWorld();
    const { v } = await signedInVisitor(world, 'ada@example.com');
    await add(v, 'classic-tee', TEE, 2);
    await v.request(ACCOUNT);
    const adaCookie = v.cookies.get('SiteUserInfo')!;
    await signUp(v, 'grace@example.com');
    const answer = await signIn(v, 'grace@example.com');
    expect(answer.status).toBe(200);
    expect(v.cookies.has('CART')).toBe(false);
    expect(await lines(v)).toEqual({});
    expect((await v.request(ACCOUNT)).body.email).toBe('grace@example.com');
    // Ada's session on this browser is over; her cart is still hers.
    const ada = await world.visitor();
    ada.cookies.set('SiteUserInfo', adaCookie);
    expect((await ada.request(ACCOUNT)).status).toBe(401);
    await signIn(ada, 'ada@example.com');
    expect(await lines(ada)).toEqual({ [TEE]: 2 });
  });

  it('points a signed-in browser without a cart at the account\'s cart on the account call', async () => {
    const world = await accountWorld();
    const { v } = await signedInVisitor(world, 'ada@example.com');
    await add(v, 'classic-tee', TEE, 1);
    await v.request(ACCOUNT);
    // The same session cookie in a browser that lost its cart cookie.
    v.cookies.delete('CART');
    v.cookies.delete('hasCart');
    expect(await lines(v)).toEqual({});
    const me = await v.request(ACCOUNT);
    expect(me.setCookies.some((cookie) => cookie.name === 'CART')).toBe(true);
    expect(await lines(v)).toEqual({ [TEE]: 1 });
  });
});
