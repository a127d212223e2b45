import { beforeEach, describe, expect, it } from 'vitest';
import { AddEntryResponse, ShoppingCart } from '../../../schemas/cart';
import { GIFT_CARD_ANSWERS, GIFT_CARD_FIELDS } from '../gift-card-answers';
import { itemIdOf, newVisitor, type Visitor } from '../visitor';

const TEE = itemIdOf('classic-tee');
const MUG = itemIdOf('ceramic-mug');
const PRINT = itemIdOf('limited-print');
const GIFT = itemIdOf('gift-card');
const COFFEE = itemIdOf('coffee-subscription');
const EBOOK = itemIdOf('field-guide-ebook');
const CONSULT = itemIdOf('design-consultation');
const NECKLACE = itemIdOf('name-necklace');

let visitor: Visitor;
beforeEach(async () => {
  visitor = await newVisitor();
});

describe('GET /api/commerce/shopping-cart', () => {
  it('answers an empty cart in the ShoppingCart shape for a visitor without a cart', async () => {
    const answer = await visitor.request('/api/commerce/shopping-cart?mock=false&timecode=123&calculateSubtotal=true');
    expect(answer.status).toBe(200);
    const cart = ShoppingCart.parse(answer.body);
    expect(cart).toMatchObject({ entries: [], subtotalCents: 0, grandTotalCents: 0, totalQuantity: 0, version: 0, currencyCode: 'USD' });
    expect(cart.websiteId).toBe('65f0c1a2b3d4e5f6a7b8c9d0');
    expect(answer.headers.get('etag')).toBe('"0"');
  });
});

