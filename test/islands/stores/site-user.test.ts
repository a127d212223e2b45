// Cart loading for a signed-in visitor (spec §4, §6): the hint cookie alone leads to the account call, whose
// success loads the cart; a stale hint (401) loads nothing; the account call is made once per page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shouldLoadCart } from '../../../islands/stores/cart-loading';
import { cartLoadsOnStart } from '../../../islands/stores/cart-start';
import { $cart, resetCartStore, setCartTransport, startCart } from '../../../islands/stores/cart';
import { $siteUser, detectSiteUser, markSignedOut, resetSiteUserStore } from '../../../islands/stores/site-user';
import { fakeTransport, json } from './fake-transport';
import { cartEntry, shoppingCart } from './cart-fixture';

const account = { email: 'a@b.co', verified: true, createdAt: 1, language: null, pendingEmail: null };

afterEach(() => {
  resetCartStore();
  resetSiteUserStore();
});

describe('cart loading with the site-user hint', () => {
  it('the client entry expects a cart for the hint cookie', () => {
    expect(shouldLoadCart('siteUserHint=1')).toBe(true);
    expect(shouldLoadCart('siteUserHint=0')).toBe(false);
  });

  it('asks the account call only when the hint is the one reason', async () => {
    const asked: string[] = [];
    const ask = async () => { asked.push('account'); return true; };
    expect(await cartLoadsOnStart('hasCart=true; siteUserHint=1', ask)).toBe(true);
    expect(await cartLoadsOnStart('crumb=x', ask)).toBe(false);
    expect(asked).toEqual([]);
    expect(await cartLoadsOnStart('siteUserHint=1', ask)).toBe(true);
    expect(await cartLoadsOnStart('siteUserHint=1', async () => false)).toBe(false);
    expect(asked).toEqual(['account']);
  });

  it('on page start: account call, then the account\'s cart', async () => {
    const fake = fakeTransport([json(account), json(shoppingCart([cartEntry()]))]);
    setCartTransport(fake.transport);
    await startCart('siteUserHint=1');
    expect(fake.sent.map((s) => s.url.split('?')[0])).toEqual(['/api/site-users/account', '/api/commerce/shopping-cart']);
    expect($siteUser.get()).toEqual({ status: 'signedIn', account });
    expect($cart.get()?.totalQuantity).toBe(1);
  });

  it('a stale hint (401) marks the visitor signed out and reads no cart', async () => {
    const fake = fakeTransport([json({ error: 'You are not signed in.' }, 401)]);
    setCartTransport(fake.transport);
    await startCart('siteUserHint=1');
    expect(fake.sent).toHaveLength(1);
    expect($siteUser.get()).toEqual({ status: 'signedOut' });
    expect($cart.get()).toBeNull();
  });

  it('makes the account call once for every island that asks', async () => {
    const fake = fakeTransport([json(account)]);
    const [a, b] = await Promise.all([detectSiteUser(fake.transport), detectSiteUser(fake.transport)]);
    expect(a).toBe(b);
    expect(fake.sent).toHaveLength(1);
  });

  it('an unanswered account call leaves the visitor unknown-but-failed, not signed out', async () => {
    const fake = fakeTransport([new TypeError('Failed to fetch')]);
    expect(await detectSiteUser(fake.transport)).toMatchObject({ status: 'failed', failure: { kind: 'network' } });
  });
});

describe('signing out', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('removes the hint cookie host-only and for every parent domain, so a hint set with KIOSK_COOKIE_DOMAIN goes too', () => {
    const written: string[] = [];
    const fakeDocument = {
      set cookie(line: string) {
        written.push(line);
      },
      querySelectorAll: () => [],
    };
    vi.stubGlobal('document', fakeDocument);
    vi.stubGlobal('location', { hostname: 'www.shop.example' });
    markSignedOut();
    const expiries = written.filter((line) => line.startsWith('siteUserHint=;') && /Max-Age=0/.test(line));
    expect(expiries.map((line) => /Domain=([^;]+)/.exec(line)?.[1] ?? '(host)')).toEqual(['(host)', 'www.shop.example', 'shop.example']);
    expect($siteUser.get()).toEqual({ status: 'signedOut' });
  });
});
