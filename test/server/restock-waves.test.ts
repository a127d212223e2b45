// Automatic back-in-stock notices when stock is raised: capped by the units, first come first served, counted per
// stock episode, never twice per sign-up, and no second wave within the cool-down (a clock the test moves).
import { afterEach, describe, expect, it } from 'vitest';
import { ownerServicesOver } from '../../server/owner/owner-services';
import { planWave, RESTOCK_COOL_DOWN_MS } from '../../server/restock/restock-waves';
import { addItem, checkout, NC_ADDRESS } from './checkout/checkout-fixture';
import { OWNER_ORDERS, ownerStore, type OwnerStore } from './owner/owner-fixture';
import { restockedContent } from './restock-fixture';
import { MINUTE, noticedAddresses, setStock, signUpAll } from './restock-notice-fixture';
import { CONTENT_DIR, freshApi } from './visitor';

const stores: OwnerStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

async function store(): Promise<OwnerStore> {
  const made = await ownerStore();
  stores.push(made);
  return made;
}

const fans = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `fan${from + i}@studio.shop`);
const sorted = (list: string[]) => [...list].sort();

describe('planWave (the rule)', () => {
  const fresh = { episodeNotices: 0, lastWaveAt: null };
  const T = Date.UTC(2026, 10, 3);

  it('sends up to the units on a raise off zero, and tops up within an episode by the units not yet announced', () => {
    expect(planWave(fresh, 0, 3, T)).toEqual({ limit: 3, episodeNotices: 0 });
    expect(planWave({ episodeNotices: 3, lastWaveAt: T }, 3, 5, T + 1)).toEqual({ limit: 2, episodeNotices: 3 });
    expect(planWave({ episodeNotices: 5, lastWaveAt: T }, 1, 4, T + 1)).toEqual({ limit: 0, episodeNotices: 5 });
  });

  it('sends nothing for a change that is not a raise', () => {
    expect(planWave(fresh, 3, 3, T)).toBeUndefined();
    expect(planWave(fresh, 3, 1, T)).toBeUndefined();
    expect(planWave(fresh, 0, 0, T)).toBeUndefined();
  });

  it('waits out the cool-down before a new episode, and then counts from zero', () => {
    const waved = { episodeNotices: 5, lastWaveAt: T };
    expect(planWave(waved, 0, 5, T + RESTOCK_COOL_DOWN_MS - 1)).toBeUndefined();
    expect(planWave(waved, 0, 5, T + RESTOCK_COOL_DOWN_MS)).toEqual({ limit: 5, episodeNotices: 0 });
    expect(planWave(waved, 0, 5, T + 2 * MINUTE, 2 * MINUTE)).toEqual({ limit: 5, episodeNotices: 0 });
  });
});

