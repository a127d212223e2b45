// The visitor's back-in-stock sign-up, POST /api/site-users/account/notifications/restock, on a fresh DB.
import { describe, expect, it } from 'vitest';
import { RESTOCK_MESSAGES, RestockSignUpsPage } from '../../schemas/restock';
import { CRUMB_FAIL_MESSAGE, RATE_LIMIT_MESSAGE } from '../../schemas/api-error';
import { itemIdOf, newVisitor, type Visitor } from './visitor';
import { contentVariantId, OWNER_KEY, ownerDatabase } from './restock-fixture';

const RESTOCK = '/api/site-users/account/notifications/restock';
const PRINT = itemIdOf('limited-print');
const A3 = contentVariantId('limited-print', 'SQ-PRINT-A3');

const signUp = (visitor: Visitor, json: unknown) => visitor.request(RESTOCK, { method: 'POST', json });

async function listed(visitor: Visitor, variantId = A3) {
  const answer = await visitor.request(`${RESTOCK}?productId=${PRINT}&variantId=${variantId}`, { headers: { Authorization: `Bearer ${OWNER_KEY}` } });
  return RestockSignUpsPage.parse(answer.body).signUps;
}

describe('POST /api/site-users/account/notifications/restock', () => {
  it('records a sign-up for a sold-out variant and answers 200 {signedUp: true}', async () => {
    const visitor = await newVisitor({ database: await ownerDatabase() });
    const answer = await signUp(visitor, { isJoinMailingList: true, productId: PRINT, variantId: A3, siteVisitorEmail: '  ana@studio.shop ' });
    expect(answer).toMatchObject({ status: 200, body: { signedUp: true } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await listed(visitor)).toEqual([
      expect.objectContaining({ productId: PRINT, variantId: A3, siteVisitorEmail: 'ana@studio.shop', isJoinMailingList: true, notifiedOn: null }),
    ]);
  });

  it('is idempotent per product, variant and address (whatever its case), and keeps a mailing-list opt-in', async () => {
    const visitor = await newVisitor({ database: await ownerDatabase() });
    const payload = { productId: PRINT, variantId: A3 };
    expect((await signUp(visitor, { ...payload, siteVisitorEmail: 'ana@studio.shop', isJoinMailingList: true })).status).toBe(200);
    const again = await signUp(visitor, { ...payload, siteVisitorEmail: 'ANA@Studio.shop', isJoinMailingList: false });
    expect(again).toMatchObject({ status: 200, body: { signedUp: true } });
    const rows = await listed(visitor);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ siteVisitorEmail: 'ana@studio.shop', isJoinMailingList: true });
    // Another variant of the same product is another sign-up; isJoinMailingList defaults to false.
    const A2 = contentVariantId('limited-print', 'SQ-PRINT-A2');
    expect((await signUp(visitor, { productId: PRINT, variantId: A2, siteVisitorEmail: 'ana@studio.shop' })).status).toBe(200);
    expect(await listed(visitor, A2)).toEqual([expect.objectContaining({ isJoinMailingList: false })]);
  });

  it.each([
    ['', RESTOCK_MESSAGES.blankEmail],
    ['   ', RESTOCK_MESSAGES.blankEmail],
    [undefined, RESTOCK_MESSAGES.blankEmail],
    ['ab', RESTOCK_MESSAGES.invalidEmail],
    ['ana@studio', RESTOCK_MESSAGES.invalidEmail],
    ['ana@studio.online', RESTOCK_MESSAGES.invalidEmail],
    [`${'a'.repeat(250)}@shop.com`, RESTOCK_MESSAGES.invalidEmail],
  ])('answers 422 with data.message for the address %j', async (siteVisitorEmail, message) => {
    const visitor = await newVisitor();
    const answer = await signUp(visitor, { productId: PRINT, variantId: A3, siteVisitorEmail });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error: message, message });
  });

  it('answers 422 when the product or variant id is missing', async () => {
    const visitor = await newVisitor();
    const answer = await signUp(visitor, { variantId: A3, siteVisitorEmail: 'ana@studio.shop' });
    expect(answer).toMatchObject({ status: 422, body: { message: 'productId is required.' } });
  });

  it('answers 404 for an unknown product or variant', async () => {
    const visitor = await newVisitor();
    for (const ids of [{ productId: 'nope', variantId: A3 }, { productId: PRINT, variantId: 'nope' }]) {
      const answer = await signUp(visitor, { ...ids, siteVisitorEmail: 'ana@studio.shop' });
      expect(answer).toMatchObject({ status: 404, body: { error: RESTOCK_MESSAGES.unknownVariant, message: RESTOCK_MESSAGES.unknownVariant } });
    }
  });

  it('answers 409 for a variant that is in stock', async () => {
    const visitor = await newVisitor();
    const tee = itemIdOf('classic-tee');
    const answer = await signUp(visitor, { productId: tee, variantId: contentVariantId('classic-tee', 'SQ-TEE-BLK-M'), siteVisitorEmail: 'ana@studio.shop' });
    expect(answer).toMatchObject({ status: 409, body: { message: RESTOCK_MESSAGES.inStock } });
  });

  it('needs the crumb: 403 crumbFail without it', async () => {
    const visitor = await newVisitor();
    const answer = await visitor.request(RESTOCK, { method: 'POST', json: { productId: PRINT, variantId: A3, siteVisitorEmail: 'ana@studio.shop' }, withoutCrumb: true });
    expect(answer).toMatchObject({ status: 403, body: { error: CRUMB_FAIL_MESSAGE, crumbFail: true } });
  });

  it('is rate limited per visitor: 429 with Retry-After', async () => {
    const visitor = await newVisitor({ rateLimit: { limit: 2, windowMs: 10_000 } });
    const payload = { productId: PRINT, variantId: A3, siteVisitorEmail: 'ana@studio.shop' };
    expect((await signUp(visitor, payload)).status).toBe(200);
    expect((await signUp(visitor, payload)).status).toBe(200);
    const third = await signUp(visitor, payload);
    expect(third).toMatchObject({ status: 429, body: { error: RATE_LIMIT_MESSAGE } });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 400 for a body that is not JSON and 413 for an oversized one', async () => {
    const visitor = await newVisitor();
    const broken = await visitor.request(RESTOCK, { method: 'POST', rawBody: '{"productId":', headers: { 'content-type': 'application/json' } });
    expect(broken).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON.' } });
    const huge = await signUp(visitor, { productId: PRINT, variantId: A3, siteVisitorEmail: 'ana@studio.shop', captchaToken: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
  });

  it('accepts a captcha token and refuses an oversized one', async () => {
    const visitor = await newVisitor();
    const payload = { productId: PRINT, variantId: A3, siteVisitorEmail: 'ana@studio.shop' };
    expect((await signUp(visitor, { ...payload, captchaToken: 'token-from-the-widget' })).status).toBe(200);
    expect((await signUp(visitor, { ...payload, captchaToken: 'x'.repeat(5000) })).status).toBe(422);
  });
});
