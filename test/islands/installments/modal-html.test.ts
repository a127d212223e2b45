import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyContent, loadModalHtml } from '../../../islands/installments/modal-html';

afterEach(() => vi.restoreAllMocks());

describe('loadModalHtml', () => {
  it('gives the body of the provider page for the locale', async () => {
    const fetcher = vi.fn(async () => new Response('<!doctype html><html><head><title>x</title></head><body>\n<p>Pay in 4</p>\n</body></html>'));
    expect(await loadModalHtml('/installments/afterpay/en_US.html', fetcher)).toBe('<p>Pay in 4</p>');
    expect(fetcher).toHaveBeenCalledWith('/installments/afterpay/en_US.html', { credentials: 'omit' });
  });

  it('only logs a failure (console.warn) and gives undefined', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadModalHtml('/missing.html', async () => new Response('nope', { status: 404 }))).toBeUndefined();
    expect(await loadModalHtml('/offline.html', async () => Promise.reject(new TypeError('Failed to fetch')))).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0][0])).toContain('/missing.html');
  });

  it('reads a fragment as it is', () => {
    expect(bodyContent(' <p>Hi</p> ')).toBe('<p>Hi</p>');
  });
});
