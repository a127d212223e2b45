import { describe, expect, it } from 'vitest';
import { apiError } from '../site-api/api-error-fixture';
import { cartErrorMessage } from '../../../islands/stores/cart-error-message';

describe('cart error message (spec §8)', () => {
  it('names the cause: crumb, rate limit, network, the server, or a plain retry', () => {
    expect(cartErrorMessage(apiError({ message: 'x', status: 403, kind: 'server', crumbFail: true }), true)).toBe('Your session has expired. Please reload the page and try again.');
    expect(cartErrorMessage(apiError({ message: 'x', status: 403, kind: 'server', crumbFail: true }), false)).toBe('Please enable cookies in your browser, reload the page, and try again.');
    expect(cartErrorMessage(apiError({ message: 'slow', status: 429, kind: 'server' }), true)).toBe('Please try again in a few seconds.');
    expect(cartErrorMessage(apiError({ message: 'Failed to fetch', status: 0, kind: 'network' }), true)).toBe('Please check your internet connection.');
    expect(cartErrorMessage(apiError({ message: 'Your cart changed in another window.', status: 409, kind: 'server' }), true)).toBe('Your cart changed in another window.');
    expect(cartErrorMessage(apiError({ message: 'HTTP 502', status: 502, kind: 'protocol' }), true)).toBe('Please try again.');
    expect(cartErrorMessage(new Error('?'), true)).toBe('Please try again.');
  });
});
