import { describe, expect, it } from 'vitest';
import { cookieValue } from '../../../islands/stores/cookies';
import { hasCartCookie } from '../../../islands/stores/has-cart-cookie';

describe('cookies', () => {
  it('reads one cookie among several', () => {
    expect(cookieValue('a=1; crumb=abc%20d; hasCart=true', 'crumb')).toBe('abc d');
    expect(cookieValue('xcrumb=1', 'crumb')).toBeUndefined();
    expect(cookieValue('crumb=%E0%A4%A', 'crumb')).toBe('%E0%A4%A');
  });

  it('sees a cart only when hasCart is exactly true', () => {
    expect(hasCartCookie('crumb=x; hasCart=true')).toBe(true);
    expect(hasCartCookie('hasCart=false')).toBe(false);
    expect(hasCartCookie('myhasCart=true')).toBe(false);
    expect(hasCartCookie('')).toBe(false);
  });
});
