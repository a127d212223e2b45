// The restock service over a real store (the run's engine): keyset paging of sign-ups and groups, also across
// rows created in the same millisecond.
import { describe, expect, it } from 'vitest';
import { createCatalog } from '../../server/catalog/catalog';
import { loadContentCatalog } from '../../server/catalog/content-catalog';
import { syncCatalog } from '../../server/catalog/catalog-sync';
import { createRestockNotices } from '../../server/restock/restock-notices';
import { createRestockService } from '../../server/restock/restock-service';
import { testDatabase } from './test-database';
import { CONTENT_DIR, itemIdOf } from './visitor';
import { contentVariantId } from './restock-fixture';

const PRINT = itemIdOf('limited-print');
const TEE = itemIdOf('classic-tee');
const A3 = contentVariantId('limited-print', 'SQ-PRINT-A3');
const A2 = contentVariantId('limited-print', 'SQ-PRINT-A2');
const WHITE_L = contentVariantId('classic-tee', 'SQ-TEE-WHT-L');

async function service(pageSize: number) {
  const { db } = await testDatabase();
  const products = loadContentCatalog(CONTENT_DIR, 'USD').products;
  await syncCatalog(db, products, 1);
  // A frozen clock: every sign-up shares one created_at, so only the id orders them.
  const notices = createRestockNotices({ storeName: 'Kiosk Supply Co.', baseUrl: 'https://shop.example' });
  return createRestockService({ db, catalog: createCatalog(products, db), now: () => 1, notices, pageSize });
}

const request = (productId: string, variantId: string, siteVisitorEmail: string) => ({ productId, variantId, siteVisitorEmail, isJoinMailingList: false });

describe('restock service paging', () => {
  it('walks every sign-up of a variant exactly once, two per page', async () => {
    const restock = await service(2);
    const emails = ['a@shop.com', 'b@shop.com', 'c@shop.com', 'd@shop.com', 'e@shop.com'];
    for (const email of emails) await restock.signUp(request(PRINT, A3, email));
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await restock.listSignUps(PRINT, A3, cursor);
      seen.push(...page.signUps.map((s) => s.siteVisitorEmail));
      expect(page.hasNextPage).toBe(page.nextPageCursor !== null);
      cursor = page.nextPageCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual(emails);
  });

  it('walks the groups in (product, variant) order, one per page', async () => {
    const restock = await service(1);
    await restock.signUp(request(PRINT, A3, 'a@shop.com'));
    await restock.signUp(request(PRINT, A2, 'a@shop.com'));
    await restock.signUp(request(TEE, WHITE_L, 'a@shop.com'));
    const keys: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await restock.listGroups(cursor);
      expect(page.signUpGroups).toHaveLength(1);
      keys.push(`${page.signUpGroups[0].productId}/${page.signUpGroups[0].variantId}`);
      cursor = page.nextPageCursor ?? undefined;
    } while (cursor);
    expect(keys).toEqual([`${PRINT}/${A3}`, `${PRINT}/${A2}`, `${TEE}/${WHITE_L}`].sort());
  });
});
