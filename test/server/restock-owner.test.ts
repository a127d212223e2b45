// The owner's restock routes (listings, send, send/all) behind the owner API key, on a fresh DB.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { forbiddenMessage, OWNER_AUTH_MESSAGES } from '../../server/middleware/owner-auth';
import { createApiKeyService } from '../../server/owner/api-keys';
import { RESTOCK_MESSAGES, RestockGroupsPage, RestockSendAllResponse, RestockSignUpsPage } from '../../schemas/restock';
import { RESTOCK_PAGE_SIZE } from '../../server/restock/restock-service';
import { testDatabase } from './test-database';
import { CONTENT_DIR, freshApi, itemIdOf, Visitor } from './visitor';
import { contentVariantId, grantOwnerKey, OWNER_KEY, ownerDatabase, restockedContent } from './restock-fixture';

const RESTOCK = '/api/site-users/account/notifications/restock';
const PRINT = itemIdOf('limited-print');
const A3 = contentVariantId('limited-print', 'SQ-PRINT-A3');
const A2 = contentVariantId('limited-print', 'SQ-PRINT-A2');
const TEE = itemIdOf('classic-tee');
const WHITE_L = contentVariantId('classic-tee', 'SQ-TEE-WHT-L');
const OWNER = { Authorization: `Bearer ${OWNER_KEY}` };
const LOOSE_LIMIT = { limit: 10_000, windowMs: 1000 };

/** A clock that moves 1 s per reading, so sign-ups have distinct times. */
let clock = Date.UTC(2026, 10, 1);
const now = () => (clock += 1000);

/** A site on a database that outlives restarts, with `contentDir` as its content. */
async function site(contentDir = CONTENT_DIR, database?: Database) {
  const db = database ?? (await testDatabase());
  await grantOwnerKey(db);
  const visitor = await new Visitor(freshApi({ database: db, contentDir, now, rateLimit: LOOSE_LIMIT })).arrive();
  return { db, visitor };
}

async function signUp(visitor: Visitor, productId: string, variantId: string, email: string) {
  const answer = await visitor.request(RESTOCK, { method: 'POST', json: { productId, variantId, siteVisitorEmail: email } });
  expect(answer.status).toBe(200);
}

describe('owner API key', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', `${RESTOCK}?productId=${PRINT}&variantId=${A3}`],
    ['GET', `${RESTOCK}/groups`],
    ['POST', `${RESTOCK}/send`, { productId: PRINT, variantId: A3 }],
    ['POST', `${RESTOCK}/send/all`, { sendRequests: [{ productId: PRINT, variantId: A3 }] }],
  ];

  it.each(routes)('%s %s answers 401 JSON without a key, with a wrong key, and with a revoked key', async (method, path, json) => {
    const { db, visitor } = await site();
    const missing = await visitor.request(path, { method, json });
    expect(missing).toMatchObject({ status: 401, body: { error: OWNER_AUTH_MESSAGES.missing } });
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="kiosk-owner"');
    const wrong = await visitor.request(path, { method, json, headers: { Authorization: 'Bearer not-the-key' } });
    expect(wrong).toMatchObject({ status: 401, body: { error: OWNER_AUTH_MESSAGES.wrong } });
    const basic = await visitor.request(path, { method, json, headers: { Authorization: `Basic ${OWNER_KEY}` } });
    expect(basic).toMatchObject({ status: 401, body: { error: OWNER_AUTH_MESSAGES.missing } });

    const keys = createApiKeyService(db.db);
    const issued = await keys.issue('ADMIN', 'to revoke');
    await keys.revoke(issued.info.id);
    const revoked = await visitor.request(path, { method, json, headers: { Authorization: `Bearer ${issued.key}` } });
    expect(revoked).toMatchObject({ status: 401, body: { error: OWNER_AUTH_MESSAGES.wrong } });
  });

  it('lets each role do what its permissions allow: 403 JSON otherwise', async () => {
    const database = await ownerDatabase('REPORTING');
    const visitor = new Visitor(freshApi({ database }));
    const list = await visitor.request(`${RESTOCK}/groups`, { headers: OWNER });
    expect(list.status).toBe(200);
    const send = await visitor.request(`${RESTOCK}/send`, { method: 'POST', json: { productId: PRINT, variantId: A3 }, headers: OWNER });
    expect(send).toMatchObject({ status: 403, body: { error: forbiddenMessage('REPORTING', 'restock:send'), role: 'REPORTING' } });
    expect(send.body.error).toBe("This key's role (REPORTING) may not send back-in-stock notices.");
    const issued = await createApiKeyService(database.db).issue('EDITOR', 'blog');
    const read = await visitor.request(`${RESTOCK}/groups`, { headers: { Authorization: `Bearer ${issued.key}` } });
    expect(read).toMatchObject({ status: 403, body: { error: "This key's role (EDITOR) may not read back-in-stock sign-ups." } });
  });

  it('takes the bearer key instead of the crumb', async () => {
    const visitor = new Visitor(freshApi({ database: await ownerDatabase() }));
    const answer = await visitor.request(`${RESTOCK}/send/all`, { method: 'POST', json: { sendRequests: [] }, headers: OWNER });
    expect(answer.status).toBe(422); // past the key and without a crumb: the body is what is wrong
  });
});

