import { describe, expect, it } from 'vitest';
import { renderIslands, renderIslandsInTurn, renderStandaloneIsland } from '../../../islands/ssr/render-islands';
import { parseAttributes } from '../../../islands/ssr/html-attributes';
import { findElementsByClass } from '../../../islands/ssr/find-elements';
import { addToCartMarkup, ITEM_ID, quantityMarkup, teeItem, variantsMarkup } from './widget-markup';

const context = { findItem: (id: string) => (id === ITEM_ID ? teeItem : undefined) };

function islandOf(html: string, rootClass: string) {
  const [found] = findElementsByClass(html, rootClass);
  const attributes = parseAttributes(found.attributeText);
  return {
    name: attributes['data-island'],
    props: JSON.parse(attributes['data-props']) as Record<string, unknown>,
    attributes,
    content: html.slice(found.contentStart, found.contentEnd),
  };
}

describe('renderIslands', () => {
  const page = `<main><h1>Tee</h1>${variantsMarkup}${quantityMarkup}${addToCartMarkup}</main>`;
  const html = renderIslands(page, context);

  it('marks the add-to-cart widget and reads its props from the markup and the item', () => {
    const island = islandOf(html, 'sqs-add-to-cart-button-wrapper');
    expect(island.name).toBe('AddToCart');
    expect(island.attributes['data-animation-role']).toBe('button');
    expect(island.props).toMatchObject({
      itemId: ITEM_ID,
      productType: 1,
      label: 'Add To Cart',
      optionNames: ['Size', 'Color'],
      variants: [
        { sku: 'TEE-S-BLK', attributes: { Size: 'S', Color: 'Black' }, qtyInStock: 10, unlimited: false },
        { sku: 'TEE-L-WHT', attributes: { Size: 'L', Color: 'White' }, qtyInStock: 0, unlimited: false },
      ],
    });
    expect((island.props.dataAttributes as Record<string, string>)['data-collection-id']).toBe('c1');
  });

  it('server-renders the button as Squarespace markup with its label', () => {
    const island = islandOf(html, 'sqs-add-to-cart-button-wrapper');
    expect(island.content).toMatch(
      /^<div data-dynamic-strings="" data-collection-id="c1" data-item-id="3ef290f429125ebe0da95424" data-product-type="1" data-use-custom-label="false" data-original-label="Add To Cart" class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary " role="button" tabindex="0"><div class="sqs-add-to-cart-button-inner">Add To Cart<\/div><\/div>/,
    );
  });

  it('renders the variant selects and radio buttons with the printed labels', () => {
    const island = islandOf(html, 'product-variants');
    expect(island.name).toBe('VariantSelect');
    expect(island.props).toEqual({
      itemId: ITEM_ID,
      options: [
        { name: 'Size', title: 'Size: ', selectLabel: 'Select Size', placeholder: 'Select Size', values: ['S', 'M', 'L'].map((v) => ({ value: v, label: v })) },
        { name: 'Color', title: 'Color: ', selectLabel: 'Select Color', placeholder: 'Select Color', values: ['Black', 'White'].map((v) => ({ value: v, label: v })) },
      ],
      variants: [
        { attributes: { Size: 'S', Color: 'Black' }, qtyInStock: 10, unlimited: false },
        { attributes: { Size: 'L', Color: 'White' }, qtyInStock: 0, unlimited: false },
      ],
    });
    expect(island.content).toContain('<select aria-label="Select Size" data-variant-option-name="Size"><option value="" selected="">Select Size</option><option value="S">S</option>');
    expect(island.content).toContain('<div class="variant-radiobtn-wrapper" data-variant-option-name="Color" role="radiogroup" aria-label="Color">');
    expect(island.content).toContain('<label class="sqs-button-element--secondary" for="variant-option-Color-Black">Black</label>');
  });

  it('marks values no variant has (unavailable) or no stock backs (sold out), leaving them selectable', () => {
    const island = islandOf(html, 'product-variants');
    // The item makes S/Black and L/White (no stock): M makes no variant, L and White nothing in stock.
    expect(island.content).toContain('<option value="M">M (unavailable)</option><option value="L">L (sold out)</option>');
    expect(island.content).toContain(
      '<label class="sqs-button-element--secondary variant-unavailable" for="variant-option-Color-White">White<span class="kiosk-visually-hidden"> (sold out)</span></label>',
    );
    expect(island.content).toContain('id="variant-option-Size-M"');
    expect(island.content).not.toMatch(/<input[^>]*disabled/);
  });

  it('renders the quantity input', () => {
    const island = islandOf(html, 'product-quantity-input');
    expect(island.name).toBe('QuantityInput');
    expect(island.content).toBe(
      '<div class="quantity-label">Quantity:</div><input aria-label="Quantity" size="4" max="9999" min="1" type="number" step="1" value="1"/>',
    );
  });

  it('leaves everything else untouched and does not adopt a widget twice', () => {
    expect(html.startsWith('<main><h1>Tee</h1><div class="product-variants"')).toBe(true);
    expect(renderIslands(html, context)).toBe(html);
  });

  it('leaves a widget it cannot read as printed', () => {
    const broken = '<div class="product-quantity-input"><div class="quantity-label">Quantity:</div></div>';
    expect(renderIslands(broken, context)).toBe(broken);
  });
});

