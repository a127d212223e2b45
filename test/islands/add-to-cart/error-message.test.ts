import { describe, expect, it } from 'vitest';
import { addErrorMessage, addErrorTitle } from '../../../islands/add-to-cart/error-message';
import { apiError } from '../site-api/api-error-fixture';

describe('add-to-cart alert text (spec §8)', () => {
  it('titles by product type and checkout mode', () => {
    expect(addErrorTitle(1)).toBe('Unable to Add Item');
    expect(addErrorTitle(1, true)).toBe('Unable to Purchase Item');
    expect(addErrorTitle(4)).toBe('Unable to purchase Gift Card');
  });

  it('explains a crumb failure by whether cookies work', () => {
    const error = apiError({ message: 'x', status: 403, kind: 'server', crumbFail: true });
    expect(addErrorMessage(error, true)).toBe('Your session has expired. Please reload the page and try again.');
    expect(addErrorMessage(error, false)).toBe('Please enable cookies in your browser, reload the page, and try again.');
  });

  it('asks to wait on 429, shows the server message otherwise', () => {
    expect(addErrorMessage(apiError({ message: 'slow down', status: 429, kind: 'server' }), true)).toBe('Please try again in a few seconds.');
    expect(addErrorMessage(apiError({ message: 'Sorry, this item is sold out.', status: 400, kind: 'server' }), true)).toBe('Sorry, this item is sold out.');
  });

  it('falls back for network and protocol failures', () => {
    expect(addErrorMessage(apiError({ message: 'Failed to fetch', status: 0, kind: 'network' }), true)).toBe('Please check your internet connection.');
    expect(addErrorMessage(apiError({ message: 'unexpected answer', status: 200, kind: 'protocol' }), true)).toBe('Please try again.');
    expect(addErrorMessage(new Error('?'), true)).toBe('Please try again.');
  });
});
