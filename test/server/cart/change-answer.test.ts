// A cart change answers the cart from what it read and did, without reading it again (cart-service.ts change):
// the answer must be exactly the cart a read right after it shows, line order, stock and form answers included.
import { describe, expect, it } from 'vitest';
import { itemIdOf, newVisitor, type Answer, type Visitor } from '../visitor';

const TEE = itemIdOf('classic-tee');
const MUG = itemIdOf('ceramic-mug');
const EBOOK = itemIdOf('field-guide-ebook');
const NECKLACE = itemIdOf('name-necklace');
const ENGRAVE = 'text-4d2a9c61';

async function expectAnswerIsCart(visitor: Visitor, answer: Answer): Promise<void> {
  expect(answer.status).toBe(200);
  const read = await visitor.cart();
  expect(answer.body.shoppingCart).toEqual(read.body);
  expect(answer.headers.get('etag')).toBe(read.headers.get('etag'));
}

describe('a cart change answers the cart as a read after it shows it', () => {
  it('for adds (new cart, new lines, merged lines), quantity changes, form answers and removals', async () => {
    const visitor = await newVisitor();
    const first = await visitor.add({ itemId: TEE, sku: 'SQ-TEE-BLK-M', quantity: 2 });
    await expectAnswerIsCart(visitor, first);
    expect(first.body.shoppingCart.version).toBe(1);
    await expectAnswerIsCart(visitor, await visitor.add({ itemId: EBOOK, quantity: 1 }));
    await expectAnswerIsCart(visitor, await visitor.add({ itemId: MUG, quantity: 1 }));
    // The same line again: merged, and the other tee sizes' stock limits shown as they now are.
    const merged = await visitor.add({ itemId: TEE, sku: 'SQ-TEE-BLK-M', quantity: 1 });
    await expectAnswerIsCart(visitor, merged);
    expect(merged.body.newlyAdded).toMatchObject({ id: first.body.newlyAdded.id, quantity: 3 });
    await expectAnswerIsCart(visitor, await visitor.add({ itemId: TEE, sku: 'SQ-TEE-BLK-S', quantity: 1 }));

    const necklace = await visitor.add({ itemId: NECKLACE, quantity: 1, additionalFields: JSON.stringify({ [ENGRAVE]: 'Ana' }) });
    await expectAnswerIsCart(visitor, necklace);
    const necklaceId = necklace.body.newlyAdded.id as string;
    const fields = await visitor.setFields(necklaceId, { itemId: NECKLACE, additionalFields: JSON.stringify({ [ENGRAVE]: 'Bo' }) });
    await expectAnswerIsCart(visitor, fields);
    expect(fields.body.updatedEntry.additionalFields).toEqual({ [ENGRAVE]: 'Bo' });

    const quantity = await visitor.setQuantity(first.body.newlyAdded.id, { quantity: 5 });
    await expectAnswerIsCart(visitor, quantity);
    expect(quantity.body.updatedEntry.quantity).toBe(5);
    await expectAnswerIsCart(visitor, await visitor.remove(necklaceId));
    const cart = (await visitor.cart()).body;
    expect(cart.entries.map((entry: { itemId: string }) => entry.itemId)).toEqual([TEE, EBOOK, MUG, TEE]);
    expect(cart.version).toBe(9);
  });
});
