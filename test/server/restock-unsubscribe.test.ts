// Cancelling a back-in-stock sign-up from its notice: the unsubscribe page's POST (with the crumb) and the mail
// client's one-click POST (RFC 8058, no crumb, no cookies); unknown tokens and bad input are JSON 4xx storing nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { RESTOCK_UNSUBSCRIBE_MESSAGES } from '../../schemas/restock-unsubscribe';
import { ownerStore, type OwnerStore } from './owner/owner-fixture';
import { A3, notices, PRINT, RESTOCK, setStock, signUpAll, UNSUBSCRIBE } from './restock-notice-fixture';
import { fromAddress, nextAddress } from './visitor';

const stores: OwnerStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

/** A store where ana and bo were notified (2 units): their notices' tokens. */
async function notified() {
  const s = await ownerStore();
  stores.push(s);
  await signUpAll(s, ['ana@studio.shop', 'bo@studio.shop']);
  await setStock(s, 'SQ-PRINT-A3', { quantity: 2 });
  const queued = await notices(s.database);
  const tokenOf = (email: string) => queued.find((n) => n.to === email)!.token;
  return { s, ana: tokenOf('ana@studio.shop'), bo: tokenOf('bo@studio.shop') };
}

async function rows(s: OwnerStore) {
  return s.database.db.selectFrom('restock_signups').select(['email', 'unsubscribed_at', 'join_mailing_list']).orderBy('email').execute();
}

/** A mail client's POST: no cookies, no crumb, the form body of RFC 8058. */
function oneClick(s: OwnerStore, token: string, body = 'List-Unsubscribe=One-Click', type = 'application/x-www-form-urlencoded') {
  return s.shopper().then((visitor) => visitor.app.request(
    `${UNSUBSCRIBE}/one-click?token=${encodeURIComponent(token)}`,
    { method: 'POST', headers: { 'Content-Type': type }, body },
    fromAddress(nextAddress()),
  ));
}

const listed = async (s: OwnerStore) =>
  (await s.owner(`${RESTOCK}?productId=${PRINT}&variantId=${A3}`)).body.signUps.map((row: { siteVisitorEmail: string }) => row.siteVisitorEmail);

