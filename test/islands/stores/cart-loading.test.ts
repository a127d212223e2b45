import { describe, expect, it } from 'vitest';
import { shouldLoadCart } from '../../../islands/stores/cart-loading';

describe('shouldLoadCart (spec §4 "Cart loading")', () => {
  it('loads for hasCart=true, a CART cookie, or an authenticated site user', () => {
    expect(shouldLoadCart('hasCart=true')).toBe(true);
    expect(shouldLoadCart('crumb=a; CART=token')).toBe(true);
    expect(shouldLoadCart(`SiteUserInfo=${encodeURIComponent('{"authenticated":true}')}`)).toBe(true);
  });

  it('does not load otherwise', () => {
    expect(shouldLoadCart('')).toBe(false);
    expect(shouldLoadCart('crumb=a; hasCart=false')).toBe(false);
    expect(shouldLoadCart(`SiteUserInfo=${encodeURIComponent('{"authenticated":false}')}`)).toBe(false);
  });
});
