import { describe, expect, it, vi } from 'vitest';
import type { AddEntryRequest, CartEntry } from '../../../schemas/cart';
import type { FormDefinition } from '../../../schemas/forms';
import { addGiftCard } from '../../../islands/gift-card/add-gift-card';
import { apiError } from '../site-api/api-error-fixture';
import { fakeTransport, json } from '../stores/fake-transport';

const FORM: FormDefinition = {
  id: 'gift-form',
  name: 'Gift card details',
  fields: [
    { id: 'name', type: 'text', title: 'Recipient name', required: true },
    { id: 'email', type: 'email', title: 'Recipient email', required: true },
  ],
};
const LINE = { itemId: 'card', sku: 'G-50' };
const VALUES = { name: 'Noor', email: 'noor@example.com' };

function adder(result: 'ok' | Error) {
  const calls: AddEntryRequest[] = [];
  const add = vi.fn(async (request: AddEntryRequest) => {
    calls.push(request);
    if (result !== 'ok') throw result;
    return {} as CartEntry;
  });
  return { add, calls };
}

describe('addGiftCard', () => {
  it('checks the answers with the form\'s validate call, then adds {itemId, sku, quantity 1, additionalFields}', async () => {
    const fake = fakeTransport([json({})]);
    const { add, calls } = adder('ok');
    expect(await addGiftCard(LINE, FORM, VALUES, { transport: fake.transport, add, cookiesEnabled: true })).toEqual({ ok: true });
    expect(fake.sent[0]).toMatchObject({ method: 'POST', url: '/api/rest/forms/validate/gift-form', body: VALUES });
    expect(calls).toEqual([{ itemId: 'card', sku: 'G-50', quantity: 1, additionalFields: JSON.stringify(VALUES) }]);
  });

  it('stops at the server\'s per-field messages, adding nothing', async () => {
    const fake = fakeTransport([json({ error: 'invalid', errors: { email: 'Required' } }, 400)]);
    const { add } = adder('ok');
    expect(await addGiftCard(LINE, FORM, VALUES, { transport: fake.transport, add, cookiesEnabled: true })).toEqual({ ok: false, fieldErrors: { email: 'Required' } });
    expect(add).not.toHaveBeenCalled();
  });

  it('shows the per-field messages of a refused add under the fields, and any other refusal as one message', async () => {
    const refused = apiError({ message: 'Update the missing or invalid information above.', status: 422, kind: 'server', fieldErrors: { name: 'Required' } });
    const first = adder(refused);
    const outcome = await addGiftCard(LINE, FORM, VALUES, { transport: fakeTransport([json({})]).transport, add: first.add, cookiesEnabled: true });
    expect(outcome).toEqual({ ok: false, fieldErrors: { name: 'Required' } });

    const limited = adder(apiError({ message: 'Please try again in a few seconds.', status: 429, kind: 'server' }));
    expect(await addGiftCard(LINE, FORM, VALUES, { transport: fakeTransport([json({})]).transport, add: limited.add, cookiesEnabled: true })).toEqual({
      ok: false, fieldErrors: {}, message: 'Please try again in a few seconds.',
    });
    const crumb = adder(apiError({ message: 'expired', status: 403, kind: 'server', crumbFail: true }));
    expect(await addGiftCard(LINE, FORM, VALUES, { transport: fakeTransport([json({})]).transport, add: crumb.add, cookiesEnabled: false })).toEqual({
      ok: false, fieldErrors: {}, message: 'Please enable cookies in your browser, reload the page, and try again.',
    });
  });

  it('says the form could not be checked when the validate call breaks', async () => {
    const fake = fakeTransport([new TypeError('Failed to fetch')]);
    const { add } = adder('ok');
    expect(await addGiftCard(LINE, FORM, VALUES, { transport: fake.transport, add, cookiesEnabled: true })).toEqual({
      ok: false, fieldErrors: {}, message: 'Please check your internet connection.',
    });
    expect(add).not.toHaveBeenCalled();
  });

  it('adds a card without a form with no answers and no validate call', async () => {
    const fake = fakeTransport([]);
    const { add, calls } = adder('ok');
    expect(await addGiftCard(LINE, null, {}, { transport: fake.transport, add, cookiesEnabled: true })).toEqual({ ok: true });
    expect(fake.sent).toEqual([]);
    expect(calls[0].additionalFields).toBeNull();
  });
});
