// The page product's mark, scarcity notices and gallery as adopted from the engine's markup: only widgets in
// the page product's block become islands, with what they need to follow the visitor's choice.
import { describe, expect, it } from 'vitest';
import { findElementsByClass } from '../../../../islands/ssr/find-elements';
import { parseAttributes } from '../../../../islands/ssr/html-attributes';
import { widgetMarkup, type Adopter } from '../../../../islands/ssr/adopter';
import { ADOPTERS, renderIslands, renderIslandsInTurn, type IslandContext } from '../../../../islands/ssr/render-islands';
import { variantWidgetRenderer } from '../../../../publisher/variant-price';
import { product, renderTemplate, tee } from './engine-page';

const mug = product('mug', { productType: 1, variants: [{ sku: 'm', attributes: {}, qtyInStock: 3, onSale: true, priceMoney: { value: '18.00' }, salePriceMoney: { value: '15.00' } }] });
const items: Record<string, Record<string, unknown>> = { tee, mug };

const merchandising = {
  tee: {
    scarcityEnabled: true,
    scarcityText: 'Only {qtyInStock} left',
    scarcityTemplateViews: [{ qtyInStock: 14 }, { qtyInStock: 4, attributes: { Size: 'S', Color: 'White' } }],
  },
  mug: { scarcityEnabled: true, scarcityText: 'Only {qtyInStock} left', scarcityTemplateViews: [{ qtyInStock: 3 }] },
};

/** A product page for the tee with a related-product card for the mug, as the engine prints it. */
const PAGE_TEMPLATE = `{.section item}<article class="product-detail" data-item-id="{id}">
<div class="product-gallery"><figure class="slide" data-image-id="img-black"><img src="/black.jpg" alt="Black tee" fetchpriority="high"></figure><figure class="slide" data-image-id="img-white"><img src="/white.jpg" alt="White tee" loading="lazy"></figure></div>
<div class="marks">{@|product-status}</div>{@|product-scarcity}
</article>{.end}
{.section related}<article class="product-card" data-item-id="{id}">{@|product-status}{@|product-scarcity}</article>{.end}`;

const json = { item: tee, related: mug, productMerchandisingContext: merchandising };
const context: IslandContext = {
  findItem: (id) => items[id],
  pageItemId: 'tee',
  variantStatus: variantWidgetRenderer('product-status', json, 'en-US', 0),
};
const html = renderIslands(renderTemplate(PAGE_TEMPLATE, json), context);

function islands(rootClass: string) {
  return findElementsByClass(html, rootClass).map((found) => {
    const attributes = parseAttributes(found.attributeText);
    return {
      island: attributes['data-island'],
      props: attributes['data-props'] ? (JSON.parse(attributes['data-props']) as Record<string, unknown>) : undefined,
      hidden: 'hidden' in attributes,
      content: html.slice(found.contentStart, found.contentEnd),
    };
  });
}

describe('product mark', () => {
  it("adopts the page product's mark with each variant's own mark, and leaves the card's alone", () => {
    const [page, card] = islands('product-mark');
    expect(page.island).toBe('ProductStatus');
    expect(page.content).toBe('sale');
    expect(page.props).toMatchObject({
      itemId: 'tee',
      optionNames: ['Size', 'Color'],
      initial: { kind: 'sale', text: 'sale' },
      bySku: { 'S-BLK': { kind: 'sale', text: 'sale' }, 'L-BLK': null, 'S-WHT': null, 'L-WHT': { kind: 'sold-out', text: 'sold out' } },
    });
    expect(card.island).toBeUndefined();
  });
});

describe('scarcity notices', () => {
  it("adopts the page product's notices, product-wide and per variant", () => {
    const [whole, white, card] = islands('product-scarcity');
    expect(whole).toMatchObject({ island: 'ProductScarcity', hidden: false, props: { itemId: 'tee', attributes: null, text: '\n    Only 14 left\n  ' } });
    expect(white).toMatchObject({ island: 'ProductScarcity', hidden: true, props: { attributes: { Size: 'S', Color: 'White' }, text: '\n    Only 4 left\n  ' } });
    expect(white.content).toBe('\n    Only 4 left\n  ');
    expect(card.island).toBeUndefined();
  });
});