describe('the unsubscribe page (POST /api/commerce/restock/unsubscribe)', () => {
  it('cancels the sign-up its token names, and a repeat answers the same', async () => {
    const { s, ana } = await notified();
    const visitor = await s.shopper();
    const answer = await visitor.request(UNSUBSCRIBE, { method: 'POST', json: { token: ana } });
    expect(answer).toMatchObject({ status: 200, body: { unsubscribed: true, productTitle: 'Limited Edition Coastline Print', variant: 'A3' } });
    expect(answer.headers.get('cache-control')).toBe('no-store, private');
    expect((await rows(s)).map((row) => row.unsubscribed_at !== null)).toEqual([true, false]);
    expect(await listed(s)).toEqual(['bo@studio.shop']);

    const again = await visitor.request(UNSUBSCRIBE, { method: 'POST', json: { token: ana } });
    expect(again).toMatchObject({ status: 200, body: answer.body });
  });

  it('needs the crumb like every visitor POST', async () => {
    const { s, ana } = await notified();
    const visitor = await s.shopper();
    const answer = await visitor.request(UNSUBSCRIBE, { method: 'POST', json: { token: ana }, withoutCrumb: true });
    expect(answer).toMatchObject({ status: 403, body: { crumbFail: true } });
    expect((await rows(s)).every((row) => row.unsubscribed_at === null)).toBe(true);
  });

  it('answers JSON 404 for an unknown token and JSON 4xx for bad input, storing nothing', async () => {
    const { s } = await notified();
    const visitor = await s.shopper();
    const unknown = await visitor.request(UNSUBSCRIBE, { method: 'POST', json: { token: 'x'.repeat(43) } });
    expect(unknown).toMatchObject({ status: 404, body: { error: RESTOCK_UNSUBSCRIBE_MESSAGES.notFound } });
    expect((await visitor.request(UNSUBSCRIBE, { method: 'POST', json: {} }))).toMatchObject({ status: 422, body: { error: 'token is required.' } });
    expect((await visitor.request(UNSUBSCRIBE, { method: 'POST', json: { token: 'short' } })).status).toBe(422);
    expect((await visitor.request(UNSUBSCRIBE, { method: 'POST', json: { token: 42 } })).status).toBe(422);
    expect((await visitor.request(UNSUBSCRIBE, { method: 'POST', rawBody: '{"token":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    const huge = await visitor.request(UNSUBSCRIBE, { method: 'POST', json: { token: 'y'.repeat(40_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ error: expect.any(String) });
    expect((await rows(s)).every((row) => row.unsubscribed_at === null)).toBe(true);
  });

  it('changes nothing on GET', async () => {
    const { s, ana } = await notified();
    const visitor = await s.shopper();
    const page = await visitor.request(`${UNSUBSCRIBE}?token=${ana}`);
    const link = await visitor.request(`${UNSUBSCRIBE}/one-click?token=${ana}`);
    expect([page.status, link.status]).toEqual([404, 404]);
    expect(link.body).toMatchObject({ error: expect.any(String) });
    expect((await rows(s)).every((row) => row.unsubscribed_at === null)).toBe(true);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('cancels the sign-up from a POST without cookies or crumb, the token its authority', async () => {
    const { s, bo } = await notified();
    const answer = await oneClick(s, bo);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ unsubscribed: true, productTitle: 'Limited Edition Coastline Print', variant: 'A3' });
    expect((await rows(s)).map((row) => row.unsubscribed_at !== null)).toEqual([false, true]);
    expect((await oneClick(s, bo, 'List-Unsubscribe=One-Click', 'multipart/form-data; boundary=x').then((r) => r.status))).toBe(400);
    expect((await oneClick(s, bo)).status).toBe(200);
  });

  it('accepts a multipart form body too', async () => {
    const { s, ana } = await notified();
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const visitor = await s.shopper();
    const answer = await visitor.app.request(`${UNSUBSCRIBE}/one-click?token=${ana}`, { method: 'POST', body: form }, fromAddress(nextAddress()));
    expect(answer.status).toBe(200);
    expect((await rows(s))[0].unsubscribed_at).not.toBeNull();
  });

  it('answers JSON 4xx for a body that is not the one-click form, or a bad or unknown token, storing nothing', async () => {
    const { s, ana } = await notified();
    for (const [body, type] of [['', 'application/x-www-form-urlencoded'], ['List-Unsubscribe=Later', 'application/x-www-form-urlencoded'],
      ['{"List-Unsubscribe":"One-Click"}', 'application/json']]) {
      const refused = await oneClick(s, ana, body, type);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: RESTOCK_UNSUBSCRIBE_MESSAGES.notOneClick });
    }
    const unknown = await oneClick(s, 'z'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: RESTOCK_UNSUBSCRIBE_MESSAGES.notFound });
    const short = await oneClick(s, 'abc');
    expect(short.status).toBe(422);
    expect(await short.json()).toMatchObject({ error: expect.any(String) });
    const huge = await oneClick(s, ana, `List-Unsubscribe=One-Click&pad=${'p'.repeat(4096)}`);
    expect(huge.status).toBe(413);
    expect((await rows(s)).every((row) => row.unsubscribed_at === null)).toBe(true);
  });

  it('drops the mailing-list opt-in with the sign-up; signing up again later is a new sign-up', async () => {
    const s = await ownerStore();
    stores.push(s);
    const visitor = await s.shopper();
    expect((await visitor.request(RESTOCK, { method: 'POST', json: { productId: PRINT, variantId: A3, siteVisitorEmail: 'ana@studio.shop', isJoinMailingList: true } })).status).toBe(200);
    await setStock(s, 'SQ-PRINT-A3', { quantity: 1 });
    const [notice] = await notices(s.database);
    expect((await oneClick(s, notice.token)).status).toBe(200);
    expect(await rows(s)).toEqual([expect.objectContaining({ join_mailing_list: 0 })]);
    expect(await listed(s)).toEqual([]);

    await setStock(s, 'SQ-PRINT-A3', { quantity: 0 });
    expect((await visitor.request(RESTOCK, { method: 'POST', json: { productId: PRINT, variantId: A3, siteVisitorEmail: 'ana@studio.shop' } })).status).toBe(200);
    expect(await listed(s)).toEqual(['ana@studio.shop']);
    // The old link no longer names a sign-up.
    expect((await oneClick(s, notice.token)).status).toBe(404);
  });
});
