// The button's label rules (spec §4) from product JSON to the server-rendered island: the engine prints the
// label, the island keeps it as its idle label and swaps in Adding… / Added! only while busy.
import { describe, expect, it } from 'vitest';
import { buttonLabel } from '../../../islands/add-to-cart/add-flow';
import { renderIslands } from '../../../islands/ssr/render-islands';
import { findElementsByClass } from '../../../islands/ssr/find-elements';
import { parseAttributes } from '../../../islands/ssr/html-attributes';
import { product, renderTemplate } from '../ssr/adopt/engine-page';

function adoptedButton(item: Record<string, unknown>, json: Record<string, unknown> = {}, storeSettings?: Record<string, unknown>) {
  const html = renderIslands(renderTemplate('{item|add-to-cart-btn}', { ...json, item }), { findItem: () => item, storeSettings });
  const [root] = findElementsByClass(html, 'sqs-add-to-cart-button-wrapper');
  const props = JSON.parse(parseAttributes(root.attributeText)['data-props']) as Record<string, unknown>;
  const inner = /<div class="sqs-add-to-cart-button-inner">([^<]*)<\/div>/.exec(html)?.[1];
  return { props, inner };
}

describe('add-to-cart label', () => {
  it('is Add To Cart for an ordinary product', () => {
    expect(adoptedButton(product('mug', { productType: 1 }))).toMatchObject({ inner: 'Add To Cart', props: { label: 'Add To Cart', isSubscription: false } });
  });

  it('is Subscribe for a subscribable product, which then subscribes', () => {
    const coffee = product('coffee', { productType: 1, isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 2, unit: 'WEEK' } } });
    expect(adoptedButton(coffee)).toMatchObject({ inner: 'Subscribe', props: { label: 'Subscribe', isSubscription: true } });
  });

  it('is the custom text when useCustomAddButtonText is set and the text is not empty', () => {
    expect(adoptedButton(product('svc', { productType: 3, useCustomAddButtonText: true, customAddButtonText: 'Book Now' })).inner).toBe('Book Now');
    expect(adoptedButton(product('svc', { productType: 3, useCustomAddButtonText: true, customAddButtonText: '' })).inner).toBe('Add To Cart');
    expect(adoptedButton(product('svc', { productType: 3, useCustomAddButtonText: false, customAddButtonText: 'Book Now' })).inner).toBe('Add To Cart');
  });

  it("uses the site's localized default", () => {
    const json = { localizedStrings: { productAddToCartText: 'In den Warenkorb' } };
    expect(adoptedButton(product('mug', { productType: 1 }), json).inner).toBe('In den Warenkorb');
  });

  it('shows Adding… and Added! while busy, the idle label otherwise', () => {
    expect(['idle', 'adding', 'added'].map((s) => buttonLabel(s as 'idle', 'Book Now'))).toEqual(['Book Now', 'Adding…', 'Added!']);
  });
});

describe('add-to-cart purchase settings', () => {
  it('reads express checkout from the store settings (off unless set)', () => {
    const mug = product('mug', { productType: 1 });
    expect(adoptedButton(mug).props.expressCheckout).toBe(false);
    expect(adoptedButton(mug, {}, { expressCheckout: true }).props.expressCheckout).toBe(true);
  });

  it('knows whether the page shows a quantity input (spec §4)', () => {
    const hasQuantity = (item: Record<string, unknown>, settings?: Record<string, unknown>) => adoptedButton(item, {}, settings).props.hasQuantityInput;
    expect(hasQuantity(product('mug', { productType: 1 }))).toBe(true);
    expect(hasQuantity(product('svc', { productType: 3 }))).toBe(true);
    expect(hasQuantity(product('svc', { productType: 3 }), { multipleQuantityAllowedForServices: false })).toBe(false);
    expect(hasQuantity(product('ebook', { productType: 2 }))).toBe(false);
    expect(hasQuantity(product('coffee', { productType: 1, isSubscribable: true }))).toBe(false);
    const lastOne = product('necklace', { productType: 1, variants: [{ sku: 'n', attributes: {}, qtyInStock: 1 }] });
    expect(hasQuantity(lastOne)).toBe(false);
  });
});
