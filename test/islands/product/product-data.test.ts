// The islands read products with engine/commerce's rules: the same stock, option names and types as the engine
// prints and the server sells.
import { describe, expect, it } from 'vitest';
import { getItemVariantOptions } from '../../../engine/commerce';
import { productOptionNames, productVariants } from '../../../islands/product/product-data';

const product = (structuredContent: Record<string, unknown>) => ({ structuredContent });

describe('productVariants', () => {
  it('states each variant\'s stock: units left, or unlimited with 0', () => {
    const item = product({
      productType: 1,
      variants: [
        { sku: 'A', attributes: { Size: 'S' }, qtyInStock: '4' },
        { sku: 'B', attributes: { Size: 'M' }, qtyInStock: -2 },
        { sku: 'C', attributes: { Size: 'L' }, qtyInStock: 9, unlimited: true },
      ],
    });
    expect(productVariants(item)).toEqual([
      { sku: 'A', attributes: { Size: 'S' }, qtyInStock: 4, unlimited: false },
      { sku: 'B', attributes: { Size: 'M' }, qtyInStock: 0, unlimited: false },
      { sku: 'C', attributes: { Size: 'L' }, qtyInStock: 0, unlimited: true },
    ]);
  });

  it('treats a gift card\'s and a digital product\'s variants as unlimited, as the server does', () => {
    const variants = [{ sku: 'G', attributes: { Amount: '$25' }, qtyInStock: 0, unlimited: false }];
    expect(productVariants(product({ productType: 4, variants }))[0]).toMatchObject({ unlimited: true, qtyInStock: 0 });
    expect(productVariants(product({ productType: 'DIGITAL', variants }))[0]).toMatchObject({ unlimited: true });
  });

  it('leaves out variants without a sku and entries that are not objects', () => {
    const item = product({ productType: 1, variants: [{ qtyInStock: 1 }, null, 'x', { sku: 'K', qtyInStock: 1 }] });
    expect(productVariants(item).map((v) => v.sku)).toEqual(['K']);
  });
});

describe('productOptionNames', () => {
  it('names the options the page prints a chooser for, in variantOptionOrdering order', () => {
    const item = product({
      productType: 1,
      variantOptionOrdering: ['Size', 'Color'],
      variants: [
        { sku: 'A', attributes: { Color: 'Black', Size: 'S' } },
        { sku: 'B', attributes: { Color: 'White', Size: 'M' } },
      ],
    });
    expect(productOptionNames(item)).toEqual(['Size', 'Color']);
    expect(productOptionNames(item)).toEqual(getItemVariantOptions(item).map((o) => o.name));
  });

  it('asks for nothing when a single variant offers no choice', () => {
    const item = product({ productType: 1, variantOptionOrdering: ['Size'], variants: [{ sku: 'A', attributes: { Size: 'S' } }] });
    expect(productOptionNames(item)).toEqual([]);
  });
});
