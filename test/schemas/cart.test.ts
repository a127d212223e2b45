import { describe, expect, it } from 'vitest';
import { AddEntryRequest, Quantity, selectOptionsMessage, UpdateQuantityRequest } from '../../schemas/cart';

describe('Quantity', () => {
  it('accepts whole numbers 1..9999, also as text', () => {
    expect(Quantity.parse(1)).toBe(1);
    expect(Quantity.parse('12')).toBe(12);
    expect(Quantity.parse(9999)).toBe(9999);
  });

  it('gives the spec messages in order: not a number, then not whole', () => {
    const message = (value: unknown) => Quantity.safeParse(value).error?.issues[0].message;
    expect(message('abc')).toBe('Quantity must be a number.');
    expect(message('')).toBe('Quantity must be a number.');
    expect(message(Number.NaN)).toBe('Quantity must be a number.');
    expect(message(Number.POSITIVE_INFINITY)).toBe('Quantity must be a number.');
    expect(message(2.5)).toBe('Quantity must be a whole number.');
    expect(message('2.5')).toBe('Quantity must be a whole number.');
    expect(message(0)).toBe('Quantity must be between 1 and 9999.');
    expect(message(10_000)).toBe('Quantity must be between 1 and 9999.');
  });
});

describe('requests', () => {
  it('AddEntryRequest defaults the quantity and allows a null sku and additionalFields', () => {
    expect(AddEntryRequest.parse({ itemId: 'x', sku: null, additionalFields: null })).toEqual({
      itemId: 'x', sku: null, quantity: 1, additionalFields: null,
    });
  });

  it('UpdateQuantityRequest needs a quantity', () => {
    expect(UpdateQuantityRequest.safeParse({}).success).toBe(false);
  });
});

describe('selectOptionsMessage', () => {
  it('joins two or more options with "and"', () => {
    expect(selectOptionsMessage(['Size'])).toBe('Please select the Size option.');
    expect(selectOptionsMessage(['Size', 'Color'])).toBe('Please select the Size and Color option.');
    expect(selectOptionsMessage(['Size', 'Color', 'Fit'])).toBe('Please select the Size, Color and Fit option.');
  });
});