describe('GET …/restock?productId&variantId&cursor', () => {
  it('lists one variant’s sign-ups oldest first, in pages with hasNextPage and nextPageCursor', async () => {
    const { visitor } = await site();
    const total = RESTOCK_PAGE_SIZE + 3;
    for (let n = 0; n < total; n++) await signUp(visitor, PRINT, A3, `fan${n}@studio.shop`);
    await signUp(visitor, PRINT, A2, 'other@studio.shop');

    const first = await visitor.request(`${RESTOCK}?productId=${PRINT}&variantId=${A3}`, { headers: OWNER });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const page1 = RestockSignUpsPage.parse(first.body);
    expect(page1.signUps).toHaveLength(RESTOCK_PAGE_SIZE);
    expect(page1.hasNextPage).toBe(true);
    expect(page1.signUps[0]).toMatchObject({ siteVisitorEmail: 'fan0@studio.shop', variantId: A3, notifiedOn: null });

    const second = await visitor.request(`${RESTOCK}?productId=${PRINT}&variantId=${A3}&cursor=${page1.nextPageCursor}`, { headers: OWNER });
    const page2 = RestockSignUpsPage.parse(second.body);
    expect(page2.signUps.map((s) => s.siteVisitorEmail)).toEqual([0, 1, 2].map((n) => `fan${RESTOCK_PAGE_SIZE + n}@studio.shop`));
    expect(page2).toMatchObject({ hasNextPage: false, nextPageCursor: null });
    const ids = new Set([...page1.signUps, ...page2.signUps].map((s) => s.id));
    expect(ids.size).toBe(total);
  });

  it('answers 422 for a missing variant id and for a cursor it did not issue', async () => {
    const { visitor } = await site();
    const missing = await visitor.request(`${RESTOCK}?productId=${PRINT}`, { headers: OWNER });
    expect(missing).toMatchObject({ status: 422, body: { error: 'variantId is required.' } });
    for (const cursor of ['nonsense', Buffer.from('["a","b"]').toString('base64url')]) {
      const bad = await visitor.request(`${RESTOCK}?productId=${PRINT}&variantId=${A3}&cursor=${cursor}`, { headers: OWNER });
      expect(bad).toMatchObject({ status: 422, body: { error: RESTOCK_MESSAGES.invalidCursor } });
    }
  });
});

describe('GET …/restock/groups?cursor', () => {
  it('groups sign-ups by product variant with titles, attributes and counts', async () => {
    const { visitor } = await site();
    await signUp(visitor, PRINT, A3, 'ana@studio.shop');
    await signUp(visitor, PRINT, A3, 'bo@studio.shop');
    await signUp(visitor, TEE, WHITE_L, 'ana@studio.shop');
    const answer = await visitor.request(`${RESTOCK}/groups`, { headers: OWNER });
    const page = RestockGroupsPage.parse(answer.body);
    expect(page).toMatchObject({ hasNextPage: false, nextPageCursor: null });
    const byVariant = Object.fromEntries(page.signUpGroups.map((g) => [g.variantId, g]));
    expect(byVariant[A3]).toMatchObject({
      productId: PRINT, productTitle: 'Limited Edition Coastline Print', sku: 'SQ-PRINT-A3', variantAttributes: { Size: 'A3' }, signUpCount: 2, pendingCount: 2,
    });
    expect(byVariant[WHITE_L]).toMatchObject({ productId: TEE, sku: 'SQ-TEE-WHT-L', variantAttributes: { Size: 'L', Color: 'White' }, signUpCount: 1 });
  });

  it('answers 422 for a cursor of the wrong shape', async () => {
    const { visitor } = await site();
    const bad = await visitor.request(`${RESTOCK}/groups?cursor=${Buffer.from('[1,"x"]').toString('base64url')}`, { headers: OWNER });
    expect(bad).toMatchObject({ status: 422, body: { message: RESTOCK_MESSAGES.invalidCursor } });
  });
});

