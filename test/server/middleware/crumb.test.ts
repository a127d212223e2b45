import { describe, expect, it } from 'vitest';
import { freshApi, itemIdOf, newVisitor, Visitor } from '../visitor';

const MUG = itemIdOf('ceramic-mug');
const CRUMB_FAIL = { error: 'Your session has expired. Please reload the page and try again.', crumbFail: true };

describe('crumb (CSRF) guard', () => {
  it('sets a readable SameSite=Lax crumb cookie on the first response, and not again', async () => {
    const visitor = new Visitor(freshApi());
    const first = await visitor.request('/api/health');
    const crumb = first.setCookies.find((cookie) => cookie.name === 'crumb');
    expect(crumb?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(crumb?.attributes).toMatchObject({ samesite: 'Lax', path: '/' });
    expect(crumb?.attributes.httponly).toBeUndefined();
    const second = await visitor.request('/api/health');
    expect(second.setCookies).toEqual([]);
  });

  it('marks cookies Secure on https', async () => {
    const app = freshApi();
    const response = await app.request('https://shop.example/api/health');
    expect(response.headers.getSetCookie()[0]).toMatch(/; Secure/);
  });

  it('refuses a mutation without the X-CSRF-Token header', async () => {
    const visitor = await newVisitor();
    const answer = await visitor.request('/api/commerce/shopping-cart/entries', { method: 'POST', json: { itemId: MUG }, withoutCrumb: true });
    expect(answer).toMatchObject({ status: 403, body: CRUMB_FAIL });
  });

  it('refuses a header that differs from the cookie', async () => {
    const visitor = await newVisitor();
    const answer = await visitor.add({ itemId: MUG }, { 'X-CSRF-Token': 'A'.repeat(43) });
    expect(answer).toMatchObject({ status: 403, body: CRUMB_FAIL });
  });

  it('refuses a mutation from a visitor without a crumb cookie, and issues one', async () => {
    const visitor = new Visitor(freshApi());
    const answer = await visitor.request('/api/commerce/shopping-cart/entries', {
      method: 'POST', json: { itemId: MUG }, headers: { 'X-CSRF-Token': 'B'.repeat(43) },
    });
    expect(answer).toMatchObject({ status: 403, body: CRUMB_FAIL });
    expect(visitor.crumb).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await visitor.add({ itemId: MUG })).status).toBe(200);
  });

  it('guards every state-changing route, not only the cart', async () => {
    const visitor = await newVisitor();
    for (const [method, path] of [
      ['PUT', '/api/commerce/shopping-cart/entries/abc'],
      ['DELETE', '/api/commerce/shopping-cart/entries/abc'],
      ['PUT', '/api/commerce/shopping-cart/entries/abc/additionalFields'],
      ['POST', '/api/3/commerce/cart/subscription'],
      ['POST', '/api/rest/forms/validate/contact'],
    ]) {
      const answer = await visitor.request(path, { method, json: {}, withoutCrumb: true });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.crumbFail).toBe(true);
    }
  });

  it('lets reads through without the header', async () => {
    const visitor = await newVisitor();
    expect((await visitor.cart()).status).toBe(200);
  });
});
