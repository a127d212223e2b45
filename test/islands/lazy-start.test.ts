import { describe, expect, it } from 'vitest';
import { needsHydration } from '../../islands/lazy-start';

const island = (...attributes: string[]) => ({ hasAttribute: (name: string) => attributes.includes(name) });

describe('needsHydration', () => {
  it('loads React for a page with a commerce island', () => {
    expect(needsHydration([island(), island('data-island-cart')], '')).toBe(true);
  });

  it('skips React for a page whose only island is the cart pill and whose visitor has no cart', () => {
    expect(needsHydration([island('data-island-cart')], 'crumb=x')).toBe(false);
    expect(needsHydration([], '')).toBe(false);
  });

  it('loads React when the visitor has a cart, so the pill shows it', () => {
    expect(needsHydration([island('data-island-cart')], 'hasCart=true')).toBe(true);
  });

  it('loads React for an authenticated site user, whose cart loads on start', () => {
    expect(needsHydration([island('data-island-cart')], `SiteUserInfo=${encodeURIComponent('{"authenticated":true}')}`)).toBe(true);
  });
});
