import { describe, expect, it } from 'vitest';
import {
  checkOnServer, fetchFormTemplate, fetchStock, stockFailureMessage, templateFailureMessage,
} from '../../../islands/additional-fields/form-api';
import type { ApiResult } from '../../../islands/site-api/api-failure';
import { fakeTransport, json } from '../stores/fake-transport';
import { TEMPLATE } from './necklace-form';

/** The text shown for a failed result, through `message`; the data of a successful one. */
function failedWith<T>(result: ApiResult<T>, message: (failure: Extract<ApiResult<T>, { ok: false }>['failure']) => string): string {
  if (result.ok) throw new Error('expected a failure');
  return message(result.failure);
}

describe('the additional-fields calls (spec §7)', () => {
  it('reads the stock of an item from GET /api/commerce/inventory/stock/?itemId=', async () => {
    const fake = fakeTransport([json({ results: [{ sku: 'N', unlimited: false, qtyInStock: 20 }] })]);
    expect(await fetchStock(fake.transport, 'item-1')).toMatchObject({ ok: true, data: { results: [{ sku: 'N', unlimited: false, qtyInStock: 20 }] } });
    expect(fake.sent[0]).toMatchObject({ method: 'GET', url: '/api/commerce/inventory/stock?itemId=item-1' });
  });

  it("says the server's own words when the stock cannot be read", async () => {
    const fake = fakeTransport([json({ error: 'Sorry, that item is unavailable.' }, 404)]);
    expect(failedWith(await fetchStock(fake.transport, 'gone'), stockFailureMessage)).toBe('Sorry, that item is unavailable.');
    expect(failedWith(await fetchStock(fakeTransport([new TypeError('Failed to fetch')]).transport, 'x'), stockFailureMessage)).toBe(
      'Please check your internet connection.',
    );
  });

  it('loads the form template, and fails with a message to show', async () => {
    const ok = fakeTransport([json(TEMPLATE)]);
    const loaded = await fetchFormTemplate(ok.transport);
    expect(loaded.ok && loaded.data.fields.textarea.control).toBe('textarea');
    expect(ok.sent[0].url).toBe('/api/template/GetTemplateSchema?type=form');

    const failed = async (answer: Response | Error) => failedWith(await fetchFormTemplate(fakeTransport([answer]).transport), templateFailureMessage);
    expect(await failed(json({ error: 'There is no template of type "form".' }, 404))).toBe('This form has not been configured yet.');
    expect(await failed(new TypeError('Failed to fetch'))).toBe('Please check your internet connection.');
    expect(await failed(json({ type: 'form' }))).toBe('Unknown error, please try again later.');
  });

  it('posts the values with the crumb and reads the per-field errors of a 400', async () => {
    const fake = fakeTransport([json({ error: 'One or more fields is invalid, please check your entries.', errors: { name: 'Required' } }, 400)]);
    const outcome = await checkOnServer(fake.transport, 'form 1', { name: '' });
    expect(outcome).toEqual({ ok: false, fieldErrors: { name: 'Required' } });
    expect(fake.sent[0]).toMatchObject({ method: 'POST', url: '/api/rest/forms/validate/form%201', body: { name: '' } });
    expect(fake.sent[0].headers['X-CSRF-Token']).toBe('crumb-1');
  });

  it('accepts a 200 and maps refusals to the spec §8 messages', async () => {
    expect(await checkOnServer(fakeTransport([json({})]).transport, 'f', {})).toEqual({ ok: true });
    const refused = async (answer: Response | Error) => checkOnServer(fakeTransport([answer]).transport, 'f', {});
    expect(await refused(json({ error: 'Please try again in a few seconds.' }, 429))).toMatchObject({
      message: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    });
    expect(await refused(json({ error: 'x', crumbFail: true }, 403))).toMatchObject({ message: 'Your session has expired. Please reload the page and try again.' });
    expect(await refused(json({ error: 'That is odd.' }, 422))).toMatchObject({ message: 'That is odd.' });
    expect(await refused(new TypeError('offline'))).toMatchObject({ message: 'Please check your internet connection.' });
  });

  it('gets a crumb first when the visitor has none', async () => {
    const cart = { entries: [] };
    const fake = fakeTransport([json(cart), json({})], [undefined, 'fresh-crumb']);
    await checkOnServer(fake.transport, 'f', {});
    expect(fake.sent.map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(fake.sent[1].headers['X-CSRF-Token']).toBe('fresh-crumb');
  });
});
