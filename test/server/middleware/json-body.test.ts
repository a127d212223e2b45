import { describe, expect, it } from 'vitest';
import { itemIdOf, newVisitor } from '../visitor';

const MUG = itemIdOf('ceramic-mug');

describe('request bodies', () => {
  it('answers 400 for malformed JSON', async () => {
    const visitor = await newVisitor();
    const answer = await visitor.request('/api/commerce/shopping-cart/entries', {
      method: 'POST', rawBody: '{"itemId": ', headers: { 'content-type': 'application/json' },
    });
    expect(answer).toMatchObject({ status: 400, body: { error: 'The request body is not valid JSON.' } });
  });

  it('answers 413 for a body over 16 KiB, with or without Content-Length', async () => {
    const visitor = await newVisitor();
    const big = JSON.stringify({ itemId: MUG, additionalFields: 'x'.repeat(17 * 1024) });
    const streamed = await visitor.request('/api/commerce/shopping-cart/entries', { method: 'POST', rawBody: big });
    expect(streamed.status).toBe(413);
    expect(streamed.body.error).toMatch(/16 KiB/);
    const declared = await visitor.request('/api/commerce/shopping-cart/entries', {
      method: 'POST', rawBody: big, headers: { 'content-length': String(big.length) },
    });
    expect(declared.status).toBe(413);
  });

  it('accepts a body just under the limit', async () => {
    const visitor = await newVisitor();
    const answer = await visitor.add({ itemId: MUG, padding: 'x'.repeat(16 * 1024 - 100) });
    expect(answer.status).toBe(200);
  });

  it('answers 422 for JSON that is not an object of the right shape', async () => {
    const visitor = await newVisitor();
    for (const json of [[], 'text', 42]) {
      const answer = await visitor.add(json);
      expect(answer.status).toBe(422);
      expect(typeof answer.body.error).toBe('string');
    }
  });
});