describe('POST …/restock/send and …/restock/send/all', () => {
  it('refuses a variant that is still sold out (409) or unknown (404)', async () => {
    const { visitor } = await site();
    await signUp(visitor, PRINT, A3, 'ana@studio.shop');
    const soldOut = await visitor.request(`${RESTOCK}/send`, { method: 'POST', json: { productId: PRINT, variantId: A3 }, headers: OWNER });
    expect(soldOut).toMatchObject({ status: 409, body: { message: RESTOCK_MESSAGES.stillSoldOut } });
    const unknown = await visitor.request(`${RESTOCK}/send`, { method: 'POST', json: { productId: PRINT, variantId: 'nope' }, headers: OWNER });
    expect(unknown).toMatchObject({ status: 404, body: { message: RESTOCK_MESSAGES.unknownVariant } });
    const empty = await visitor.request(`${RESTOCK}/send`, { method: 'POST', json: {}, headers: OWNER });
    expect(empty).toMatchObject({ status: 422, body: { message: 'productId is required.' } });
  });

  it('notifies the pending sign-ups once the owner has restocked, and only once', async () => {
    const before = await site();
    await signUp(before.visitor, PRINT, A3, 'ana@studio.shop');
    await signUp(before.visitor, PRINT, A3, 'bo@studio.shop');
    // The owner restocks 1 unit of A3 in content and restarts the server on the same database: the restart's
    // automatic notice goes to the first sign-up only (capped by the units); the owner's send reaches the other.
    const { visitor } = await site(restockedContent('limited-print', 'SQ-PRINT-A3', 1), before.db);

    const sent = await visitor.request(`${RESTOCK}/send`, { method: 'POST', json: { productId: PRINT, variantId: A3 }, headers: OWNER });
    expect(sent).toMatchObject({ status: 200, body: { productId: PRINT, variantId: A3, notifiedCount: 1 } });
    const again = await visitor.request(`${RESTOCK}/send`, { method: 'POST', json: { productId: PRINT, variantId: A3 }, headers: OWNER });
    expect(again.body.notifiedCount).toBe(0);

    const listed = RestockSignUpsPage.parse((await visitor.request(`${RESTOCK}?productId=${PRINT}&variantId=${A3}`, { headers: OWNER })).body);
    expect(listed.signUps.every((s) => typeof s.notifiedOn === 'number')).toBe(true);
    const groups = RestockGroupsPage.parse((await visitor.request(`${RESTOCK}/groups`, { headers: OWNER })).body);
    expect(groups.signUpGroups).toEqual([expect.objectContaining({ variantId: A3, signUpCount: 2, pendingCount: 0 })]);
  });

  it('sends several variants together, or none when one cannot be sent', async () => {
    const before = await site();
    await signUp(before.visitor, PRINT, A3, 'ana@studio.shop');
    await signUp(before.visitor, TEE, WHITE_L, 'bo@studio.shop');
    await signUp(before.visitor, TEE, WHITE_L, 'cy@studio.shop');
    // One unit: the restart's automatic notice goes to bo, the first in line; cy waits for the owner's send.
    const { visitor } = await site(restockedContent('classic-tee', 'SQ-TEE-WHT-L', 1), before.db);
    const send = (sendRequests: unknown) => visitor.request(`${RESTOCK}/send/all`, { method: 'POST', json: { sendRequests }, headers: OWNER });

    const mixed = await send([{ productId: TEE, variantId: WHITE_L }, { productId: PRINT, variantId: A3 }]);
    expect(mixed).toMatchObject({ status: 409, body: { message: RESTOCK_MESSAGES.stillSoldOut } });
    const groups = RestockGroupsPage.parse((await visitor.request(`${RESTOCK}/groups`, { headers: OWNER })).body);
    expect(groups.signUpGroups.find((g) => g.variantId === WHITE_L)?.pendingCount).toBe(1);

    const ok = await send([{ productId: TEE, variantId: WHITE_L }]);
    expect(ok.status).toBe(200);
    expect(RestockSendAllResponse.parse(ok.body).results).toEqual([{ productId: TEE, variantId: WHITE_L, notifiedCount: 1 }]);

    expect((await send([])).body).toMatchObject({ error: 'sendRequests needs at least one {productId, variantId}.' });
    expect((await send(Array.from({ length: 101 }, () => ({ productId: TEE, variantId: WHITE_L })))).status).toBe(422);
  });
});
