import { describe, expect, it } from 'vitest';
import { validateAddToCart, type AddToCartInput } from '../../../islands/add-to-cart/validate';
import { chosenVariant } from '../../../islands/product/product-data';

const variants = [
  { sku: 'S-BLK', attributes: { Size: 'S', Color: 'Black' }, qtyInStock: 3, unlimited: false },
  { sku: 'M-BLK', attributes: { Size: 'M', Color: 'Black' }, qtyInStock: 10, unlimited: false },
  { sku: 'L-WHT', attributes: { Size: 'L', Color: 'White' }, qtyInStock: 0, unlimited: false },
  { sku: 'M-WHT', attributes: { Size: 'M', Color: 'White' }, qtyInStock: 0, unlimited: true },
];

function input(overrides: Partial<AddToCartInput>): AddToCartInput {
  return {
    productType: 1,
    optionNames: ['Size', 'Color'],
    variants,
    selection: { Size: 'M', Color: 'Black' },
    quantityText: '1',
    inCart: () => 0,
    ...overrides,
  };
}

describe('validateAddToCart (spec §5, in order)', () => {
  it('1. asks for every missing option, joined with "and"', () => {
    expect(validateAddToCart(input({ selection: {} }))).toEqual({ ok: false, message: 'Please select the Size and Color option.' });
    expect(validateAddToCart(input({ selection: { Size: 'S' } }))).toEqual({ ok: false, message: 'Please select the Color option.' });
  });

  it('1. asks for a gift card denomination instead', () => {
    expect(validateAddToCart(input({ productType: 4, optionNames: ['Amount'], selection: {} }))).toEqual({
      ok: false,
      message: 'Select a denomination for the Gift Card.',
    });
  });

  it('2. refuses a combination no variant has, before looking at stock or quantity', () => {
    expect(validateAddToCart(input({ selection: { Size: 'S', Color: 'White' }, quantityText: 'x' }))).toEqual({
      ok: false,
      message: 'Sorry, that item variant is unavailable. Please select another variant.',
    });
  });

  it('3. refuses a variant without enough stock, counting what the cart holds', () => {
    const notEnough = { ok: false, message: 'Sorry, we do not have enough of that item available.' };
    expect(validateAddToCart(input({ selection: { Size: 'L', Color: 'White' } }))).toEqual(notEnough);
    expect(validateAddToCart(input({ selection: { Size: 'S', Color: 'Black' }, quantityText: '4' }))).toEqual(notEnough);
    expect(validateAddToCart(input({ selection: { Size: 'S', Color: 'Black' }, inCart: (sku) => (sku === 'S-BLK' ? 3 : 0) }))).toEqual(notEnough);
    expect(validateAddToCart(input({ selection: { Size: 'M', Color: 'White' }, quantityText: '500' }))).toEqual({ ok: true, sku: 'M-WHT', quantity: 500 });
  });

  it('4. refuses a quantity that is not a number', () => {
    for (const text of ['', 'abc', '1x']) {
      expect(validateAddToCart(input({ quantityText: text }))).toEqual({ ok: false, message: 'Quantity must be a number.' });
    }
  });

  it('5. refuses a quantity that is not whole', () => {
    expect(validateAddToCart(input({ quantityText: '1.5' }))).toEqual({ ok: false, message: 'Quantity must be a whole number.' });
  });

  it('passes with the chosen sku and quantity', () => {
    expect(validateAddToCart(input({ quantityText: '2' }))).toEqual({ ok: true, sku: 'M-BLK', quantity: 2 });
    expect(validateAddToCart(input({ quantityText: undefined }))).toEqual({ ok: true, sku: 'M-BLK', quantity: 1 });
  });

  it('uses the only variant of a product without options, and lets the server pick when none is known', () => {
    const mug = [{ sku: 'MUG', attributes: {}, qtyInStock: 3, unlimited: false }];
    expect(validateAddToCart(input({ optionNames: [], variants: mug, selection: {} }))).toEqual({ ok: true, sku: 'MUG', quantity: 1 });
    expect(validateAddToCart(input({ optionNames: [], variants: [], selection: {} }))).toEqual({ ok: true, sku: null, quantity: 1 });
  });
});

describe('chosenVariant', () => {
  it('matches every option', () => {
    expect(chosenVariant(['Size', 'Color'], variants, { Size: 'L', Color: 'White' })?.sku).toBe('L-WHT');
    expect(chosenVariant(['Size', 'Color'], variants, { Size: 'L' })).toBeUndefined();
  });
});

describe('validateAddToCart reports only the first rule that fails (spec §5 order)', () => {
  const cases: [string, Partial<AddToCartInput>, string][] = [
    ['missing option before a bad quantity', { selection: { Color: 'Black' }, quantityText: '1.5' }, 'Please select the Size option.'],
    ['missing variant before no stock', { selection: { Size: 'S', Color: 'White' }, quantityText: '99' }, 'Sorry, that item variant is unavailable. Please select another variant.'],
    ['no stock before a bad quantity', { selection: { Size: 'L', Color: 'White' }, quantityText: 'abc' }, 'Sorry, we do not have enough of that item available.'],
    ['not a number before not whole', { quantityText: '1.5x' }, 'Quantity must be a number.'],
    ['not whole last', { quantityText: '2.25' }, 'Quantity must be a whole number.'],
  ];
  for (const [name, overrides, message] of cases) {
    it(name, () => {
      expect(validateAddToCart(input(overrides))).toEqual({ ok: false, message });
    });
  }
});
