import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../../server/api';
import { createCatalogStore } from '../../../server/db/catalog';
import { openDatabase, type Db } from '../../../server/db/database';
import { CONTENT_DIR, itemIdOf, Visitor } from '../visitor';

const MUG = itemIdOf('ceramic-mug');
const TEE = itemIdOf('classic-tee');

let dir: string;
let contentDir: string;
let dbFile: string;
const opened: Db[] = [];

function open(): Db {
  const db = openDatabase(dbFile);
  opened.push(db);
  return db;
}

function editItem(slug: string, edit: (item: any) => void): void {
  const file = join(contentDir, 'collections/shop/items', `${slug}.json`);
  const item = JSON.parse(readFileSync(file, 'utf8'));
  edit(item);
  writeFileSync(file, JSON.stringify(item));
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kiosk-db-'));
  contentDir = join(dir, 'content');
  cpSync(CONTENT_DIR, contentDir, { recursive: true });
  dbFile = join(dir, 'data', 'kiosk.db');
});

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the SQLite file', () => {
  it('is created with its folder, in WAL mode', () => {
    const db = open();
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBeGreaterThan(0);
  });

  it('keeps carts, versions and idempotent answers across a restart', async () => {
    const before = new Visitor(createApi({ db: open(), contentDir }));
    await before.arrive();
    const first = await before.add({ itemId: MUG, quantity: 2 }, { 'Idempotency-Key': 'restart' });

    const after = new Visitor(createApi({ db: open(), contentDir }));
    for (const [name, value] of before.cookies) after.cookies.set(name, value);
    const cart = await after.cart();
    expect(cart.body).toMatchObject({ id: first.body.shoppingCart.id, totalQuantity: 2, version: 1 });
    const replay = await after.add({ itemId: MUG, quantity: 2 }, { 'Idempotency-Key': 'restart' });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await after.setQuantity(first.body.newlyAdded.id, { quantity: 3, version: 0 })).status).toBe(409);
  });

  it('opens through createApi({ dbFile }) and through the CLI\'s dbPath', async () => {
    const byFile = new Visitor(createApi({ dbFile, contentDir }));
    await byFile.arrive();
    await byFile.add({ itemId: MUG });
    const byPath = new Visitor(createApi({ dbPath: dbFile, contentDir }));
    for (const [name, value] of byFile.cookies) byPath.cookies.set(name, value);
    expect((await byPath.cart()).body.totalQuantity).toBe(1);
  });
});

describe('catalog seeding', () => {
  it('takes new prices and titles from content on the next start, for carts made before', async () => {
    const visitor = new Visitor(createApi({ db: open(), contentDir }));
    await visitor.arrive();
    await visitor.add({ itemId: MUG, quantity: 1 });
    editItem('ceramic-mug', (item) => {
      item.title = 'Speckled Mug';
      item.structuredContent.variants[0].priceMoney.value = '21.50';
    });
    const restarted = new Visitor(createApi({ db: open(), contentDir }));
    for (const [name, value] of visitor.cookies) restarted.cookies.set(name, value);
    const { body } = await restarted.cart();
    expect(body.entries[0]).toMatchObject({ title: 'Speckled Mug', purchasePriceCents: 2150 });
    expect(body.subtotalCents).toBe(2150);
  });

  it('keeps sold stock, and adds a restock declared in content', () => {
    const db = open();
    createApi({ db, contentDir });
    const catalog = createCatalogStore(db);
    expect(catalog.takeStock('SQ-MUG-WHT', 2)).toBe(true);
    expect(catalog.takeStock('SQ-MUG-WHT', 2)).toBe(false);
    createApi({ db, contentDir });
    expect(catalog.findProduct(MUG)?.variants[0].qtyInStock).toBe(1);
    editItem('ceramic-mug', (item) => {
      item.structuredContent.variants[0].qtyInStock = 13;
    });
    createApi({ db, contentDir });
    expect(catalog.findProduct(MUG)?.variants[0].qtyInStock).toBe(11);
  });

  it('stores each variant\'s content id (what a restock sign-up names), also in a database made before it had them', () => {
    const db = open();
    createApi({ db, contentDir });
    const contentIds = () => {
      const item = JSON.parse(readFileSync(join(contentDir, 'collections/shop/items/classic-tee.json'), 'utf8'));
      return item.structuredContent.variants.map((variant: { id: string }) => variant.id);
    };
    const catalog = createCatalogStore(db);
    expect(catalog.findProduct(TEE)?.variants.map((variant) => variant.variantId)).toEqual(contentIds());
    // A database of the previous release: no ids stored, and a content hash taken over products without them.
    db.exec("UPDATE variants SET variant_id = NULL; UPDATE meta SET value = 'previous-release' WHERE key = 'catalog.contentHash'");
    createApi({ db, contentDir });
    expect(catalog.findProduct(TEE)?.variants.map((variant) => variant.variantId)).toEqual(contentIds());
  });

  it('drops products removed from content, and hides their cart lines', async () => {
    const visitor = new Visitor(createApi({ db: open(), contentDir }));
    await visitor.arrive();
    await visitor.add({ itemId: MUG, quantity: 1 });
    await visitor.add({ itemId: TEE, sku: 'SQ-TEE-BLK-M', quantity: 1 });
    rmSync(join(contentDir, 'collections/shop/items/ceramic-mug.json'));
    const restarted = new Visitor(createApi({ db: open(), contentDir }));
    for (const [name, value] of visitor.cookies) restarted.cookies.set(name, value);
    const { body } = await restarted.cart();
    expect(body.entries.map((entry: { itemId: string }) => entry.itemId)).toEqual([TEE]);
    expect(body.subtotalCents).toBe(2500);
    expect((await restarted.add({ itemId: MUG })).status).toBe(404);
  });
});
