// The cart's behaviour: add, change, remove lines and their form answers. Each change is one transaction that
// first claims the cart (checking the optional version guard and bumping the version, which serialises concurrent
// changes of one cart on any engine), applies the catalog's rules and answers the cart as committed.
import type { Kysely } from 'kysely';
import { CART_MESSAGES, type CartEntry, type ShoppingCart } from '../../schemas/cart';
import { FORM_MESSAGES } from '../../schemas/forms';
import type { Catalog } from '../catalog/catalog';
import type { CatalogProduct } from '../catalog/catalog-product';
import { createCartStore, type CartRow, type EntryRow } from '../db/carts';
import type { Executor, Tables } from '../db/schema';
import { DomainError } from '../domain-error';
import { randomToken, sha256Hex, timeOrderedHexId } from '../security/tokens';
import { acceptAdditionalFields } from './additional-fields';
import { buildCartView, type CartViewContext } from './cart-view';
import { ensureLineQuantity, unitsElsewhere } from './quantity-limits';
import { chooseVariant } from './variant-choice';

export interface CartServiceDeps extends CartViewContext {
  db: Kysely<Tables>;
  catalog: Catalog;
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

/** What one change did: the cart's lines after it, the line to answer, the cart and its token when it created it. */
interface Applied {
  rows: EntryRow[];
  entryId?: string;
  created?: { cart: CartRow; token: string };
  /** the product the change read (with its live stock), fresher than the lines' stock read before it */
  product?: CatalogProduct;
}

/** A cart as checkout reads it. */
export interface CartRead {
  view: ShoppingCart;
  /** undefined when the visitor has no cart (or only a purchased one) */
  row?: CartRow;
  products: Map<string, CatalogProduct>;
}

export type CartService = ReturnType<typeof createCartService>;

export function createCartService(deps: CartServiceDeps) {
  const { db, catalog, forms, policy } = deps;

  /**
   * The cart of `tokenHash` as the API shows it, from one read (lines and stock included), with its row and the
   * products of its lines. A purchased cart is the order's now: the visitor has none until they add again.
   */
  async function readCart(q: Executor, tokenHash: string | undefined): Promise<CartRead> {
    const found = tokenHash === undefined ? undefined : await createCartStore(q).withLines(tokenHash);
    if (!found || found.cart.is_purchased === 1) {
      return { view: buildCartView(deps, undefined, [], new Map(), deps.now()), products: new Map() };
    }
    const products = catalog.withStock(found.entries.map((row) => row.item_id), found.stock);
    return { row: found.cart, view: buildCartView(deps, found.cart, found.entries, products, deps.now()), products };
  }

  const cartView = async (q: Executor, tokenHash: string | undefined): Promise<ShoppingCart> => (await readCart(q, tokenHash)).view;

  async function requireProduct(q: Executor, itemId: string): Promise<CatalogProduct> {
    const product = await catalog.findProduct(itemId, q);
    if (!product) throw new DomainError('not_found', CART_MESSAGES.itemNotFound);
    return product;
  }

  function requireEntry(rows: readonly EntryRow[], entryId: string): EntryRow {
    const entry = rows.find((row) => row.id === entryId);
    if (!entry) throw new DomainError('not_found', CART_MESSAGES.entryNotFound);
    return entry;
  }

  /**
   * Claims the visitor's live cart for a change (bumping its version), or none. `expected` is the version the
   * caller last saw (0: no cart); another version is refused with a 409 and the current cart before anything is
   * written.
   */
  async function claim(q: Executor, tokenHash: string | undefined, expected: number | undefined): Promise<CartRow | undefined> {
    const carts = createCartStore(q);
    const live = (row: CartRow | undefined) => (row?.is_purchased === 1 ? undefined : row);
    if (tokenHash === undefined) {
      if (expected !== undefined && expected !== 0) throw await staleCart(q, undefined);
      return undefined;
    }
    if (expected === undefined) return live(await carts.claim(tokenHash, deps.now()));
    // Adding to a purchased cart starts a new one (the old one belongs to its order): it counts as no cart.
    const claimed = expected === 0 ? undefined : await carts.claimAt(tokenHash, deps.now(), expected);
    if (claimed) {
      if (live(claimed)) return claimed;
      throw await staleCart(q, tokenHash);
    }
    if (expected === 0 && !live(await carts.find(tokenHash))) return undefined;
    throw await staleCart(q, tokenHash);
  }

  async function staleCart(q: Executor, tokenHash: string | undefined): Promise<DomainError> {
    return new DomainError('conflict', CART_MESSAGES.staleCart, { shoppingCart: await cartView(q, tokenHash) });
  }

  /**
   * Runs `apply` on the visitor's cart (claimed, with its lines) in one transaction and answers the cart as it
   * then is: built from the lines read at the start and what `apply` did, not read again (a cart change does not
   * move stock). The transaction is the request's unit of work when it has one (its other writes commit with the
   * change), else one of its own. `expected`: see claim().
   */
  function change(
    token: string | undefined,
    expected: number | undefined,
    apply: (q: Executor, cart: CartRow | undefined, rows: EntryRow[]) => Promise<Applied>,
    unitOfWork?: Executor,
  ): Promise<CartChange> {
    const run = async (trx: Executor): Promise<CartChange> => {
      const cart = await claim(trx, token ? sha256Hex(token) : undefined, expected);
      const lines = cart ? await createCartStore(trx).lines(cart.id) : { entries: [], stock: new Map<string, number>() };
      const applied = await apply(trx, cart, lines.entries);
      const row = applied.created?.cart ?? cart;
      const products = catalog.withStock(applied.rows.map((line) => line.item_id), lines.stock);
      if (applied.product) products.set(applied.product.itemId, applied.product);
      const view = buildCartView(deps, row, row ? applied.rows : [], products, deps.now());
      const entry = applied.entryId === undefined ? undefined : view.entries.find((line) => line.id === applied.entryId);
      return { cart: view, entry, newToken: applied.created?.token };
    };
    return unitOfWork ? run(unitOfWork) : db.transaction().execute(run);
  }

  const view = (token: string | undefined): Promise<ShoppingCart> => cartView(db, token ? sha256Hex(token) : undefined);

  const add = (token: string | undefined, line: AddLine, expected?: number, unitOfWork?: Executor): Promise<CartChange> =>
    change(token, expected, async (q, cart, rows) => {
      const product = await requireProduct(q, line.itemId);
      if (product.isSubscribable) throw new DomainError('rejected', CART_MESSAGES.subscriptionOnly);
      const variant = chooseVariant(product, line.sku);
      const fields = acceptAdditionalFields(product, forms, line.additionalFields);
      const same = rows.find((row) => row.item_id === product.itemId && row.sku === variant.sku && row.additional_fields === fields);
      const quantity = (same?.quantity ?? 0) + line.quantity;
      ensureLineQuantity(product, variant, quantity, unitsElsewhere(rows, variant.sku, same?.id), policy);

      const carts = createCartStore(q);
      let created: Applied['created'];
      if (!cart) {
        const token = randomToken();
        created = { cart: await carts.create(timeOrderedHexId(deps.now()), sha256Hex(token), deps.now()), token };
      }
      if (same) {
        await carts.setQuantity(same.id, quantity);
        return { rows: rows.map((row) => (row === same ? { ...row, quantity } : row)), entryId: same.id, created, product };
      }
      const cartId = (created?.cart ?? cart)!.id;
      const added = await carts.addEntry({ id: timeOrderedHexId(deps.now()), cartId, itemId: product.itemId, sku: variant.sku, quantity, additionalFields: fields, createdAt: deps.now() }, rows);
      return { rows: [...rows, added], entryId: added.id, created, product };
    }, unitOfWork);

  const setQuantity = (token: string | undefined, entryId: string, quantity: number, expected?: number, unitOfWork?: Executor): Promise<CartChange> =>
    change(token, expected, async (q, _cart, rows) => {
      const entry = requireEntry(rows, entryId);
      const product = await requireProduct(q, entry.item_id);
      const variant = chooseVariant(product, entry.sku);
      ensureLineQuantity(product, variant, quantity, unitsElsewhere(rows, entry.sku, entry.id), policy);
      await createCartStore(q).setQuantity(entry.id, quantity);
      return { rows: rows.map((row) => (row === entry ? { ...row, quantity } : row)), entryId: entry.id, product };
    }, unitOfWork);

  const remove = (token: string | undefined, entryId: string, expected?: number, unitOfWork?: Executor): Promise<CartChange> =>
    change(token, expected, async (q, _cart, rows) => {
      const entry = requireEntry(rows, entryId);
      await createCartStore(q).removeEntry(entry.id);
      return { rows: rows.filter((row) => row !== entry) };
    }, unitOfWork);

  const setAdditionalFields = (
    token: string | undefined,
    entryId: string,
    line: Omit<AddLine, 'quantity'>,
    expected?: number,
    unitOfWork?: Executor,
  ): Promise<CartChange> =>
    change(token, expected, async (q, _cart, rows) => {
      const entry = requireEntry(rows, entryId);
      if (entry.item_id !== line.itemId || (line.sku && line.sku !== entry.sku)) {
        throw new DomainError('not_found', CART_MESSAGES.entryNotFound);
      }
      const product = await requireProduct(q, entry.item_id);
      if (!product.formId) throw new DomainError('not_found', FORM_MESSAGES.formNotFound);
      const fields = acceptAdditionalFields(product, forms, line.additionalFields);
      await createCartStore(q).setAdditionalFields(entry.id, fields);
      return { rows: rows.map((row) => (row === entry ? { ...row, additional_fields: fields } : row)), entryId: entry.id, product };
    }, unitOfWork);

  /** The visitor's cart for checkout: the API view, its row (undefined without a live cart) and its products. */
  const read = (q: Executor, token: string | undefined): Promise<CartRead> => readCart(q, token ? sha256Hex(token) : undefined);

  return { view, read, add, setQuantity, remove, setAdditionalFields };
}