describe('a raise of the stock (PUT /api/owner/stock/{sku})', () => {
  it('emails the oldest sign-ups, at most one per unit, and the next ones as units are added', async () => {
    const s = await store();
    await signUpAll(s, fans(6));
    await setStock(s, 'SQ-PRINT-A3', { quantity: 3 });
    expect(sorted(await noticedAddresses(s.database))).toEqual(fans(3));

    await setStock(s, 'SQ-PRINT-A3', { quantity: 3 }); // no raise
    await setStock(s, 'SQ-PRINT-A3', { adjustBy: -1 }); // a lowering
    expect(await noticedAddresses(s.database)).toHaveLength(3);

    // 2 → 4 within the same episode: 4 units, 3 already announced: one more, the 4th in line.
    await setStock(s, 'SQ-PRINT-A3', { adjustBy: 2 });
    expect(sorted(await noticedAddresses(s.database))).toEqual(fans(4));
  });

  it('emails the next sign-ups once the variant sold out and is raised again after the cool-down', async () => {
    const s = await store();
    await signUpAll(s, fans(5));
    await setStock(s, 'SQ-PRINT-A3', { quantity: 2 });
    expect(sorted(await noticedAddresses(s.database))).toEqual(fans(2));

    // The two units sell (to anyone), and later the owner restocks two more.
    const buyer = await s.shopper();
    await addItem(buyer, 'limited-print', { sku: 'SQ-PRINT-A3', quantity: 2 });
    expect((await checkout(buyer, { email: 'walk-in@example.com', shippingAddress: NC_ADDRESS })).status).toBe(201);
    s.clock.at += RESTOCK_COOL_DOWN_MS;
    await setStock(s, 'SQ-PRINT-A3', { quantity: 2 });
    expect(sorted(await noticedAddresses(s.database))).toEqual(fans(4));
  });

  it('never emails anyone twice and sends no second wave while stock flaps within the cool-down', async () => {
    const s = await store();
    await signUpAll(s, fans(8));
    await setStock(s, 'SQ-PRINT-A3', { quantity: 3 });
    expect(sorted(await noticedAddresses(s.database))).toEqual(fans(3));

    // 3 → 0 → 3 → 0 → 3 over four minutes: the same units, no new wave.
    for (let flap = 0; flap < 2; flap++) {
      s.clock.at += MINUTE;
      await setStock(s, 'SQ-PRINT-A3', { quantity: 0 });
      s.clock.at += MINUTE;
      await setStock(s, 'SQ-PRINT-A3', { quantity: 3 });
    }
    expect(await noticedAddresses(s.database)).toHaveLength(3);

    // After the cool-down, a sell-out and a raise off zero start a new episode: the next three in line.
    s.clock.at += RESTOCK_COOL_DOWN_MS;
    await setStock(s, 'SQ-PRINT-A3', { quantity: 0 });
    await setStock(s, 'SQ-PRINT-A3', { quantity: 3 });
    const noticed = await noticedAddresses(s.database);
    expect(sorted(noticed)).toEqual(fans(6));
    expect(new Set(noticed).size).toBe(noticed.length);
  });

  it('takes a notified visitor who signs up again as a new request, at the back of the line', async () => {
    const s = await store();
    await signUpAll(s, fans(2));
    await setStock(s, 'SQ-PRINT-A3', { quantity: 1 });
    await setStock(s, 'SQ-PRINT-A3', { quantity: 0 });
    await signUpAll(s, ['fan1@studio.shop']); // a new request, behind fan2
    s.clock.at += RESTOCK_COOL_DOWN_MS;
    await setStock(s, 'SQ-PRINT-A3', { quantity: 1 });
    expect(await noticedAddresses(s.database)).toEqual(['fan1@studio.shop', 'fan2@studio.shop']);
    s.clock.at += RESTOCK_COOL_DOWN_MS;
    await setStock(s, 'SQ-PRINT-A3', { quantity: 0 });
    await setStock(s, 'SQ-PRINT-A3', { quantity: 1 });
    expect(await noticedAddresses(s.database)).toEqual(['fan1@studio.shop', 'fan2@studio.shop', 'fan1@studio.shop']);
  });

  it('queues nothing when the change is refused', async () => {
    const s = await store();
    await signUpAll(s, fans(2));
    expect((await s.owner('/api/owner/stock/SQ-PRINT-A3', { method: 'PUT', json: { adjustBy: -1 } })).status).toBe(422);
    expect((await s.owner('/api/owner/stock/SQ-PRINT-A3', { method: 'PUT', json: { quantity: 2, adjustBy: 1 } })).status).toBe(422);
    expect(await noticedAddresses(s.database)).toEqual([]);
  });
});

describe('other raises', () => {
  it('kiosk stock (the owner services over the database) notifies the same way', async () => {
    const s = await store();
    await signUpAll(s, fans(3));
    const services = ownerServicesOver(s.database, { contentDir: CONTENT_DIR, now: () => (s.clock.at += 1) });
    expect(await services.stock.change('SQ-PRINT-A3', { adjustBy: 2 })).toEqual({ sku: 'SQ-PRINT-A3', qtyInStock: 2 });
    expect(sorted(await noticedAddresses(s.database))).toEqual(fans(2));
  });

  it('units put back by a cancelled order are a raise like any other', async () => {
    const s = await store();
    await setStock(s, 'SQ-PRINT-A3', { quantity: 1 });
    const buyer = await s.shopper();
    await addItem(buyer, 'limited-print', { sku: 'SQ-PRINT-A3' });
    const placed = await checkout(buyer, { email: 'ada@example.com', shippingAddress: NC_ADDRESS });
    expect(placed.status).toBe(201);
    await signUpAll(s, fans(2));

    expect((await s.owner(`${OWNER_ORDERS}/${placed.body.order.id}/cancel`, { json: {} })).status).toBe(200);
    expect(await noticedAddresses(s.database)).toEqual(['fan1@studio.shop']);
  });

  it('a restart whose content raised the stock notifies up to the new units', async () => {
    const s = await store();
    await signUpAll(s, fans(3));
    const restarted = freshApi({ database: s.database, contentDir: restockedContent('limited-print', 'SQ-PRINT-A3', 2), now: () => (s.clock.at += 1) });
    await restarted.ready;
    await restarted.close();
    expect(sorted(await noticedAddresses(s.database))).toEqual(fans(2));
  });
});
