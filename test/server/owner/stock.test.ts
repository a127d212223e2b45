// PUT /api/owner/stock/{sku}: the owner sets or moves a variant's live stock; shoppers see it and buy against it.
import { afterEach, describe, expect, it } from 'vitest';
import { OWNER_ORDER_MESSAGES as M } from '../../../schemas/owner-orders';
import { addTee, checkout, NC_ADDRESS } from '../checkout/checkout-fixture';
import { itemIdOf } from '../visitor';
import { keyFor, OWNER_STOCK, ownerStore, stockOf, type OwnerStore } from './owner-fixture';

const TEE = 'SQ-TEE-BLK-M';

const stores: OwnerStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

async function store() {
  const made = await ownerStore();
  stores.push(made);
  return made;
}

const put = (s: OwnerStore, sku: string, json: unknown, key?: string) => s.owner(`${OWNER_STOCK}/${sku}`, { method: 'PUT', json, key });

describe('PUT /api/owner/stock/{sku}', () => {
  it('sets the stock, moves it up and down, and the storefront sells against it', async () => {
    const s = await store();
    expect(await put(s, TEE, { quantity: 1 })).toMatchObject({ status: 200, body: { sku: TEE, qtyInStock: 1 } });
    expect(await put(s, TEE, { adjustBy: 2 })).toMatchObject({ status: 200, body: { qtyInStock: 3 } });
    expect(await put(s, TEE, { adjustBy: -1 })).toMatchObject({ status: 200, body: { qtyInStock: 2 } });

    const shopper = await s.shopper();
    const stock = await shopper.request(`/api/commerce/inventory/stock?itemId=${itemIdOf('classic-tee')}`);
    expect(JSON.stringify(stock.body)).toContain(TEE);
    await addTee(shopper, 2);
    expect((await checkout(shopper, { shippingAddress: NC_ADDRESS })).status).toBe(201);
    expect(await stockOf(s.database, TEE)).toBe(0);

    expect(await put(s, TEE, { quantity: 0 })).toMatchObject({ status: 200, body: { qtyInStock: 0 } });
  });

  it('refuses a change below zero, an unknown sku and an unlimited variant, changing nothing', async () => {
    const s = await store();
    expect(await put(s, TEE, { adjustBy: -11 })).toMatchObject({ status: 422, body: { error: M.negativeStock(TEE, 10), qtyInStock: 10 } });
    expect(await put(s, 'SQ-NOPE', { quantity: 3 })).toMatchObject({ status: 404, body: { error: M.unknownSku('SQ-NOPE') } });
    expect(await put(s, 'SQ-EBOOK-GUIDE', { quantity: 3 })).toMatchObject({ status: 409, body: { error: M.unlimited('SQ-EBOOK-GUIDE') } });
    expect(await stockOf(s.database, TEE)).toBe(10);
  });

  it('refuses a body that is not one quantity or one change with JSON 422', async () => {
    const s = await store();
    expect(await put(s, TEE, { quantity: 3, adjustBy: 1 })).toMatchObject({ status: 422, body: { error: M.stockBody } });
    expect(await put(s, TEE, {})).toMatchObject({ status: 422, body: { error: M.stockBody } });
    expect((await put(s, TEE, { quantity: -1 })).status).toBe(422);
    expect((await put(s, TEE, { quantity: 2.5 })).status).toBe(422);
    expect((await put(s, TEE, { quantity: '3' })).status).toBe(422);
    expect(await stockOf(s.database, TEE)).toBe(10);
  });

  it('needs the stock:write permission', async () => {
    const s = await store();
    expect((await s.owner(`${OWNER_STOCK}/${TEE}`, { method: 'PUT', json: { quantity: 1 }, key: null })).status).toBe(401);
    for (const role of ['VIEWER', 'BILLING'] as const) {
      const refused = await put(s, TEE, { quantity: 1 }, await keyFor(s.database, role));
      expect(refused).toMatchObject({ status: 403, body: { error: `This key's role (${role}) may not set stock levels.` } });
    }
    expect((await put(s, TEE, { quantity: 1 }, await keyFor(s.database, 'ADMIN'))).status).toBe(200);
  });
});
