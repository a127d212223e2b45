// Test helpers for the restock routes: content variant ids, the owner key, and a copy of content/ in which
// the owner has restocked a variant (the way an owner restocks: edit content, restart the server).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OwnerRole } from '../../schemas/owner-roles';
import { createApiKeyStore } from '../../server/db/api-keys';
import type { Database } from '../../server/db/database';
import { sha256Hex } from '../../server/security/tokens';
import { testDatabase } from './test-database';
import { CONTENT_DIR } from './visitor';

export const OWNER_KEY = 'kiosk_owner-key-for-tests-0123456789';

/** Stores a working owner key (default OWNER_KEY, a STORE_MANAGER's) in `database`, as `kiosk keys create` would. */
export async function grantOwnerKey(database: Database, role: OwnerRole = 'STORE_MANAGER', key = OWNER_KEY): Promise<void> {
  const keys = createApiKeyStore(database.db);
  if (await keys.findActive(sha256Hex(key))) return;
  await keys.insert({ id: sha256Hex(key).slice(0, 24), name: `test ${role}`, role, key_hash: sha256Hex(key), key_prefix: key.slice(0, 12), created_at: 0 });
}

/** A fresh test database holding the owner key. */
export async function ownerDatabase(role: OwnerRole = 'STORE_MANAGER'): Promise<Database> {
  const database = await testDatabase();
  await grantOwnerKey(database, role);
  return database;
}

function itemFile(contentDir: string, slug: string): string {
  return join(contentDir, 'collections/shop/items', `${slug}.json`);
}

/** The content id of a product's variant, by its sku (the id the restock form prints). */
export function contentVariantId(slug: string, sku: string, contentDir = CONTENT_DIR): string {
  const item = JSON.parse(readFileSync(itemFile(contentDir, slug), 'utf8'));
  const variant = item.structuredContent.variants.find((v: { sku: string }) => v.sku === sku);
  if (!variant) throw new Error(`${slug} has no variant ${sku}`);
  return variant.id as string;
}

/** A copy of the demo content where `sku` of `slug` has `qtyInStock` units again. */
export function restockedContent(slug: string, sku: string, qtyInStock: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-content-'));
  cpSync(CONTENT_DIR, dir, { recursive: true, filter: (source) => !source.includes('/images') });
  const file = itemFile(dir, slug);
  const item = JSON.parse(readFileSync(file, 'utf8'));
  for (const variant of item.structuredContent.variants) if (variant.sku === sku) variant.qtyInStock = qtyInStock;
  writeFileSync(file, JSON.stringify(item));
  return dir;
}
