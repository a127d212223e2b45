import { describe, expect, it } from 'vitest';
import { addErrorMessage, addErrorTitle } from '../../../islands/add-to-cart/error-message';
import { CartRequestError } from '../../../islands/stores/cart-api';

describe('add-to-cart alert text (spec §8)', () => {
  it('titles by product type and checkout mode', () => {
    expect(addErrorTitle(1)).toBe('Unable to Add Item');
    expect(addErrorTitle(1, true)).toBe('Unable to Purchase Item');
    expect(addErrorTitle(4)).toBe('Unable to purchase Gift Card');
  });

  it('explains a crumb failure by whether cookies work', () => {
    const error = new CartRequestError('x', 403, 'server', true);
    expect(addErrorMessage(error, true)).toBe('Your session has expired. Please reload the page and try again.');
    expect(addErrorMessage(error, false)).toBe('Please enable cookies in your browser, reload the page, and try again.');
  });

  it('asks to wait on 429, shows the server message otherwise', () => {
    expect(addErrorMessage(new CartRequestError('slow down', 429, 'server'), true)).toBe('Please try again in a few seconds.');
    expect(addErrorMessage(new CartRequestError('Sorry, this item is sold out.', 400, 'server'), true)).toBe('Sorry, this item is sold out.');
  });

  it('falls back for network and protocol failures', () => {
    expect(addErrorMessage(new CartRequestError('Failed to fetch', 0, 'network'), true)).toBe('Please check your internet connection.');
    expect(addErrorMessage(new CartRequestError('unexpected answer', 200, 'protocol'), true)).toBe('Please try again.');
    expect(addErrorMessage(new Error('?'), true)).toBe('Please try again.');
  });
});
