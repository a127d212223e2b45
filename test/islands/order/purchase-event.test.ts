import { beforeEach, describe, expect, it } from 'vitest';
import { PURCHASE_SENT_PREFIX, pushPurchaseOnce, resetPurchaseEvents, type DataLayerHost } from '../../../islands/order/purchase-event';
import { order } from './order-fixture';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

beforeEach(resetPurchaseEvents);

describe('pushPurchaseOnce', () => {
  const { analytics } = order();

  it("pushes { event: 'purchase', ecommerce } onto a new dataLayer, then never again for that order", () => {
    const host: DataLayerHost = {};
    const storage = memoryStorage();
    expect(pushPurchaseOnce('ord_1', analytics, host, storage)).toBe(true);
    expect(host.dataLayer).toEqual([{ event: 'purchase', ecommerce: analytics }]);
    expect(storage.items.get(`${PURCHASE_SENT_PREFIX}ord_1`)).toBe('1');
    // A reload: a new page (no in-page record) with the same tab's sessionStorage.
    resetPurchaseEvents();
    expect(pushPurchaseOnce('ord_1', analytics, host, storage)).toBe(false);
    expect(host.dataLayer).toHaveLength(1);
  });

  it("keeps a tag manager's existing dataLayer and sends each order's event once", () => {
    const existing: unknown[] = [{ 'gtm.start': 1 }];
    const host: DataLayerHost = { dataLayer: existing };
    const storage = memoryStorage();
    pushPurchaseOnce('ord_1', analytics, host, storage);
    pushPurchaseOnce('ord_2', { ...analytics, id: 'ord_2' }, host, storage);
    expect(host.dataLayer).toBe(existing);
    expect(existing.map((e) => (e as { event?: string }).event)).toEqual([undefined, 'purchase', 'purchase']);
  });

  it('without sessionStorage (refused or absent) still sends once per page', () => {
    const host: DataLayerHost = {};
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(pushPurchaseOnce('ord_1', analytics, host, refusing)).toBe(true);
    expect(pushPurchaseOnce('ord_1', analytics, host, refusing)).toBe(false);
    expect(pushPurchaseOnce('ord_3', analytics, host, undefined)).toBe(true);
    expect(host.dataLayer).toHaveLength(2);
  });
});
