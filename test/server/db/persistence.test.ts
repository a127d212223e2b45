import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApi, type KioskApi } from '../../../server/api';
import { createCatalogStore } from '../../../server/db/catalog';
import { openDatabase, type Database } from '../../../server/db/database';
import { CONTENT_DIR, itemIdOf, Visitor } from '../visitor';

const MUG = itemIdOf('ceramic-mug');
const TEE = itemIdOf('classic-tee');

let dir: string;
let contentDir: string;
let dbFile: string;
const opened: Database[] = [];
const apis: KioskApi[] = [];

async function open(): Promise<Database> {
  const database = await openDatabase({ file: dbFile });
  opened.push(database);
  return database;
}

/** An app on `database` (a restart of the server over the same file), ready to answer. */
async function start(database: Database): Promise<KioskApi> {
  const api = createApi({ database, contentDir });
  apis.push(api);
  await api.ready;
  return api;
}

async function variantIds(database: Database, itemId: string): Promise<(string | null)[]> {
  const rows = await database.db.selectFrom('variants').select('variant_id').where('item_id', '=', itemId).orderBy('position').execute();
  return rows.map((row) => row.variant_id);
}

async function liveStock(database: Database, sku: string): Promise<number | undefined> {
  const rows = await createCatalogStore(database.db).stockOf([MUG]);
  return rows.find((row) => row.sku === sku)?.qtyInStock;
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

afterEach(async () => {
  for (const api of apis.splice(0)) await api.close();
  for (const database of opened.splice(0)) await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the SQLite file', () => {
  it('is created with its folder, in WAL mode, migrated', async () => {
    const { db } = await open();
    const { rows } = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db);
    expect(rows[0].journal_mode).toBe('wal');
    const migrations = await db.selectFrom('kysely_migration' as never).selectAll().execute();
    expect(migrations.length).toBeGreaterThan(0);
  });

  it('keeps carts, versions and idempotent answers across a restart', async () => {
    const before = new Visitor(await start(await open()));
    await before.arrive();
    const first = await before.add({ itemId: MUG, quantity: 2 }, { 'Idempotency-Key': 'restart' });

    const after = new Visitor(await start(await open()), before.address);
    for (const [name, value] of before.cookies) after.cookies.set(name, value);
    const cart = await after.cart();
    expect(cart.body).toMatchObject({ id: first.body.shoppingCart.id, totalQuantity: 2, version: 1 });
    const replay = await after.add({ itemId: MUG, quantity: 2 }, { 'Idempotency-Key': 'restart' });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await after.setQuantity(first.body.newlyAdded.id, { quantity: 3, version: 0 })).status).toBe(409);
  });

  it('opens through createApi({ dbFile }), and again after a close', async () => {
    const first = createApi({ dbFile, contentDir });
    const byFile = new Visitor(first);
    await byFile.arrive();
    await byFile.add({ itemId: MUG });
    await first.close();
    const again = createApi({ dbFile, contentDir });
    apis.push(again);
    const reopened = new Visitor(again, byFile.address);
    for (const [name, value] of byFile.cookies) reopened.cookies.set(name, value);
    expect((await reopened.cart()).body.totalQuantity).toBe(1);
  });

  it('refuses to start on a database it cannot open, and answers 503 meanwhile', async () => {
    const api = createApi({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', contentDir });
    apis.push(api);
    await expect(api.ready).rejects.toThrow(/cannot open the database postgresql:\/\/127\.0\.0\.1:1\/none/);
    const answer = await api.request('/api/commerce/shopping-cart');
    expect(answer.status).toBe(503);
    expect((await answer.json()).error).toMatch(/database/);
  });
});

describe('catalog seeding', () => {
  it('takes new prices and titles from content on the next start, for carts made before', async () => {
    const visitor = new Visitor(await start(await open()));
    await visitor.arrive();
    await visitor.add({ itemId: MUG, quantity: 1 });
    editItem('ceramic-mug', (item) => {
      item.title = 'Speckled Mug';
      item.structuredContent.variants[0].priceMoney.value = '21.50';
    });
    const restarted = new Visitor(await start(await open()), visitor.address);
    for (const [name, value] of visitor.cookies) restarted.cookies.set(name, value);
    const { body } = await restarted.cart();
    expect(body.entries[0]).toMatchObject({ title: 'Speckled Mug', purchasePriceCents: 2150 });
    expect(body.subtotalCents).toBe(2150);
  });

  it('keeps sold stock, and adds a restock declared in content', async () => {
    const database = await open();
    await start(database);
    const catalog = createCatalogStore(database.db);
    expect(await catalog.takeStock('SQ-MUG-WHT', 2)).toBe(true);
    expect(await catalog.takeStock('SQ-MUG-WHT', 2)).toBe(false);
    await start(database);
    expect(await liveStock(database, 'SQ-MUG-WHT')).toBe(1);
    editItem('ceramic-mug', (item) => {
      item.structuredContent.variants[0].qtyInStock = 13;
    });
    await start(database);
    expect(await liveStock(database, 'SQ-MUG-WHT')).toBe(11);
  });

  it('stores each variant\'s content id (what a restock sign-up names), also in a database made before it had them', async () => {
    const database = await open();
    await start(database);
    const contentIds = () => {
      const item = JSON.parse(readFileSync(join(contentDir, 'collections/shop/items/classic-tee.json'), 'utf8'));
      return item.structuredContent.variants.map((variant: { id: string }) => variant.id);
    };
    expect(await variantIds(database, TEE)).toEqual(contentIds());
    // A database of the previous release: no ids stored, and a content hash taken over products without them.
    await database.db.updateTable('variants').set({ variant_id: null }).execute();
    await database.db.updateTable('meta').set({ value: 'previous-release' }).where('key', '=', 'catalog.contentHash').execute();
    await start(database);
    expect(await variantIds(database, TEE)).toEqual(contentIds());
  });

  it('drops products removed from content, and hides their cart lines', async () => {
    const visitor = new Visitor(await start(await open()));
    await visitor.arrive();
    await visitor.add({ itemId: MUG, quantity: 1 });
    await visitor.add({ itemId: TEE, sku: 'SQ-TEE-BLK-M', quantity: 1 });
    rmSync(join(contentDir, 'collections/shop/items/ceramic-mug.json'));
    const restarted = new Visitor(await start(await open()), visitor.address);
    for (const [name, value] of visitor.cookies) restarted.cookies.set(name, value);
    const { body } = await restarted.cart();
    expect(body.entries.map((entry: { itemId: string }) => entry.itemId)).toEqual([TEE]);
    expect(body.subtotalCents).toBe(2500);
    expect((await restarted.add({ itemId: MUG })).status).toBe(404);
  });
});
