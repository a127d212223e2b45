import { describe, expect, it } from 'vitest';
import { merchandisingFor, productMerchandisingContext, restockViews, scarcityViews } from '../../publisher/merchandising-context';

const variant = (sku: string, attributes: Record<string, string>, qtyInStock: number, unlimited = false) => ({ sku, attributes, qtyInStock, unlimited });
const product = (id: string, productType: number, variants: unknown[], variantOptionOrdering?: string[]) => ({
  id,
  structuredContent: { productType, variants, ...(variantOptionOrdering ? { variantOptionOrdering } : {}) },
});

const mug = product('mug', 1, [variant('MUG', {}, 3)]);
const tee = product('tee', 1, [variant('S', { Size: 'S' }, 2), variant('M', { Size: 'M' }, 10), variant('L', { Size: 'L' }, 0)], ['Size']);

describe('scarcityViews', () => {
  it('gives a product without options one notice for the product, when its stock is at or under the threshold', () => {
    expect(scarcityViews(mug, 5, false)).toEqual([{ qtyInStock: 3 }]);
    expect(scarcityViews(mug, 2, false)).toEqual([]);
  });

  it('gives each low variant its own notice, and the product one when shown by default', () => {
    expect(scarcityViews(tee, 5, false)).toEqual([{ qtyInStock: 2, attributes: { Size: 'S' } }]);
    expect(scarcityViews(tee, 12, true)).toEqual([
      { qtyInStock: 12 },
      { qtyInStock: 2, attributes: { Size: 'S' } },
      { qtyInStock: 10, attributes: { Size: 'M' } },
    ]);
  });

  it('never calls sold-out, unlimited, digital or gift-card stock scarce', () => {
    expect(scarcityViews(product('gone', 1, [variant('X', {}, 0)]), 5, true)).toEqual([]);
    expect(scarcityViews(product('svc', 3, [variant('X', {}, 0, true)]), 5, true)).toEqual([]);
    expect(scarcityViews(product('ebook', 2, [variant('X', {}, 1)]), 5, true)).toEqual([]);
    expect(scarcityViews(product('gift', 4, [variant('X', { Amount: '$25' }, 1), variant('Y', { Amount: '$50' }, 1)], ['Amount']), 5, true)).toEqual([]);
  });
});

describe('productMerchandisingContext', () => {
  const site = {
    websiteSettings: {
      storeSettings: {
        merchandising: { scarcityEnabled: true, scarcityText: 'Only {qtyInStock} left', scarcityThreshold: 5, scarcityShownByDefault: true, customSoldOutText: 'Gone' },
      },
    },
  };

  it('keys every product by id with the store settings and its scarcity views', () => {
    const context = productMerchandisingContext(site, [mug, tee, { id: 'post', title: 'Not a product' }]);
    expect(Object.keys(context)).toEqual(['mug', 'tee']);
    expect(context.mug).toEqual({
      scarcityEnabled: true,
      scarcityText: 'Only {qtyInStock} left',
      scarcityShownByDefault: true,
      customSoldOutText: 'Gone',
      scarcityTemplateViews: [{ qtyInStock: 3 }],
    });
  });

  it('computes no views while scarcity is off', () => {
    expect(merchandisingFor(mug, { scarcityEnabled: false, customSoldOutText: 'Gone' })).toEqual({ scarcityEnabled: false, customSoldOutText: 'Gone' });
    expect(productMerchandisingContext({}, [mug])).toEqual({ mug: {} });
  });
});

describe('restockViews', () => {
  const withIds = (item: ReturnType<typeof product>) => {
    const content = item.structuredContent as { variants: Record<string, unknown>[] };
    content.variants.forEach((v, i) => (v.id = `${item.id}-v${i}`));
    return item;
  };

  it('gives one view per sold-out variant, hidden by default when the product has options', () => {
    expect(restockViews(withIds(product('tee2', 1, tee.structuredContent.variants.map((v) => ({ ...(v as object) })), ['Size'])))).toEqual([
      { variantId: 'tee2-v2', hiddenByDefault: true },
    ]);
  });

  it('shows the form of a sold-out product without options by default', () => {
    expect(restockViews(withIds(product('gone', 1, [variant('GONE', {}, 0)])))).toEqual([{ variantId: 'gone-v0', hiddenByDefault: false }]);
  });

  it('falls back to the sku when a variant has no id, and skips stocked, unlimited, digital and gift-card variants', () => {
    expect(restockViews(product('gone', 3, [variant('SVC', {}, 0), variant('U', {}, 0, true)]))).toEqual([{ variantId: 'SVC', hiddenByDefault: false }]);
    expect(restockViews(mug)).toEqual([]);
    expect(restockViews(product('ebook', 2, [variant('X', {}, 0)]))).toEqual([]);
    expect(restockViews(product('gift', 4, [variant('X', { Amount: '$25' }, 0), variant('Y', { Amount: '$50' }, 0)], ['Amount']))).toEqual([]);
  });

  it('is in the context only while restock notifications are enabled', () => {
    const gone = withIds(product('gone', 1, [variant('GONE', {}, 0)]));
    expect(merchandisingFor(gone, { restockNotificationsEnabled: false })).toEqual({});
    expect(merchandisingFor(gone, { restockNotificationsEnabled: true, mailingListSignUpEnabled: true })).toEqual({
      mailingListSignUpEnabled: true,
      restockNotificationViews: [{ variantId: 'gone-v0', hiddenByDefault: false }],
    });
  });
});
