import { describe, expect, it } from 'vitest';
import { CartRequestError } from '../../../islands/stores/cart-api';
import { cartErrorMessage } from '../../../islands/stores/cart-error-message';

describe('cart error message (spec §8)', () => {
  it('names the cause: crumb, rate limit, network, the server, or a plain retry', () => {
    expect(cartErrorMessage(new CartRequestError('x', 403, 'server', true), true)).toBe('Your session has expired. Please reload the page and try again.');
    expect(cartErrorMessage(new CartRequestError('x', 403, 'server', true), false)).toBe('Please enable cookies in your browser, reload the page, and try again.');
    expect(cartErrorMessage(new CartRequestError('slow', 429, 'server'), true)).toBe('Please try again in a few seconds.');
    expect(cartErrorMessage(new CartRequestError('Failed to fetch', 0, 'network'), true)).toBe('Please check your internet connection.');
    expect(cartErrorMessage(new CartRequestError('Your cart changed in another window.', 409, 'server'), true)).toBe('Your cart changed in another window.');
    expect(cartErrorMessage(new CartRequestError('HTTP 502', 502, 'protocol'), true)).toBe('Please try again.');
    expect(cartErrorMessage(new Error('?'), true)).toBe('Please try again.');
  });
});