describe('renderIslands: product price', () => {
  const priceMarkup = '<div class="product-price">\nfrom <span class="sqs-money-native">20.00</span>\n</div>';
  const priced = {
    ...context,
    pageItemId: ITEM_ID,
    variantPrice: (_item: object, sku: string) => `<div class="product-price"><span class="sqs-money-native">${sku === 'TEE-S-BLK' ? '20.00' : '25.00'}</span></div>`,
  };

  it("adopts the page product's price with each variant's printed price", () => {
    const html = renderIslands(`<main>${priceMarkup}</main>`, priced);
    const island = islandOf(html, 'product-price');
    expect(island.name).toBe('ProductPrice');
    expect(island.props).toEqual({
      itemId: ITEM_ID,
      optionNames: ['Size', 'Color'],
      variants: [
        { sku: 'TEE-S-BLK', attributes: { Size: 'S', Color: 'Black' } },
        { sku: 'TEE-L-WHT', attributes: { Size: 'L', Color: 'White' } },
      ],
      initial: ['\nfrom ', ['span', { class: 'sqs-money-native' }, ['20.00']], '\n'],
      bySku: {
        'TEE-S-BLK': [['span', { class: 'sqs-money-native' }, ['20.00']]],
        'TEE-L-WHT': [['span', { class: 'sqs-money-native' }, ['25.00']]],
      },
    });
    // Server-rendered as printed: no wrapper element.
    expect(island.content).toBe('\nfrom <span class="sqs-money-native">20.00</span>\n');
  });

  it('leaves a price off an item page as printed', () => {
    expect(renderIslands(priceMarkup, context)).toBe(priceMarkup);
  });
});

describe('renderStandaloneIsland', () => {
  it('renders the cart pill hidden, marked as needing a cart', () => {
    const html = renderStandaloneIsland('CartPill', { cartUrl: '/cart', onCartPage: false }, { cartOnly: true });
    expect(html).toMatch(/^<div data-island="CartPill" data-props='\{"cartUrl":"\/cart","onCartPage":false\}' data-island-cart>/);
    expect(html).toContain('<div class="sqs-pill-shopping-cart kiosk-cart-pill cart-quantity-zero" aria-hidden="true"><a class="sqs-pill-shopping-cart-content" href="/cart" aria-label="Cart" tabindex="-1">');
    expect(html).toContain('<span class="total-quantity" aria-hidden="true">0</span>');
  });
});

describe('renderIslands in one pass', () => {
  it('gives the page the adopters give it one after another', () => {
    const page = `<main>${variantsMarkup}<p class="note">between</p>${quantityMarkup}${addToCartMarkup}</main>`;
    expect(renderIslands(page, context)).toBe(renderIslandsInTurn(page, context));
  });

  it('gives a widget inside another widget what the adopters in turn give it', () => {
    const nested = `<div class="product-quantity-input" data-item-id="${ITEM_ID}">${addToCartMarkup}</div>${variantsMarkup}`;
    expect(renderIslands(nested, context)).toBe(renderIslandsInTurn(nested, context));
  });

  it('returns a page with no widget as it is', () => {
    const page = '<main><p class="x" id="y">text</p></main>';
    expect(renderIslands(page, context)).toBe(page);
  });
});
