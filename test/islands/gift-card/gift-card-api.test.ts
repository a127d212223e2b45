import { describe, expect, it } from 'vitest';
import { fetchGiftCardOffer, giftCardQueryOf, isUnavailable, offerFailureMessage } from '../../../islands/gift-card/gift-card-api';
import type { ApiResult } from '../../../islands/site-api/api-failure';
import { fakeTransport, json } from '../stores/fake-transport';

const OFFER = {
  itemId: 'card', sku: 'G-50', title: 'Gift Card', url: '/shop/p/gift-card', image: null,
  amountCents: 5000, currencyCode: 'USD', form: null,
};

describe('giftCardQueryOf', () => {
  it('reads itemId and sku from the page address, and nothing without an item', () => {
    expect(giftCardQueryOf('?itemId=card&sku=G-50')).toEqual({ itemId: 'card', sku: 'G-50' });
    expect(giftCardQueryOf('?itemId=card&sku=')).toEqual({ itemId: 'card' });
    expect(giftCardQueryOf('?sku=G-50')).toBeUndefined();
    expect(giftCardQueryOf('')).toBeUndefined();
  });
});

/** What the page makes of a read: the offer, unavailable, or failed with a message. */
function pageView<T>(read: ApiResult<T>) {
  if (read.ok) return { kind: 'found', offer: read.data };
  return isUnavailable(read.failure) ? { kind: 'unavailable' } : { kind: 'failed', message: offerFailureMessage(read.failure) };
}

describe('fetchGiftCardOffer', () => {
  it('asks GET /api/commerce/gift-card for the item and sku and reads the offer', async () => {
    const fake = fakeTransport([json(OFFER)]);
    expect(pageView(await fetchGiftCardOffer(fake.transport, { itemId: 'card', sku: 'A&B' }))).toEqual({ kind: 'found', offer: OFFER });
    expect(fake.sent[0]).toMatchObject({ method: 'GET', url: '/api/commerce/gift-card?itemId=card&sku=A%26B' });
  });

  it('calls an unknown card or sku (404) and an unreadable query (422) unavailable', async () => {
    const fake = fakeTransport([json({ error: 'This gift card is not available.' }, 404), json({ error: 'itemId is required.' }, 422)]);
    expect(pageView(await fetchGiftCardOffer(fake.transport, { itemId: 'x', sku: 'y' }))).toEqual({ kind: 'unavailable' });
    expect(pageView(await fetchGiftCardOffer(fake.transport, { itemId: 'x' }))).toEqual({ kind: 'unavailable' });
  });

  it('says why it failed otherwise: offline, the server\'s words, or try again', async () => {
    const fake = fakeTransport([new TypeError('Failed to fetch'), json({ error: 'Please try again in a few seconds.' }, 429), json({ nope: 1 })]);
    expect(pageView(await fetchGiftCardOffer(fake.transport, { itemId: 'x' }))).toEqual({ kind: 'failed', message: 'Please check your internet connection.' });
    expect(pageView(await fetchGiftCardOffer(fake.transport, { itemId: 'x' }))).toEqual({ kind: 'failed', message: 'Please try again in a few seconds.' });
    expect(pageView(await fetchGiftCardOffer(fake.transport, { itemId: 'x' }))).toEqual({ kind: 'failed', message: 'Please try again.' });
  });
});
