// Where signing in leads: only paths of this site, never another origin however the `next` value is dressed up.
import { describe, expect, it } from 'vitest';
import { loginUrlFor, nextAfterSignIn, sameSitePath, withNext } from '../../../islands/account/next-path';

describe('sameSitePath', () => {
  it('keeps a path of the site with its query and fragment', () => {
    expect(sameSitePath('/account')).toBe('/account');
    expect(sameSitePath('/shop/p/classic-tee?color=black#reviews')).toBe('/shop/p/classic-tee?color=black#reviews');
    expect(sameSitePath('/a/../account')).toBe('/account');
  });

  it('refuses whatever could leave the site', () => {
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', 'account', '', '/\tevil', ' /account']) {
      expect(sameSitePath(next), next).toBeUndefined();
    }
    expect(sameSitePath(null)).toBeUndefined();
    expect(sameSitePath(`/${'a'.repeat(2001)}`)).toBeUndefined();
  });
});

describe('the sign-in page\'s next', () => {
  it('opens next after signing in, else the account page', () => {
    expect(nextAfterSignIn('?next=/account')).toBe('/account');
    expect(nextAfterSignIn('?next=%2Fcart')).toBe('/cart');
    expect(nextAfterSignIn('?next=https%3A%2F%2Fevil.example')).toBe('/account');
    expect(nextAfterSignIn('')).toBe('/account');
  });

  it('sends a signed-out visitor to sign in with the way back, slashes kept readable', () => {
    expect(loginUrlFor('/account')).toBe('/account/login?next=/account');
    expect(loginUrlFor('/shop?q=a&x=1')).toBe('/account/login?next=/shop%3Fq%3Da%26x%3D1');
    expect(nextAfterSignIn(new URL(loginUrlFor('/shop?q=a b&x=1'), 'http://x').search)).toBe('/shop?q=a%20b&x=1');
    expect(loginUrlFor('//evil.example')).toBe('/account/login?next=/account');
  });

  it('keeps next on the links between sign-in and sign-up', () => {
    expect(withNext('/account/sign-up', '?next=/cart')).toBe('/account/sign-up?next=/cart');
    expect(withNext('/account/sign-up', '?next=//evil.example')).toBe('/account/sign-up');
    expect(withNext('/account/login', '')).toBe('/account/login');
  });
});
