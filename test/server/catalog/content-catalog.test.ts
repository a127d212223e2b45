import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContentCatalog } from '../../../server/catalog/content-catalog';
import { CONTENT_DIR } from '../visitor';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function contentWith(items: Record<string, unknown>, typeName = 'products'): string {
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-content-'));
  dirs.push(dir);
  const folder = join(dir, 'collections', 'store');
  mkdirSync(join(folder, 'items'), { recursive: true });
  writeFileSync(join(folder, 'collection.json'), JSON.stringify({ typeName }));
  for (const [slug, item] of Object.entries(items)) writeFileSync(join(folder, 'items', `${slug}.json`), JSON.stringify(item));
  return dir;
}

describe('loadContentCatalog over the demo store', () => {
  const catalog = loadContentCatalog(CONTENT_DIR, 'USD');
  const bySlug = (url: string) => catalog.products.find((product) => product.url === `/shop/p/${url}`)!;

  it('reads the eight products of the contract', () => {
    expect(catalog.products).toHaveLength(8);
    expect(catalog.products.every((product) => /^[0-9a-f]{24}$/.test(product.itemId))).toBe(true);
  });

  it('reads types, options, prices in cents, sale prices and stock', () => {
    const tee = bySlug('classic-tee');
    expect(tee).toMatchObject({ productType: 'PHYSICAL', optionNames: ['Size', 'Color'] });
    expect(tee.variants.find((variant) => variant.sku === 'SQ-TEE-BLK-S')).toMatchObject({ priceCents: 2500, salePriceCents: 2000, onSale: true, qtyInStock: 10 });
    expect(tee.variants.find((variant) => variant.sku === 'SQ-TEE-WHT-L')).toMatchObject({ qtyInStock: 0, unlimited: false });
    expect(bySlug('limited-print').variants.map((variant) => [variant.priceCents, variant.qtyInStock])).toEqual([[4000, 0], [6000, 0]]);
    expect(bySlug('gift-card').variants.map((variant) => variant.priceCents)).toEqual([2500, 5000, 10000]);
    expect(bySlug('design-consultation')).toMatchObject({ productType: 'SERVICE' });
    expect(bySlug('field-guide-ebook').variants[0]).toMatchObject({ priceCents: 900, unlimited: true });
  });

  it('reads the subscription plan and the additional-fields form', () => {
    expect(bySlug('coffee-subscription')).toMatchObject({
      isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 },
    });
    const necklace = bySlug('name-necklace');
    const form = catalog.forms.find((candidate) => candidate.id === necklace.formId);
    expect(form?.fields.map((field) => [field.title, field.type, field.required ?? false])).toEqual([
      ['Name to engrave', 'text', true],
      ['Gift message', 'textarea', false],
    ]);
    expect(form?.fields[1].maxLength).toBe(100);
  });
});

describe('loadContentCatalog rules', () => {
  it('prices digital products from the product and gives them a line without variants', () => {
    const dir = contentWith({
      ebook: { id: 'a'.repeat(24), title: 'E', structuredContent: { productType: 2, priceMoney: { currency: 'USD', value: '4.50' } } },
    });
    const [product] = loadContentCatalog(dir, 'USD').products;
    expect(product.variants).toEqual([expect.objectContaining({ sku: 'a'.repeat(24), priceCents: 450, unlimited: true })]);
  });

  it('keeps each variant\'s content id, and null for a variant without one', () => {
    const dir = contentWith({
      cup: { id: 'f'.repeat(24), structuredContent: { productType: 1, variants: [
        { id: 'v-1', sku: 'C1', priceMoney: { currency: 'USD', value: '1' } },
        { sku: 'C2', priceMoney: { currency: 'USD', value: '1' } },
      ] } },
    });
    expect(loadContentCatalog(dir, 'USD').products[0].variants.map((variant) => [variant.sku, variant.variantId])).toEqual([['C1', 'v-1'], ['C2', null]]);
  });

  it('uses the currency\'s fraction digits (JPY has none)', () => {
    const dir = contentWith({
      cup: { id: 'b'.repeat(24), structuredContent: { productType: 1, variants: [{ sku: 'C', priceMoney: { currency: 'JPY', value: '1500' }, qtyInStock: 2 }] } },
    });
    expect(loadContentCatalog(dir, 'JPY').products[0].variants[0].priceCents).toBe(1500);
  });

  it('refuses a product priced in another currency than the store\'s', () => {
    const dir = contentWith({
      cup: { id: 'c'.repeat(24), structuredContent: { productType: 1, variants: [{ sku: 'C', priceMoney: { currency: 'EUR', value: '15' } }] } },
    });
    expect(() => loadContentCatalog(dir, 'USD')).toThrow(/cup\.json: priced in EUR, the store sells in USD/);
  });

  it('skips items without an id or a sellable type, and collections that are not stores', () => {
    const dir = contentWith({
      noid: { structuredContent: { productType: 1 } },
      unknown: { id: 'd'.repeat(24), structuredContent: { productType: 9 } },
    });
    expect(loadContentCatalog(dir, 'USD').products).toEqual([]);
    const blog = contentWith({ post: { id: 'e'.repeat(24), structuredContent: { productType: 1 } } }, 'blog');
    expect(loadContentCatalog(blog, 'USD').products).toEqual([]);
  });

  it('reads a membership (PAYWALL) priced on the product, unlimited, once, with the area it grants', () => {
    const dir = contentWith({
      club: { id: 'f'.repeat(24), memberAreaId: 'club', structuredContent: { productType: 5, priceMoney: { currency: 'USD', value: '25' }, isSubscribable: true } },
    });
    const [club] = loadContentCatalog(dir, 'USD').products;
    expect(club).toMatchObject({ productType: 'PAYWALL', memberAreaId: 'club', isSubscribable: false, subscriptionPlan: null });
    expect(club.variants).toMatchObject([{ priceCents: 2500, unlimited: true }]);
    const nameless = contentWith({ club: { id: 'f'.repeat(24), structuredContent: { productType: 5 } } });
    expect(() => loadContentCatalog(nameless, 'USD')).toThrow(/club\.json: a PAYWALL product names the member area/);
  });

  it('names the broken file', () => {
    const dir = contentWith({});
    writeFileSync(join(dir, 'collections/store/items/broken.json'), '{');
    expect(() => loadContentCatalog(dir, 'USD')).toThrow(/broken\.json/);
  });
});
