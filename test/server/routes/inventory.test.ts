import { describe, expect, it } from 'vitest';
import { StockResponse } from '../../../schemas/inventory';
import { itemIdOf, newVisitor } from '../visitor';

describe('GET /api/commerce/inventory/stock/', () => {
  it('answers each variant\'s stock', async () => {
    const visitor = await newVisitor();
    const answer = await visitor.request(`/api/commerce/inventory/stock/?itemId=${itemIdOf('classic-tee')}`);
    expect(answer.status).toBe(200);
    const { results } = StockResponse.parse(answer.body);
    expect(results).toHaveLength(6);
    expect(results.find((result) => result.sku === 'SQ-TEE-WHT-L')).toEqual({ sku: 'SQ-TEE-WHT-L', unlimited: false, qtyInStock: 0 });
    expect(results.find((result) => result.sku === 'SQ-TEE-BLK-S')).toEqual({ sku: 'SQ-TEE-BLK-S', unlimited: false, qtyInStock: 10 });
  });

  it('reports digital products and gift cards as unlimited', async () => {
    const visitor = await newVisitor();
    for (const slug of ['field-guide-ebook', 'gift-card']) {
      const { body } = await visitor.request(`/api/commerce/inventory/stock?itemId=${itemIdOf(slug)}`);
      expect(body.results.every((result: { unlimited: boolean }) => result.unlimited)).toBe(true);
    }
  });

  it('answers 422 without itemId and 404 for an unknown one', async () => {
    const visitor = await newVisitor();
    expect(await visitor.request('/api/commerce/inventory/stock/')).toMatchObject({ status: 422, body: { error: 'itemId is required.' } });
    expect((await visitor.request('/api/commerce/inventory/stock/?itemId=nope')).status).toBe(404);
  });
});
