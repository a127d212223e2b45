import { describe, expect, it } from 'vitest';
import { CART_LOADING_CLASS, holdAddButtons, releaseAddButtons, type MarkableElement } from '../../islands/cart-wait';

/** Just enough of an element: its classes and attributes. */
function element() {
  const classes = new Set<string>();
  const attributes = new Map<string, string>();
  const node: MarkableElement = {
    classList: { add: (name) => void classes.add(name), remove: (name) => void classes.delete(name) },
    setAttribute: (name, value) => void attributes.set(name, value),
    removeAttribute: (name) => void attributes.delete(name),
  };
  return { node, classes, attributes };
}

/** A page with two add-to-cart wrappers. */
function page() {
  const html = element();
  const wrappers = [element(), element()];
  const selectors: string[] = [];
  const doc = {
    documentElement: html.node,
    querySelectorAll: (selector: string) => {
      selectors.push(selector);
      return wrappers.map((w) => w.node);
    },
  };
  return { doc, html, wrappers, selectors };
}

const busy = (wrappers: ReturnType<typeof element>[]) => wrappers.map((w) => w.attributes.get('aria-busy') ?? null);

describe('holdAddButtons (spec §4 "Cart loading")', () => {
  it.each([
    ['a hasCart=true cookie', 'crumb=x; hasCart=true'],
    ['a cart cookie', 'CART=token'],
    ['an authenticated site user', `SiteUserInfo=${encodeURIComponent('{"authenticated":true,"siteUserId":"u1"}')}`],
  ])('holds the add buttons when the cart loads on start: %s', (_why, cookies) => {
    const { doc, html, wrappers, selectors } = page();
    expect(holdAddButtons(doc, cookies)).toBe(true);
    expect([...html.classes]).toEqual([CART_LOADING_CLASS]);
    expect(busy(wrappers)).toEqual(['true', 'true']);
    expect(selectors).toEqual(['.sqs-add-to-cart-button-wrapper']);
  });

  it.each([
    ['no cookie at all', ''],
    ['only the crumb', 'crumb=x'],
    ['hasCart=false', 'hasCart=false'],
    ['a visitor who is not signed in', `SiteUserInfo=${encodeURIComponent('{"authenticated":false}')}`],
  ])('hides nothing when the cart need not load: %s', (_why, cookies) => {
    const { doc, html, wrappers } = page();
    expect(holdAddButtons(doc, cookies)).toBe(false);
    expect(html.classes.size).toBe(0);
    expect(busy(wrappers)).toEqual([null, null]);
  });
});

describe('releaseAddButtons', () => {
  it('shows the held buttons again and ends their busy state', () => {
    const { doc, html, wrappers } = page();
    holdAddButtons(doc, 'hasCart=true');
    releaseAddButtons(doc);
    expect(html.classes.size).toBe(0);
    expect(busy(wrappers)).toEqual([null, null]);
  });
});
