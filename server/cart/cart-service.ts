// The cart's behaviour: add, change, remove lines and their form answers, each in one transaction that
// checks the optional version guard, applies the catalog's rules and bumps the cart's version.
import { CART_MESSAGES, type CartEntry, type ShoppingCart } from '../../schemas/cart';
import { FORM_MESSAGES } from '../../schemas/forms';
import type { CatalogProduct } from '../catalog/catalog-product';
import type { Db } from '../db/database';
import type { CartRow, CartStore, EntryRow } from '../db/carts';
import { HttpError } from '../errors';
import { randomHexId, randomToken, sha256Hex } from '../security/tokens';
import { acceptAdditionalFields } from './additional-fields';
import { buildCartView, type CartViewContext } from './cart-view';
import { ensureLineQuantity, unitsElsewhere } from './quantity-limits';
import { chooseVariant } from './variant-choice';

export interface CartServiceDeps extends CartViewContext {
  db: Db;
  carts: CartStore;
  now: () => number;
}

export interface AddLine {
  itemId: string;
  sku?: string | null;
  quantity: number;
  additionalFields?: string | null;
}

export interface CartChange {
  cart: ShoppingCart;
  entry?: CartEntry;
  /** set when this change created the visitor's cart: the new CART cookie value */
  newToken?: string;
}

export type CartService = ReturnType<typeof createCartService>;

export function createCartService(deps: CartServiceDeps) {
  const { db, carts, catalog, forms, policy } = deps;

  const findCart = (token: string | undefined): CartRow | undefined =>
    token ? carts.findByTokenHash(sha256Hex(token)) : undefined;

  function ensureVersion(cart: CartRow | undefined, expected: number | undefined): void {
    if (expected === undefined || expected === (cart?.version ?? 0)) return;
    const current = buildCartView(deps, cart, cart ? carts.entries(cart.id) : [], deps.now());
    throw new HttpError(409, { error: CART_MESSAGES.staleCart, shoppingCart: current });
  }

  function requireProduct(itemId: string): CatalogProduct {
    const product = catalog.findProduct(itemId);
    if (!product) throw new HttpError(404, CART_MESSAGES.itemNotFound);
    return product;
  }

  function requireEntry(cart: CartRow | undefined, entryId: string): EntryRow {
    const entry = cart && carts.entry(cart.id, entryId);
    if (!entry) throw new HttpError(404, CART_MESSAGES.entryNotFound);
    return entry;
  }

  /** Bumps the version and answers the fresh cart with the line `entryId` (when it still exists). */
  function finish(cartId: string, entryId: string | undefined, newToken?: string): CartChange {
    const now = deps.now();
    carts.touch(cartId, now);
    const cart = buildCartView(deps, carts.findById(cartId), carts.entries(cartId), now);
    const entry = entryId === undefined ? undefined : cart.entries.find((line) => line.id === entryId);
    return { cart, entry, newToken };
  }

  const view = (token: string | undefined): ShoppingCart => {
    const cart = findCart(token);
    return buildCartView(deps, cart, cart ? carts.entries(cart.id) : [], deps.now());
  };

  const add = db.transaction((token: string | undefined, line: AddLine, expected?: number): CartChange => {
    let cart = findCart(token);
    ensureVersion(cart, expected);
    const product = requireProduct(line.itemId);
    if (product.isSubscribable) throw new HttpError(422, CART_MESSAGES.subscriptionOnly);
    const variant = chooseVariant(product, line.sku);
    const fields = acceptAdditionalFields(product, forms, line.additionalFields);
    const rows = cart ? carts.entries(cart.id) : [];
    const same = rows.find((row) => row.item_id === product.itemId && row.sku === variant.sku && row.additional_fields === fields);
    const quantity = (same?.quantity ?? 0) + line.quantity;
    ensureLineQuantity(product, variant, quantity, unitsElsewhere(rows, variant.sku, same?.id), policy);

    let newToken: string | undefined;
    if (!cart) {
      newToken = randomToken();
      cart = carts.create(randomHexId(), sha256Hex(newToken), deps.now());
    }
    const entryId = same?.id ?? randomHexId();
    if (same) carts.setQuantity(same.id, quantity);
    else carts.addEntry({ id: entryId, cartId: cart.id, itemId: product.itemId, sku: variant.sku, quantity, additionalFields: fields, createdAt: deps.now() });
    return finish(cart.id, entryId, newToken);
  });

  const setQuantity = db.transaction((token: string | undefined, entryId: string, quantity: number, expected?: number): CartChange => {
    const cart = findCart(token);
    ensureVersion(cart, expected);
    const entry = requireEntry(cart, entryId);
    const product = requireProduct(entry.item_id);
    const variant = chooseVariant(product, entry.sku);
    ensureLineQuantity(product, variant, quantity, unitsElsewhere(carts.entries(entry.cart_id), entry.sku, entry.id), policy);
    carts.setQuantity(entry.id, quantity);
    return finish(entry.cart_id, entry.id);
  });

  const remove = db.transaction((token: string | undefined, entryId: string, expected?: number): CartChange => {
    const cart = findCart(token);
    ensureVersion(cart, expected);
    const entry = requireEntry(cart, entryId);
    carts.removeEntry(entry.id);
    return finish(entry.cart_id, undefined);
  });

  const setAdditionalFields = db.transaction(
    (token: string | undefined, entryId: string, line: Omit<AddLine, 'quantity'>, expected?: number): CartChange => {
      const cart = findCart(token);
      ensureVersion(cart, expected);
      const entry = requireEntry(cart, entryId);
      if (entry.item_id !== line.itemId || (line.sku && line.sku !== entry.sku)) {
        throw new HttpError(404, CART_MESSAGES.entryNotFound);
      }
      const product = requireProduct(entry.item_id);
      if (!product.formId) throw new HttpError(404, FORM_MESSAGES.formNotFound);
      carts.setAdditionalFields(entry.id, acceptAdditionalFields(product, forms, line.additionalFields));
      return finish(entry.cart_id, entry.id);
    },
  );

  return { view, add, setQuantity, remove, setAdditionalFields };
}
