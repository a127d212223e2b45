import { describe, expect, it } from 'vitest';
import { freshApi, itemIdOf, newVisitor, Visitor } from '../visitor';

const NECKLACE = itemIdOf('name-necklace');

const BODIES = [
  '', 'null', '[]', '"text"', '12', 'true', '{', '{"itemId":', '\u0000',
  '{"itemId": {"$gt": ""}}', '{"itemId": "x\' OR 1=1 --", "quantity": 1}', '{"itemId": null, "quantity": "1e400"}',
  `{"itemId": "${NECKLACE}", "quantity": 1, "additionalFields": "{\\"__proto__\\": {\\"text-4d2a9c61\\": \\"x\\"}}"}`,
  `{"itemId": "${NECKLACE}", "quantity": 1, "additionalFields": "[[[[[]]]]]"}`,
  `{"itemId": "${NECKLACE}", "quantity": 1, "additionalFields": 7}`,
  '{"quantity": -1, "version": -3}', '{"quantity": 1, "version": "two"}', '{"qty": [1]}',
];

const ROUTES: Array<[string, string]> = [
  ['POST', '/api/commerce/shopping-cart/entries'],
  ['PUT', '/api/commerce/shopping-cart/entries/abc'],
  ['PUT', '/api/commerce/shopping-cart/entries/%E0%A4%A'],
  ['DELETE', '/api/commerce/shopping-cart/entries/abc'],
  ['PUT', '/api/commerce/shopping-cart/entries/abc/additionalFields'],
  ['POST', '/api/3/commerce/cart/subscription'],
  ['POST', '/api/rest/forms/validate/168a3160b3bf27cf9df5e27b'],
];

describe('bad input never causes a 500', () => {
  it('answers every malformed body on every route with a JSON 4xx', async () => {
    const visitor = await newVisitor({ rateLimit: { limit: 10_000, windowMs: 1000 } });
    for (const [method, path] of ROUTES) {
      for (const rawBody of BODIES) {
        const answer = await visitor.request(path, { method, rawBody, headers: { 'content-type': 'application/json' } });
        expect(answer.status, `${method} ${path} ${rawBody}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${method} ${path} ${rawBody}`).toBeLessThan(500);
        expect(typeof answer.body.error, `${method} ${path} ${rawBody}`).toBe('string');
      }
    }
  });

  it('shrugs off malformed cookies and odd query strings', async () => {
    const visitor = new Visitor(freshApi());
    visitor.cookies.set('CART', '%E0%A4%A');
    visitor.cookies.set('crumb', '"; DROP TABLE carts; --');
    for (const path of ['/api/commerce/shopping-cart?mock=%ZZ', '/api/commerce/inventory/stock/?itemId=%00', '/api/template/GetTemplateSchema']) {
      const answer = await visitor.request(path);
      expect(answer.status, path).toBeLessThan(500);
    }
  });
});
