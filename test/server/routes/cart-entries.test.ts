import { beforeEach, describe, expect, it } from 'vitest';
import { RemoveEntryResponse, StaleCartError, UpdateEntryResponse } from '../../../schemas/cart';
import { itemIdOf, newVisitor, Visitor } from '../visitor';

const TEE = itemIdOf('classic-tee');
const MUG = itemIdOf('ceramic-mug');
const NECKLACE = itemIdOf('name-necklace');
const ENGRAVE = 'text-4d2a9c61';
const MESSAGE = 'textarea-8e1f0b37';

let visitor: Visitor;
let entryId: string;
beforeEach(async () => {
  visitor = await newVisitor();
  entryId = (await visitor.add({ itemId: TEE, sku: 'SQ-TEE-BLK-M', quantity: 1 })).body.newlyAdded.id;
});

describe('PUT /api/commerce/shopping-cart/entries/{entryId}', () => {
  it('changes the quantity and answers {shoppingCart, updatedEntry}', async () => {
    const answer = await visitor.setQuantity(entryId, { quantity: 4 });
    expect(answer.status).toBe(200);
    const { shoppingCart, updatedEntry } = UpdateEntryResponse.parse(answer.body);
    expect(updatedEntry).toMatchObject({ id: entryId, quantity: 4, subTotal: 10000 });
    expect(shoppingCart).toMatchObject({ totalQuantity: 4, subtotalCents: 10000, version: 2 });
  });

  it('validates the quantity and the stock', async () => {
    expect((await visitor.setQuantity(entryId, { quantity: 'x' })).body.error).toBe('Quantity must be a number.');
    expect((await visitor.setQuantity(entryId, { quantity: 2.5 })).body.error).toBe('Quantity must be a whole number.');
    const tooMany = await visitor.setQuantity(entryId, { quantity: 11 });
    expect(tooMany).toMatchObject({ status: 422, body: { error: 'Sorry, we do not have enough of that item available.' } });
    expect((await visitor.cart()).body.entries[0].quantity).toBe(1);
  });

  it('counts other lines of the same variant against the stock', async () => {
    const necklace = (name: string) =>
      visitor.add({ itemId: NECKLACE, quantity: 5, additionalFields: JSON.stringify({ [ENGRAVE]: name }) });
    const first = (await necklace('Ana')).body.newlyAdded.id;
    const second = await necklace('Bo');
    expect(second.body.newlyAdded.maxQuantity).toBe(15);
    expect((await visitor.setQuantity(first, { quantity: 15 })).status).toBe(200);
    expect((await visitor.setQuantity(first, { quantity: 16 })).status).toBe(422);
  });

  it('answers 404 for a line that is not in the visitor\'s cart', async () => {
    const stranger = new Visitor(visitor.app);
    await stranger.arrive();
    const answer = await stranger.setQuantity(entryId, { quantity: 2 });
    expect(answer).toMatchObject({ status: 404, body: { error: 'That item is no longer in your cart.' } });
    expect((await visitor.setQuantity('0'.repeat(24), { quantity: 2 })).status).toBe(404);
  });
});

describe('DELETE /api/commerce/shopping-cart/entries/{entryId}', () => {
  it('removes the line, answers {shoppingCart} and clears hasCart once the cart is empty', async () => {
    const answer = await visitor.remove(entryId);
    expect(answer.status).toBe(200);
    const { shoppingCart } = RemoveEntryResponse.parse(answer.body);
    expect(shoppingCart).toMatchObject({ entries: [], totalQuantity: 0, subtotalCents: 0, version: 2 });
    expect(answer.setCookies.find((cookie) => cookie.name === 'hasCart')?.attributes['max-age']).toBe('0');
    expect(visitor.cookies.has('hasCart')).toBe(false);
    expect((await visitor.remove(entryId)).status).toBe(404);
  });

  it('sets hasCart again when an emptied cart fills up', async () => {
    await visitor.remove(entryId);
    const answer = await visitor.add({ itemId: MUG, quantity: 1 });
    expect(answer.setCookies.find((cookie) => cookie.name === 'hasCart')?.value).toBe('true');
  });
});

