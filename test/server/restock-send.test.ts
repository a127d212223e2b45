// The owner's send and send/all email each pending sign-up through the outbox: once, never twice, also when two
// owners on two instances send at the same moment; keys without restock:send are refused and queue nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { readStoreSettings } from '../../server/content/store-settings';
import { createRestockSignUpStore } from '../../server/db/restock-signups';
import { createEmailRenderer } from '../../server/email/render-email';
import { sha256Hex } from '../../server/security/tokens';
import { keyFor, ownerStore, type OwnerStore } from './owner/owner-fixture';
import { OWNER_KEY } from './restock-fixture';
import { A2, A3, noticedAddresses, notices, PRINT, RESTOCK, setStock, signUpAll } from './restock-notice-fixture';
import { CONTENT_DIR, freshApi, Visitor } from './visitor';

const stores: OwnerStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

async function store(): Promise<OwnerStore> {
  const made = await ownerStore();
  stores.push(made);
  return made;
}

const BASE_URL = readStoreSettings(CONTENT_DIR).baseUrl;
const send = (s: OwnerStore, variantId = A3, key?: string) => s.owner(`${RESTOCK}/send`, { json: { productId: PRINT, variantId }, key });

describe('POST …/restock/send', () => {
  it('emails every pending sign-up of the variant through the outbox, with the product link and an unsubscribe link', async () => {
    const s = await store();
    await signUpAll(s, ['ana@studio.shop', 'bo@studio.shop', 'cy@studio.shop']);
    // One unit: the raise itself notifies the first in line; the owner's send reaches everyone else.
    await setStock(s, 'SQ-PRINT-A3', { quantity: 1 });
    expect(await noticedAddresses(s.database)).toEqual(['ana@studio.shop']);

    expect(await send(s)).toMatchObject({ status: 200, body: { productId: PRINT, variantId: A3, notifiedCount: 2 } });
    const queued = await notices(s.database);
    expect(queued.map((n) => n.to).sort()).toEqual(['ana@studio.shop', 'bo@studio.shop', 'cy@studio.shop']);
    for (const notice of queued) {
      expect(notice.data).toMatchObject({
        storeName: readStoreSettings(CONTENT_DIR).storeName,
        title: 'Limited Edition Coastline Print',
        options: [{ name: 'Size', value: 'A3' }],
        productUrl: `${BASE_URL}/shop/p/limited-print`,
        unsubscribePageUrl: `${BASE_URL}/commerce/restock/unsubscribe?token=${notice.token}`,
        unsubscribeUrl: `${BASE_URL}/api/commerce/restock/unsubscribe/one-click?token=${notice.token}`,
      });
      expect(notice.token.length).toBeGreaterThanOrEqual(40);
    }
    expect(new Set(queued.map((n) => n.token)).size).toBe(3);

    // Tokens are stored hashed: the sign-ups hold the hashes, never a token.
    const rows = await s.database.db.selectFrom('restock_signups').select(['email', 'unsubscribe_token_hash', 'notified_at']).execute();
    for (const notice of queued) {
      expect(rows.find((row) => row.email === notice.to)).toMatchObject({ unsubscribe_token_hash: sha256Hex(notice.token) });
    }
    expect(JSON.stringify(rows)).not.toContain(queued[0].token);

    // A second send finds nobody pending and queues nothing.
    expect((await send(s)).body.notifiedCount).toBe(0);
    expect(await notices(s.database)).toHaveLength(3);
  });

  it('renders as list mail: List-Unsubscribe names the one-click URL, with List-Unsubscribe-Post', async () => {
    const s = await store();
    await signUpAll(s, ['ana@studio.shop']);
    await setStock(s, 'SQ-PRINT-A3', { quantity: 2 });
    const [notice] = await notices(s.database);
    const email = createEmailRenderer({ language: 'en-US' }).render({ template: 'restock-notice', data: notice.data });
    expect(email.subject).toBe(`Limited Edition Coastline Print is back in stock – ${notice.data.storeName}`);
    expect(email.headers).toEqual({ 'List-Unsubscribe': `<${notice.data.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(email.text).toContain('Size: A3');
    expect(email.text).toContain(notice.data.productUrl);
    expect(email.html).toContain(`href="${notice.data.unsubscribePageUrl}"`);
  });

  it('send/all emails several variants in one go, each sign-up once', async () => {
    const s = await store();
    await signUpAll(s, ['ana@studio.shop', 'bo@studio.shop']);
    await signUpAll(s, ['ana@studio.shop', 'cy@studio.shop'], A2);
    // One unit of each: each raise notifies its first in line (ana, twice: one sign-up per variant).
    await setStock(s, 'SQ-PRINT-A3', { quantity: 1 });
    await setStock(s, 'SQ-PRINT-A2', { quantity: 1 });
    expect((await noticedAddresses(s.database)).sort()).toEqual(['ana@studio.shop', 'ana@studio.shop']);

    const all = await s.owner(`${RESTOCK}/send/all`, { json: { sendRequests: [{ productId: PRINT, variantId: A3 }, { productId: PRINT, variantId: A2 }] } });
    expect(all).toMatchObject({ status: 200, body: { results: [{ variantId: A3, notifiedCount: 1 }, { variantId: A2, notifiedCount: 1 }] } });
    const queued = await notices(s.database);
    expect(queued).toHaveLength(4);
    expect(queued.filter((n) => n.data.options[0].value === 'A2').map((n) => n.to).sort()).toEqual(['ana@studio.shop', 'cy@studio.shop']);
    expect(new Set(queued.map((n) => n.dedupeKey)).size).toBe(4);
  });

  it('emails each sign-up once when two owners on two instances send at the same moment', async () => {
    const s = await store();
    const emails = Array.from({ length: 24 }, (_, n) => `fan${n}@studio.shop`);
    await signUpAll(s, emails);
    await setStock(s, 'SQ-PRINT-A3', { quantity: 1 });
    // A second instance of the store on the same database, with its own owner's key.
    const other = freshApi({ database: s.database, now: () => (s.clock.at += 1) });
    const secondOwner = await keyFor(s.database, 'ADMIN');
    const otherOwner = new Visitor(other);
    const sendOn = (visitor: Visitor, key: string, path: string, json: unknown) =>
      visitor.request(path, { method: 'POST', json, headers: { Authorization: `Bearer ${key}` } });
    const answers = await Promise.all([
      send(s),
      sendOn(otherOwner, secondOwner, `${RESTOCK}/send`, { productId: PRINT, variantId: A3 }),
      s.owner(`${RESTOCK}/send/all`, { json: { sendRequests: [{ productId: PRINT, variantId: A3 }] } }),
      sendOn(otherOwner, OWNER_KEY, `${RESTOCK}/send/all`, { sendRequests: [{ productId: PRINT, variantId: A3 }] }),
    ]);
    await other.close();
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const counts = answers.map((a) => a.body.notifiedCount ?? a.body.results[0].notifiedCount) as number[];
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(emails.length - 1);

    const queued = await noticedAddresses(s.database);
    expect(queued).toHaveLength(emails.length);
    expect(new Set(queued).size).toBe(emails.length);
    const pending = await createRestockSignUpStore(s.database.db).pending(PRINT, A3, 100);
    expect(pending).toEqual([]);
  });
});

describe('who may send', () => {
  it('answers 401 without a key and 403 to a role without restock:send, queuing nothing', async () => {
    const s = await store();
    await signUpAll(s, ['ana@studio.shop', 'bo@studio.shop']);
    await setStock(s, 'SQ-PRINT-A3', { quantity: 1 });
    const before = await notices(s.database);

    const anonymous = await s.owner(`${RESTOCK}/send`, { json: { productId: PRINT, variantId: A3 }, key: null });
    expect(anonymous).toMatchObject({ status: 401, body: { error: expect.any(String) } });
    for (const role of ['REPORTING', 'VIEWER', 'BILLING', 'EDITOR'] as const) {
      const key = await keyFor(s.database, role);
      const refused = await send(s, A3, key);
      expect(refused).toMatchObject({ status: 403, body: { role } });
      const refusedAll = await s.owner(`${RESTOCK}/send/all`, { json: { sendRequests: [{ productId: PRINT, variantId: A3 }] }, key });
      expect(refusedAll.status).toBe(403);
    }
    expect(await notices(s.database)).toEqual(before);
    // bo is still pending: the owner's own key sends it.
    expect((await send(s)).body.notifiedCount).toBe(1);
  });

  it('queues nothing for a bad body or an unknown variant', async () => {
    const s = await store();
    await signUpAll(s, ['ana@studio.shop']);
    expect((await s.owner(`${RESTOCK}/send`, { rawBody: '{"productId":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await s.owner(`${RESTOCK}/send`, { json: { productId: PRINT } })).status).toBe(422);
    expect((await s.owner(`${RESTOCK}/send`, { json: { productId: PRINT, variantId: 'nope' } })).status).toBe(404);
    expect((await send(s)).status).toBe(409); // still sold out
    expect(await notices(s.database)).toEqual([]);
  });
});