describe('gallery', () => {
  it('adopts the slides with their printed images, which React never re-renders', () => {
    const [gallery] = islands('product-gallery');
    expect(gallery.island).toBe('ProductGallery');
    expect(gallery.props).toMatchObject({
      itemId: 'tee',
      slides: [
        { imageId: 'img-black', tag: 'figure', attributes: { class: 'slide', 'data-image-id': 'img-black' }, html: '<img src="/black.jpg" alt="Black tee" fetchpriority="high">' },
        { imageId: 'img-white', tag: 'figure', html: '<img src="/white.jpg" alt="White tee" loading="lazy">' },
      ],
    });
    // No preload link ahead of the slides (React adds one for a high-priority <img> it renders itself).
    expect(gallery.content).toBe(
      '<figure class="slide" data-image-id="img-black"><img src="/black.jpg" alt="Black tee" fetchpriority="high"></figure>' +
        '<figure class="slide" data-image-id="img-white"><img src="/white.jpg" alt="White tee" loading="lazy"></figure>',
    );
  });

  it('leaves a gallery alone when every variant shows the same picture', () => {
    const plain = { ...tee, structuredContent: { ...tee.structuredContent, variants: tee.structuredContent.variants.map((v) => ({ ...v, mainImage: { id: 'img-black' } })) } };
    const out = renderIslands(renderTemplate(PAGE_TEMPLATE, { ...json, item: plain }), { ...context, findItem: (id) => (id === 'tee' ? plain : items[id]) });
    expect(findElementsByClass(out, 'product-gallery')[0].attributeText).not.toContain('data-island');
  });
});

describe('subscription summary', () => {
  it('server-renders the loading text the template printed, so hydration changes nothing', () => {
    const markup = '<div class="kiosk-subscription-summary" data-locale="en-US" aria-live="polite"><p class="subscription-summary__status">Loading your subscription…</p></div>';
    const out = renderIslands(markup, { findItem: () => undefined });
    const [root] = findElementsByClass(out, 'kiosk-subscription-summary');
    expect(JSON.parse(parseAttributes(root.attributeText)['data-props'])).toEqual({ locale: 'en-US', loadingText: 'Loading your subscription…' });
    expect(out.slice(root.contentStart, root.contentEnd)).toBe('<p class="subscription-summary__status">Loading your subscription…</p>');
  });
});

describe('adopters of the page product only', () => {
  const PRICE_PAGE = PAGE_TEMPLATE.replace('<div class="marks">', '{@|product-price}<div class="marks">');
  const printed = renderTemplate(PRICE_PAGE, json);
  const full: IslandContext = { ...context, variantPrice: variantWidgetRenderer('product-price', json, 'en-US', 0) };
  const flagged = ADOPTERS.filter((adopter) => adopter.pageProductOnly);
  const adoptedBy = (adopter: Adopter, pageContext: IslandContext) =>
    findElementsByClass(printed, adopter.rootClass ?? '').map((found) =>
      adopter.adopt(widgetMarkup(parseAttributes(found.attributeText), printed.slice(found.contentStart, found.contentEnd), 'tee'), pageContext),
    );

  it('are the price, mark, scarcity and gallery, and each adopts its widget on the product page', () => {
    expect(flagged.map((adopter) => adopter.island).sort()).toEqual(['ProductGallery', 'ProductPrice', 'ProductScarcity', 'ProductStatus']);
    for (const adopter of flagged) expect(adoptedBy(adopter, full).some((props) => props !== undefined)).toBe(true);
  });

  // renderIslands does not even look for their roots on such a page: that is only right while they would adopt nothing.
  it('adopt nothing on a page that is no item page', () => {
    const { pageItemId: _none, ...offItemPage } = full;
    for (const adopter of flagged) expect(adoptedBy(adopter, offItemPage).every((props) => props === undefined)).toBe(true);
  });

  it('leave a list page as printed, as they did when their roots were looked for', () => {
    const { pageItemId: _none, ...offItemPage } = full;
    const list = renderTemplate('{.repeated section items}<article class="product-card" data-item-id="{id}">{@|product-price}{@|product-status}</article>{.end}', { items: [tee, mug] });
    expect(renderIslands(list, offItemPage)).toBe(list);
    expect(renderIslandsInTurn(list, offItemPage)).toBe(list);
  });
});