describe('PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields', () => {
  it('replaces the form answers and answers {shoppingCart, updatedEntry}', async () => {
    const line = await visitor.add({ itemId: NECKLACE, quantity: 1, additionalFields: JSON.stringify({ [ENGRAVE]: 'Ana' }) });
    const id = line.body.newlyAdded.id;
    const answer = await visitor.setFields(id, {
      itemId: NECKLACE, sku: 'SQ-NECKLACE-GOLD', additionalFields: JSON.stringify({ [ENGRAVE]: 'Anna', [MESSAGE]: 'For you' }),
    });
    expect(answer.status).toBe(200);
    const { updatedEntry } = UpdateEntryResponse.parse(answer.body);
    expect(updatedEntry.additionalFields).toEqual({ [ENGRAVE]: 'Anna', [MESSAGE]: 'For you' });
    expect(updatedEntry.formSubmission.map((field) => field.value)).toEqual(['Anna', 'For you']);
  });

  it('refuses invalid answers with per-field errors and keeps the old ones', async () => {
    const id = (await visitor.add({ itemId: NECKLACE, quantity: 1, additionalFields: JSON.stringify({ [ENGRAVE]: 'Ana' }) })).body.newlyAdded.id;
    const answer = await visitor.setFields(id, { itemId: NECKLACE, sku: null, additionalFields: JSON.stringify({ [ENGRAVE]: '' }) });
    expect(answer).toMatchObject({ status: 422, body: { errors: { [ENGRAVE]: 'Required' } } });
    const { body } = await visitor.cart();
    expect(body.entries[1].additionalFields).toEqual({ [ENGRAVE]: 'Ana' });
  });

  it('answers 404 when the itemId or sku do not match the line', async () => {
    const answer = await visitor.setFields(entryId, { itemId: NECKLACE, sku: null, additionalFields: '{}' });
    expect(answer.status).toBe(404);
    const wrongSku = await visitor.setFields(entryId, { itemId: TEE, sku: 'SQ-TEE-BLK-L', additionalFields: '{}' });
    expect(wrongSku.status).toBe(404);
  });

  it('answers 404 when the product has no form', async () => {
    const answer = await visitor.setFields(entryId, { itemId: TEE, sku: 'SQ-TEE-BLK-M', additionalFields: '{}' });
    expect(answer).toMatchObject({ status: 404, body: { error: 'This form has not been configured yet.' } });
  });
});

describe('cart version guard', () => {
  it('refuses a stale version in the body with 409 and the current cart', async () => {
    const answer = await visitor.setQuantity(entryId, { quantity: 2, version: 0 });
    expect(answer.status).toBe(409);
    const stale = StaleCartError.parse(answer.body);
    expect(stale.shoppingCart).toMatchObject({ version: 1, totalQuantity: 1 });
    expect((await visitor.setQuantity(entryId, { quantity: 2, version: 1 })).status).toBe(200);
  });

  it('reads the version from If-Match (quoted, weak or bare) when the body has none', async () => {
    expect((await visitor.remove(entryId, { 'If-Match': 'W/"7"' })).status).toBe(409);
    expect((await visitor.add({ itemId: MUG }, { 'If-Match': '"0"' })).status).toBe(409);
    expect((await visitor.add({ itemId: MUG }, { 'If-Match': '1' })).status).toBe(200);
    expect((await visitor.add({ itemId: MUG }, { 'If-Match': 'soon' })).status).toBe(400);
  });

  it('lets exactly one of two changes made at the same version through', async () => {
    const [first, second] = await Promise.all([
      visitor.setQuantity(entryId, { quantity: 2, version: 1 }),
      visitor.setQuantity(entryId, { quantity: 3, version: 1 }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const won = first.status === 200 ? first : second;
    const lost = StaleCartError.parse((first.status === 409 ? first : second).body);
    // The loser is told the cart as the winner left it.
    expect(lost.shoppingCart).toMatchObject({ version: 2, totalQuantity: (won.body as { shoppingCart: { totalQuantity: number } }).shoppingCart.totalQuantity });
    expect((await visitor.cart()).body).toMatchObject({ version: 2 });
  });

  it('treats a visitor without a cart as version 0', async () => {
    const newcomer = new Visitor(visitor.app);
    await newcomer.arrive();
    expect((await newcomer.add({ itemId: MUG, version: 3 })).status).toBe(409);
    expect((await newcomer.add({ itemId: MUG, version: 0 })).status).toBe(200);
  });

  it('sends the version as the ETag of the cart', async () => {
    await visitor.add({ itemId: MUG });
    expect((await visitor.cart()).headers.get('etag')).toBe('"2"');
  });
});