describe('POST /api/commerce/shopping-cart/entries', () => {
  it('adds a line priced from the catalog and answers {shoppingCart, newlyAdded}', async () => {
    const answer = await visitor.add({ itemId: TEE, sku: 'SQ-TEE-BLK-M', quantity: 2, additionalFields: null });
    expect(answer.status).toBe(200);
    const { shoppingCart, newlyAdded } = AddEntryResponse.parse(answer.body);
    expect(newlyAdded).toMatchObject({
      itemId: TEE, quantity: 2, title: 'Classic Organic Tee', purchasePriceCents: 2500, subTotal: 5000,
      chosenVariant: { sku: 'SQ-TEE-BLK-M', attributes: { Size: 'M', Color: 'Black' } },
      productType: 'PHYSICAL', url: '/shop/p/classic-tee', maxQuantity: 10, qtyInStock: 10, unlimited: false,
    });
    expect(newlyAdded.id).toMatch(/^[0-9a-f]{24}$/);
    expect(shoppingCart).toMatchObject({ subtotalCents: 5000, grandTotalCents: 5000, totalQuantity: 2, requiresShipping: true, version: 1 });
    expect(shoppingCart.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('charges the sale price of a variant on sale', async () => {
    const { body } = await visitor.add({ itemId: TEE, sku: 'SQ-TEE-BLK-S', quantity: 3 });
    expect(body.newlyAdded).toMatchObject({ purchasePriceCents: 2000, listPriceCents: 2500, onSale: true, subTotal: 6000 });
  });

  it('ignores any price the request sends', async () => {
    const { body } = await visitor.add({
      itemId: MUG, sku: null, quantity: 1, price: 1, purchasePriceCents: 1, subTotal: 1, priceMoney: { value: '0.01' },
    });
    expect(body.newlyAdded.purchasePriceCents).toBe(1800);
    expect(body.shoppingCart.subtotalCents).toBe(1800);
  });

  it('sets an HttpOnly SameSite=Lax CART cookie and a readable hasCart=true cookie on the first add', async () => {
    const answer = await visitor.add({ itemId: MUG, sku: null, quantity: 1 });
    const cart = answer.setCookies.find((cookie) => cookie.name === 'CART');
    const flag = answer.setCookies.find((cookie) => cookie.name === 'hasCart');
    expect(cart?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(cart?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(flag).toMatchObject({ value: 'true', attributes: { samesite: 'Lax', path: '/' } });
    expect(flag?.attributes.httponly).toBeUndefined();
    expect(answer.setCookies.filter((cookie) => cookie.name === 'hasCart')).toHaveLength(1);
  });

  it('finds the same cart again through the CART cookie', async () => {
    await visitor.add({ itemId: MUG, sku: null, quantity: 1 });
    const second = await visitor.add({ itemId: EBOOK, sku: null, quantity: 1 });
    expect(second.setCookies.find((cookie) => cookie.name === 'CART')).toBeUndefined();
    const { body } = await visitor.cart();
    expect(body.entries.map((entry: { itemId: string }) => entry.itemId)).toEqual([MUG, EBOOK]);
    expect(body).toMatchObject({ subtotalCents: 2700, totalQuantity: 2, version: 2, hasDigital: true, purelyDigital: false });
  });

  it('merges the same item, variant and form answers into one line', async () => {
    const first = await visitor.add({ itemId: TEE, sku: 'SQ-TEE-WHT-M', quantity: 1 });
    const second = await visitor.add({ itemId: TEE, sku: 'SQ-TEE-WHT-M', quantity: '2' });
    expect(second.body.newlyAdded.id).toBe(first.body.newlyAdded.id);
    expect(second.body.newlyAdded.quantity).toBe(3);
    expect(second.body.shoppingCart.entries).toHaveLength(1);
  });

  it('keeps lines with different form answers apart', async () => {
    const fields = (name: string) => JSON.stringify({ 'text-4d2a9c61': name });
    await visitor.add({ itemId: NECKLACE, sku: null, quantity: 1, additionalFields: fields('Amelia') });
    await visitor.add({ itemId: NECKLACE, sku: null, quantity: 1, additionalFields: fields('Amelia') });
    const { body } = await visitor.add({ itemId: NECKLACE, sku: null, quantity: 1, additionalFields: fields('Noor') });
    expect(body.shoppingCart.entries.map((entry: { quantity: number }) => entry.quantity)).toEqual([2, 1]);
  });

  it('stores the additional-fields answers and shows them in summary form', async () => {
    const additionalFields = JSON.stringify({ 'text-4d2a9c61': 'Amelia', 'textarea-8e1f0b37': 'Happy birthday!', unknown: 'x' });
    const { status, body } = await visitor.add({ itemId: NECKLACE, sku: null, quantity: 1, additionalFields });
    expect(status).toBe(200);
    expect(body.newlyAdded.additionalFieldsFormId).toBe('168a3160b3bf27cf9df5e27b');
    expect(body.newlyAdded.additionalFields).toEqual({ 'text-4d2a9c61': 'Amelia', 'textarea-8e1f0b37': 'Happy birthday!' });
    expect(body.newlyAdded.formSubmission).toEqual([
      { id: 'text-4d2a9c61', type: 'text', rawTitle: 'Name to engrave', value: 'Amelia' },
      { id: 'textarea-8e1f0b37', type: 'textarea', rawTitle: 'Gift message', value: 'Happy birthday!' },
    ]);
  });

  it('refuses a form line whose answers break the form rules, with per-field errors', async () => {
    const missing = await visitor.add({ itemId: NECKLACE, sku: null, quantity: 1, additionalFields: JSON.stringify({}) });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ error: 'Update the missing or invalid information above.', errors: { 'text-4d2a9c61': 'Required' } });
    const long = await visitor.add({
      itemId: NECKLACE, sku: null, quantity: 1,
      additionalFields: JSON.stringify({ 'text-4d2a9c61': 'Amelia', 'textarea-8e1f0b37': 'x'.repeat(101) }),
    });
    expect(long.body.errors).toEqual({ 'textarea-8e1f0b37': 'You have exceeded the character limit.' });
    const notJson = await visitor.add({ itemId: NECKLACE, sku: null, quantity: 1, additionalFields: '{oops' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error).toMatch(/additionalFields/);
  });

  it('uses the only variant when sku is null', async () => {
    const { body } = await visitor.add({ itemId: EBOOK, sku: null, quantity: 1 });
    expect(body.newlyAdded).toMatchObject({ purchasePriceCents: 900, productType: 'DIGITAL', chosenVariant: { sku: 'SQ-EBOOK-GUIDE' } });
    expect(body.shoppingCart).toMatchObject({ purelyDigital: true, hasDigital: true, requiresShipping: false });
  });

  it('defaults the quantity to 1', async () => {
    const { body } = await visitor.add({ itemId: MUG });
    expect(body.newlyAdded.quantity).toBe(1);
  });

  it('asks for the options of a product with variants when sku is missing', async () => {
    const tee = await visitor.add({ itemId: TEE, sku: null, quantity: 1 });
    expect(tee.status).toBe(422);
    expect(tee.body).toEqual({ error: 'Please select the Size and Color option.' });
    const print = await visitor.add({ itemId: PRINT, quantity: 1 });
    expect(print.body.error).toBe('Please select the Size option.');
  });

  it('asks for a gift-card denomination when sku is missing, and sells each denomination at its price', async () => {
    const missing = await visitor.add({ itemId: GIFT, sku: null, quantity: 1 });
    expect(missing).toMatchObject({ status: 422, body: { error: 'Select a denomination for the Gift Card.' } });
    for (const [sku, cents] of [['SQ-GIFT-25', 2500], ['SQ-GIFT-50', 5000], ['SQ-GIFT-100', 10000]] as const) {
      const added = await visitor.add({ itemId: GIFT, sku, quantity: 1, additionalFields: GIFT_CARD_ANSWERS });
      expect(added.body.newlyAdded, sku).toMatchObject({ purchasePriceCents: cents, productType: 'GIFT_CARD', unlimited: true, maxQuantity: 9999 });
    }
  });

  it('refuses a gift card without its recipient answers, with per-field errors', async () => {
    const { recipientName, recipientEmail, senderName, message } = GIFT_CARD_FIELDS;
    const bare = await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-50', quantity: 1 });
    expect(bare.status).toBe(422);
    expect(bare.body).toEqual({
      error: 'Update the missing or invalid information above.',
      errors: { [recipientName]: 'Required', [recipientEmail]: 'Required', [senderName]: 'Required' },
    });
    const badEmail = await visitor.add({
      itemId: GIFT, sku: 'SQ-GIFT-50', quantity: 1,
      additionalFields: JSON.stringify({ [recipientName]: 'Noor', [recipientEmail]: 'noor@', [senderName]: 'Mara', [message]: 'x'.repeat(201) }),
    });
    expect(badEmail.body.errors).toEqual({
      [recipientEmail]: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      [message]: 'You have exceeded the character limit.',
    });
    expect((await visitor.cart()).body.entries).toEqual([]);
  });

  it('answers 404 for an unknown item and for a variant the item does not have', async () => {
    const item = await visitor.add({ itemId: 'ffffffffffffffffffffffff', sku: null, quantity: 1 });
    expect(item).toMatchObject({ status: 404, body: { error: 'Sorry, that item is unavailable.' } });
    const variant = await visitor.add({ itemId: TEE, sku: 'SQ-MUG-WHT', quantity: 1 });
    expect(variant).toMatchObject({ status: 404, body: { error: 'Sorry, that item variant is unavailable. Please select another variant.' } });
  });

  it('refuses sold-out variants and quantities above the stock', async () => {
    const soldOut = await visitor.add({ itemId: TEE, sku: 'SQ-TEE-WHT-L', quantity: 1 });
    expect(soldOut).toMatchObject({ status: 422, body: { error: 'Sorry, we do not have enough of that item available.' } });
    const print = await visitor.add({ itemId: PRINT, sku: 'SQ-PRINT-A2', quantity: 1 });
    expect(print.status).toBe(422);
    const tooMany = await visitor.add({ itemId: MUG, quantity: 4 });
    expect(tooMany).toMatchObject({ status: 422, body: { error: 'Sorry, we do not have enough of that item available.' } });
  });

  it('counts what is already in the cart against the stock', async () => {
    expect((await visitor.add({ itemId: MUG, quantity: 2 })).status).toBe(200);
    const third = await visitor.add({ itemId: MUG, quantity: 1 });
    expect(third.body.newlyAdded).toMatchObject({ quantity: 3, maxQuantity: 3 });
    const fourth = await visitor.add({ itemId: MUG, quantity: 1 });
    expect(fourth.status).toBe(422);
    expect((await visitor.cart()).body.totalQuantity).toBe(3);
  });

  it('validates the quantity with the spec messages', async () => {
    const cases: Array<[unknown, string]> = [
      ['two', 'Quantity must be a number.'],
      [null, 'Quantity must be a number.'],
      [1.5, 'Quantity must be a whole number.'],
      [0, 'Quantity must be between 1 and 9999.'],
      [10000, 'Quantity must be between 1 and 9999.'],
    ];
    for (const [quantity, message] of cases) {
      const answer = await visitor.add({ itemId: MUG, sku: null, quantity });
      expect(answer.status, String(quantity)).toBe(422);
      expect(answer.body.error).toBe(message);
    }
    expect((await visitor.cart()).body.entries).toEqual([]);
  });

  it('refuses a merged quantity above 9999', async () => {
    await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-25', quantity: 9999, additionalFields: GIFT_CARD_ANSWERS });
    const answer = await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-25', quantity: 1, additionalFields: GIFT_CARD_ANSWERS });
    expect(answer).toMatchObject({ status: 422, body: { error: 'Quantity must be between 1 and 9999.' } });
  });

  it('sends subscribable products to the subscription route', async () => {
    const answer = await visitor.add({ itemId: COFFEE, sku: null, quantity: 1 });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('This product is a subscription. Subscribe to it instead of adding it to the cart.');
  });

  it('sells services', async () => {
    const { body } = await visitor.add({ itemId: CONSULT, quantity: 2 });
    expect(body.newlyAdded).toMatchObject({ productType: 'SERVICE', subTotal: 24000 });
    expect(body.shoppingCart.requiresShipping).toBe(false);
  });

  it('requires an itemId', async () => {
    const answer = await visitor.add({ sku: null, quantity: 1 });
    expect(answer).toMatchObject({ status: 422, body: { error: 'itemId is required.' } });
  });
});
