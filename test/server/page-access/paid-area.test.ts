// A paid member area end to end through kiosk serve: its page answers 401 (105) signed out and 403 (106) to a
// signed-in non-member; its membership (a PAYWALL product) goes in the cart once, the checkout refuses it to a
// signed-out buyer (401), grants it to the signed-in buyer's account in the order, and a refund takes it back.
// The content is a copy of the demo store's with the paid area, its page and its product added.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES, CHECKOUT_MESSAGES } from '../../../schemas/messages';
import { PAGE_ACCESS_MESSAGES, PRIVATE_PAGES } from '../../../schemas/page-access';
import { createMembershipStore } from '../../../server/db/site-users';
import { createServer, type KioskServer } from '../../../server/site-server';
import { signedInVisitor, TEST_COST, type AccountWorld } from '../accounts/account-fixture';
import { checkout, quote } from '../checkout/checkout-fixture';
import { grantOwnerKey, OWNER_KEY } from '../restock-fixture';
import { testDatabase } from '../test-database';
import { CONTENT_DIR, Visitor } from '../visitor';

const MEMBERSHIP_ID = 'a1b2c3d4e5f6a7b8c9d0e1f2';
const AREA = 'firing-club';
const PRODUCT_URL = '/shop/p/firing-club-membership';

let root: string;
let server: KioskServer;
let world: AccountWorld;

function page(dir: string, folder: string, text: string): void {
  mkdirSync(join(dir, folder), { recursive: true });
  writeFileSync(join(dir, folder, 'index.html'), `<h1>${text}</h1>`);
}

/** The demo content plus a paid area, a page for its members and the membership that grants it. */
function paidContent(dir: string): void {
  cpSync(CONTENT_DIR, dir, { recursive: true });
  writeFileSync(join(dir, 'member-areas.json'), JSON.stringify({
    memberAreas: [
      { id: 'studio-members', name: 'Studio members', access: 'signed-in' },
      { id: AREA, name: 'Firing club', joinButtonText: 'Buy the membership', access: 'paid', productUrl: PRODUCT_URL },
    ],
  }));
  writeFileSync(join(dir, 'pages', 'firing-notes.json'), JSON.stringify({
    collection: { id: 'f1f2f3f4f5f6f7f8f9f0f1f2', title: 'Firing notes', urlId: 'firing-notes', fullUrl: '/firing-notes', typeName: 'page', type: 10, enabled: true },
    access: { memberArea: AREA },
    mainContent: '<p>Cone 6 schedules.</p>',
  }));
  writeFileSync(join(dir, 'collections', 'shop', 'items', 'firing-club-membership.json'), JSON.stringify({
    id: MEMBERSHIP_ID, recordType: 11, title: 'Firing club membership', urlId: 'firing-club-membership', fullUrl: PRODUCT_URL,
    memberAreaId: AREA, categories: ['Memberships'],
    structuredContent: { productType: 5, priceMoney: { value: '25.00', currency: 'USD' }, variants: [{ id: 'v-firing-club', sku: 'SQ-FIRING-CLUB' }] },
  }));
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'kiosk-paid-area-'));
  const content = join(root, 'content');
  paidContent(content);
  const dist = join(root, 'dist');
  const privateDir = join(root, 'dist-private');
  page(dist, '', 'Home');
  writeFileSync(join(dist, '404.html'), '<h1>Lost</h1>');
  page(privateDir, PRIVATE_PAGES.content('/firing-notes'), 'Cone 6 schedules');
  page(privateDir, PRIVATE_PAGES.signIn('/firing-notes'), 'Members only: sign in');
  page(privateDir, PRIVATE_PAGES.denied('/firing-notes'), 'Members only: buy the membership');
  const opening = testDatabase();
  const database = await opening;
  const clock = { now: Date.UTC(2026, 10, 20, 12) };
  server = createServer({ distDir: dist, database: opening, contentDir: content, now: () => clock.now, passwordCost: TEST_COST, log: () => {} });
  await server.api.ready;
  world = { api: server.api, database, clock, visitor: (address?: string) => new Visitor(server.app, address).arrive() };
});

afterAll(async () => {
  await server?.api.close();
  rmSync(root, { recursive: true, force: true });
});

