// The account's cart across browsers: signing in attaches the browser's anonymous cart to the account (merged
// into the account's cart when it has one, within the quantity limits), pointing the browser at the account's
// cart; signing out can leave the browser a copy. Every change claims the carts first, as the cart service does.
import type { Catalog } from '../catalog/catalog';
import { maxLineQuantity, unitsElsewhere, type QuantityPolicy } from '../cart/quantity-limits';
import { createCartStore, type CartRow, type EntryRow } from '../db/carts';
import type { Executor } from '../db/schema';
import { createSiteUserCartStore } from '../db/site-user-carts';
import { randomHexId, randomToken, sha256Hex } from '../security/tokens';
import { sealToken, unsealToken } from './sealed-token';

export interface AccountCartDeps {
  catalog: Catalog;
  policy: QuantityPolicy;
  sealKey: Buffer;
  now: () => number;
}

/** The CART token a browser should hold after the change; undefined: leave its cookie as it is. */
export interface CartPointer {
  token?: string;
  /** units in that cart, for the hasCart flag */
  units: number;
  /** the browser's cart is another account's: drop its cookie (when there is no token to point at instead) */
  drop?: boolean;
}

const units = (rows: readonly EntryRow[]) => rows.reduce((sum, row) => sum + row.quantity, 0);

export function createAccountCarts(deps: AccountCartDeps) {
  /** The account's current cart with its token, when its seal still opens (a changed secret loses the link). */
  async function accountCart(q: Executor, siteUserId: string): Promise<{ token: string; cartId: string } | undefined> {
    const linked = await createSiteUserCartStore(q).current(siteUserId);
    const token = linked && unsealToken(deps.sealKey, linked.tokenSealed);
    return linked && token ? { token, cartId: linked.cartId } : undefined;
  }

  /** Moves `from`'s lines into `into` (both claimed): equal lines add up, each line capped by its stock and limits. */
  async function merge(q: Executor, into: CartRow, from: CartRow): Promise<number> {
    const carts = createCartStore(q);
    const target = await carts.entries(into.id);
    for (const entry of await carts.entries(from.id)) {
      const product = await deps.catalog.findProduct(entry.item_id, q);
      const variant = product?.variants.find((candidate) => candidate.sku === entry.sku);
      if (product && variant && !product.isSubscribable) {
        const same = target.find((row) => row.item_id === entry.item_id && row.sku === entry.sku && row.additional_fields === entry.additional_fields);
        const allowed = maxLineQuantity(product, variant, unitsElsewhere(target, entry.sku, same?.id), deps.policy);
        const wanted = Math.min((same?.quantity ?? 0) + entry.quantity, allowed);
        if (same && wanted > same.quantity) {
          await carts.setQuantity(same.id, wanted);
          same.quantity = wanted;
        } else if (!same && wanted > 0) {
          const added: EntryRow = { ...entry, id: randomHexId(), cart_id: into.id, quantity: wanted, created_at: deps.now(), seq: 0 };
          await carts.addEntry({ id: added.id, cartId: into.id, itemId: added.item_id, sku: added.sku, quantity: wanted, additionalFields: added.additional_fields, createdAt: added.created_at }, target);
          target.push({ ...added, seq: target.reduce((last, row) => Math.max(last, row.seq), 0) + 1 });
        }
      }
      await carts.removeEntry(entry.id);
    }
    return units(target);
  }

  /** At sign-in (inside its transaction): the browser's cart joins the account's; answers where the browser points. */
  async function attach(q: Executor, siteUserId: string, browserToken: string | undefined): Promise<CartPointer> {
    const carts = createCartStore(q);
    const links = createSiteUserCartStore(q);
    const time = deps.now();
    const held = await accountCart(q, siteUserId);
    const claimedBrowser = browserToken ? await carts.claim(sha256Hex(browserToken), time) : undefined;
    // A purchased cart is its order's; another account's cart is not this visitor's to merge.
    const owner = claimedBrowser && (await links.ownerOf(claimedBrowser.id));
    const browser = claimedBrowser && claimedBrowser.is_purchased === 0 && (owner === undefined || owner === siteUserId) ? claimedBrowser : undefined;

    // A browser left signed in by someone else holds their cart: never show it to this account.
    const othersCart = claimedBrowser !== undefined && owner !== undefined && owner !== siteUserId;
    if (!held) {
      if (!browser) return { units: 0, drop: othersCart };
      if (owner === undefined) await links.link(browser.id, siteUserId, sealToken(deps.sealKey, browserToken!), time);
      return { token: browserToken, units: units(await carts.entries(browser.id)) };
    }
    const accountRow = await carts.claim(sha256Hex(held.token), time);
    if (!accountRow) return { units: 0 };
    if (!browser || browser.id === accountRow.id) return { token: held.token, units: units(await carts.entries(accountRow.id)) };
    return { token: held.token, units: await merge(q, accountRow, browser) };
  }

  /**
   * After a page load of a signed-in visitor: a browser without a live cart is pointed at the account's; a
   * browser cart the account does not hold yet becomes the account's when it has none. Nothing is merged here.
   */
  async function follow(q: Executor, siteUserId: string, browserToken: string | undefined): Promise<CartPointer | undefined> {
    const carts = createCartStore(q);
    const found = browserToken ? await carts.withLines(sha256Hex(browserToken)) : undefined;
    const live = found && found.cart.is_purchased === 0 ? found : undefined;
    const held = await accountCart(q, siteUserId);
    const owner = live && (await createSiteUserCartStore(q).ownerOf(live.cart.id));
    const heldPointer = async () => held && { token: held.token, units: units((await carts.withLines(sha256Hex(held.token)))?.entries ?? []) };
    if (!live) return heldPointer();
    if (owner !== undefined && owner !== siteUserId) return (await heldPointer()) ?? { units: 0, drop: true };
    if (!held && owner === undefined) {
      await createSiteUserCartStore(q).link(live.cart.id, siteUserId, sealToken(deps.sealKey, browserToken!), deps.now());
    }
    return undefined;
  }

  /** At sign-out with cloneCart: a new anonymous cart holding a copy of the account's lines; its token. */
  async function cloneForBrowser(q: Executor, siteUserId: string): Promise<CartPointer> {
    const held = await accountCart(q, siteUserId);
    if (!held) return { units: 0 };
    const carts = createCartStore(q);
    const rows = await carts.entries(held.cartId);
    if (rows.length === 0) return { units: 0 };
    const token = randomToken();
    const copy = await carts.create(randomHexId(), sha256Hex(token), deps.now());
    const placed: EntryRow[] = [];
    for (const row of rows) {
      const id = randomHexId();
      await carts.addEntry({ id, cartId: copy.id, itemId: row.item_id, sku: row.sku, quantity: row.quantity, additionalFields: row.additional_fields, createdAt: row.created_at }, placed);
      placed.push({ ...row, id, cart_id: copy.id, seq: placed.length + 1 });
    }
    return { token, units: units(rows) };
  }

  return { attach, follow, cloneForBrowser };
}

export type AccountCarts = ReturnType<typeof createAccountCarts>;
