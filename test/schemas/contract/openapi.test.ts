import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoint } from '../../../schemas/contract/endpoint';
import { openApiDocument } from '../../../schemas/contract/openapi';

const document = openApiDocument();
const operation = (path: string, method: string) => document.paths[path][method] as Record<string, any>;
const parameterNames = (op: Record<string, any>) => (op.parameters ?? []).map((p: any) => p.name ?? p.$ref);

describe('openApiDocument', () => {
  it('describes a cart change: its entryId, the crumb and Idempotency-Key headers, its body and every answer', () => {
    const setQuantity = operation('/api/commerce/shopping-cart/entries/{entryId}', 'put');
    expect(setQuantity.operationId).toBe('setCartEntryQuantity');
    expect(parameterNames(setQuantity)).toEqual(['entryId', '#/components/parameters/CsrfToken', '#/components/parameters/IdempotencyKey']);
    expect(setQuantity.requestBody).toMatchObject({ required: true, content: { 'application/json': { schema: { required: ['quantity'] } } } });
    expect(Object.keys(setQuantity.responses)).toEqual(['200', '400', '403', '404', '409', '413', '422', '429', '500']);
    expect(setQuantity.responses['200'].content['application/json'].schema.properties.shoppingCart).toEqual({ $ref: '#/components/schemas/ShoppingCart' });
    // The stale-cart answer carries the current cart; the others are the plain error body.
    expect(setQuantity.responses['409'].content['application/json'].schema.properties.shoppingCart).toEqual({ $ref: '#/components/schemas/ShoppingCart' });
    expect(setQuantity.responses['404'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    expect(setQuantity.responses['429'].headers['Retry-After']).toBeDefined();
  });

  it('puts query parameters on reads, required as the schema says, and no crumb', () => {
    const giftCard = operation('/api/commerce/gift-card', 'get');
    expect(giftCard.parameters).toEqual([
      { name: 'itemId', in: 'query', required: true, schema: { type: 'string', minLength: 1 } },
      { name: 'sku', in: 'query', required: false, schema: { type: 'string', minLength: 1 } },
    ]);
    expect(giftCard.requestBody).toBeUndefined();
  });

  it('guards the owner routes with the bearer key scheme', () => {
    expect(document.components.securitySchemes).toEqual({ ownerKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }) });
    const send = operation('/api/site-users/account/notifications/restock/send', 'post');
    expect(send.security).toEqual([{ ownerKey: [] }]);
    expect(parameterNames(send)).toEqual([]);
    expect(operation('/api/site-users/account/notifications/restock', 'post').security).toBeUndefined();
  });

  it('marks a body optional when an empty one ({}) would do', () => {
    expect(operation('/api/commerce/shopping-cart/entries/{entryId}', 'delete').requestBody.required).toBe(false);
    expect(operation('/api/commerce/shopping-cart/entries', 'post').requestBody.required).toBe(true);
  });

  it('keeps the shared schemas once, under components, with no stray ids or dialects', () => {
    expect(Object.keys(document.components.schemas).sort()).toEqual(['ApiError', 'CartEntry', 'FormDefinition', 'ShoppingCart']);
    const text = JSON.stringify(document);
    expect(text).not.toContain('$defs');
    expect(text).not.toContain('"$schema"');
  });

  it('refuses a declaration whose path names a parameter params lacks', () => {
    const broken = endpoint({ id: 'broken', method: 'GET', path: '/api/things/{thingId}', summary: 'x', response: z.object({}), auth: 'none' });
    expect(() => openApiDocument([broken])).toThrow('thingId');
  });
});