const addMembership = (v: Visitor) => v.add({ itemId: MEMBERSHIP_ID, sku: 'SQ-FIRING-CLUB', quantity: 1 });
const areasOf = (siteUserId: string) => createMembershipStore(world.database.db).areasOf(siteUserId);

async function siteUserIdOf(email: string): Promise<string> {
  const row = await world.database.db.selectFrom('site_users').select('id').where('email_key', '=', email.toLowerCase()).executeTakeFirstOrThrow();
  return row.id;
}

describe('a paid member area', () => {
  it('answers 105 signed out and 106 to a signed-in non-member, whose join call is refused with the way in', async () => {
    const signedOut = await world.visitor();
    expect((await signedOut.request('/firing-notes')).status).toBe(401);
    const { v } = await signedInVisitor(world, 'not-yet@example.com');
    const denied = await v.request('/firing-notes');
    expect(denied.status).toBe(403);
    expect(denied.body).toBe('<h1>Members only: buy the membership</h1>');
    const join = await v.request(`/api/page-access/member-areas/${AREA}/join`, { method: 'POST' });
    expect(join.status).toBe(403);
    expect(join.body).toEqual({ error: PAGE_ACCESS_MESSAGES.paidArea });
    expect((await v.request('/firing-notes')).status).toBe(403);
  });

  it('sells its membership once per cart, unshipped and unlimited', async () => {
    const v = await world.visitor();
    const added = await addMembership(v);
    expect(added.status).toBe(200);
    const cart = added.body.shoppingCart ?? added.body;
    expect(cart.entries[0]).toMatchObject({ productType: 'PAYWALL', quantity: 1, purchasePriceCents: 2500, maxQuantity: 1, unlimited: true });
    expect(cart).toMatchObject({ requiresShipping: false, purelyDigital: true });
    const again = await addMembership(v);
    expect(again.status).toBe(422);
    expect(again.body.error).toBe(CART_MESSAGES.membershipOnce);
    const priced = await quote(v, { email: 'ada@example.com' });
    expect(priced.status).toBe(200);
    expect(priced.body).toMatchObject({ requiresShipping: false, subtotalCents: 2500 });
  });

  it('refuses the checkout to a signed-out buyer with a sign-in link, charging nothing', async () => {
    const v = await world.visitor();
    await addMembership(v);
    const placed = await checkout(v, {});
    expect(placed.status).toBe(401);
    expect(placed.body).toEqual({ error: CHECKOUT_MESSAGES.signInForMembership, signInUrl: '/account/login?next=%2Fcheckout' });
    const orders = await world.database.db.selectFrom('orders').select('id').where('email', '=', 'ada@example.com').execute();
    expect(orders).toEqual([]);
  });

  it('grants the area to the signed-in buyer in the order; the page opens; a refund closes it again', async () => {
    const email = 'buyer@example.com';
    const { v } = await signedInVisitor(world, email);
    const siteUserId = await siteUserIdOf(email);
    expect((await v.request('/firing-notes')).status).toBe(403);
    expect((await addMembership(v)).status).toBe(200);
    const placed = await checkout(v, { email });
    expect(placed.status).toBe(201);
    expect(await areasOf(siteUserId)).toEqual([AREA]);
    const opened = await v.request('/firing-notes');
    expect(opened.status).toBe(200);
    expect(opened.body).toBe('<h1>Cone 6 schedules</h1>');

    // A member is not sold the same membership again: refused before any payment, nothing recorded.
    expect((await addMembership(v)).status).toBe(200);
    const ordersBefore = await world.database.db.selectFrom('orders').select('id').execute();
    const again = await checkout(v, { email });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/^Your account already has .+: remove it from your cart to check out\.$/);
    expect(await world.database.db.selectFrom('orders').select('id').execute()).toHaveLength(ordersBefore.length);

    await grantOwnerKey(world.database);
    const owner = await world.visitor();
    const refund = await owner.request(`/api/owner/orders/${placed.body.order.id}/refunds`, {
      method: 'POST', json: {}, headers: { Authorization: `Bearer ${OWNER_KEY}` }, withoutCrumb: true,
    });
    expect(refund.status).toBe(200);
    expect(await areasOf(siteUserId)).toEqual([]);
    expect((await v.request('/firing-notes')).status).toBe(403);
  });
});
