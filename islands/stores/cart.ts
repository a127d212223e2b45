/**
 * The one cart store every island shares (the pill, the cart page, the add buttons): the visitor's cart exactly
 * as the server last answered it, its loading status (spec §4 "Cart loading") and the verbs that change it.
 */
import { atom } from 'nanostores';
import type { AddEntryRequest, CartEntry, ShoppingCart, UpdateAdditionalFieldsRequest } from '../../schemas/cart';
import type { SiteTransport } from '../site-api/transport';
import { broadcastCartChannel, type CartChangeNotice, type CartChannel } from './cart-channel';
import { cartLoadsOnStart } from './cart-start';

/**
 * The calls, the browser's transport and their answers' schemas come with the first call: a page whose visitor has
 * no cart and adds nothing never downloads them (nor the schema library).
 */
const cartApi = () => import('./cart-api');
type CartApi = Awaited<ReturnType<typeof cartApi>>;

/** idle: nothing known yet; reading: a cart read in progress; recalculating: a change in progress; loaded. */
export type CartStatus = 'idle' | 'reading' | 'recalculating' | 'loaded';

export const $cart = atom<ShoppingCart | null>(null);
export const $cartStatus = atom<CartStatus>('idle');
/** True from the first time the store knows the cart (read, changed, or known to be empty). */
export const $cartSynced = atom(false);
/** Why the last cart read failed (a SiteApiError), or null; a page that never got its cart says so. */
export const $cartReadFailure = atom<unknown>(null);

/** The tests' transport; undefined: the browser's (cart-api.ts). */
let transport: SiteTransport | undefined;
let channel: CartChannel | undefined;
let stopListening: (() => void) | undefined;
let reads = 0;
let changes = 0;
/** Requests are numbered as sent; a cart from an older request never replaces a newer one. */
let sent = 0;
let applied = 0;
/** Changes run one after another, so each carries the version the previous one produced. */
let queue: Promise<unknown> = Promise.resolve();

/** Runs `call` with the loaded cart calls and the transport to use. */
async function withApi<T>(call: (api: CartApi, transport: SiteTransport) => Promise<T>): Promise<T> {
  const api = await cartApi();
  return call(api, transport ?? api.browserTransport);
}

/** Swaps the network and cookies (tests). */
export function setCartTransport(next: SiteTransport): void {
  transport = next;
}

function updateStatus(): void {
  $cartStatus.set(changes > 0 ? 'recalculating' : reads > 0 ? 'reading' : $cartSynced.get() ? 'loaded' : 'idle');
}

/** Takes a cart the server answered to request number `request`, unless the store holds a newer one. */
function accept(cart: ShoppingCart, request: number): void {
  const current = $cart.get();
  // Within one cart the server's version orders answers; across carts (none yet → created) the request order does.
  const newer = current === null || (cart.id === current.id ? cart.version >= current.version : request > applied);
  if (newer) {
    applied = Math.max(applied, request);
    $cart.set(cart);
  }
  $cartSynced.set(true);
}

export function totalQuantity(cart: ShoppingCart | null): number {
  return cart?.totalQuantity ?? 0;
}

/** How many of this item and variant the cart already holds (spec §5: stock minus what is in the cart). */
export function quantityInCart(cart: ShoppingCart | null, itemId: string, sku: string | null): number {
  if (!cart) return 0;
  return cart.entries
    .filter((e: CartEntry) => e.itemId === itemId && (sku === null || e.chosenVariant.sku === sku))
    .reduce((sum, e) => sum + e.quantity, 0);
}

/** Reads the cart from the server. Throws SiteApiError; the store then keeps what it had. */
export async function loadCart(): Promise<void> {
  reads++;
  updateStatus();
  const request = ++sent;
  try {
    accept(await withApi((api, t) => api.fetchCart(t)), request);
    $cartReadFailure.set(null);
  } catch (error) {
    $cartReadFailure.set(error);
    throw error;
  } finally {
    reads--;
    updateStatus();
  }
}

/** Reads the cart again after something went wrong; a failure here leaves the store as it was. */
export function resyncCart(): Promise<void> {
  return loadCart().catch(() => undefined);
}

/**
 * Runs one change: in turn after earlier changes, with the current version, taking the server's cart on success.
 * After any failure the store first takes a 409's cart, then reads the cart again, and the error is rethrown.
 */
async function runChange<T extends { shoppingCart: ShoppingCart }>(send: (version: number | undefined) => Promise<T>): Promise<T> {
  changes++;
  updateStatus();
  const task = async () => {
    const request = ++sent;
    try {
      const answer = await send($cart.get()?.version);
      accept(answer.shoppingCart, request);
      channel?.announce({ cartId: answer.shoppingCart.id, version: answer.shoppingCart.version });
      return answer;
    } catch (error) {
      // The call came through cart-api, so it is loaded by now.
      const current = (await cartApi()).staleCartOf(error);
      if (current) accept(current, request);
      await resyncCart();
      throw error;
    }
  };
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  try {
    return await run;
  } finally {
    changes--;
    updateStatus();
  }
}

/**
 * Adds an entry and answers it. Throws SiteApiError on failure.
 * The server sets the hasCart cookie, so the next page loads the cart (and React) on start.
 */
export async function addToCart(request: AddEntryRequest): Promise<CartEntry> {
  const answer = await runChange((version) => withApi((api, t) => api.postCartEntry(t, { ...request, version })));
  return answer.newlyAdded;
}

export async function setEntryQuantity(entryId: string, quantity: number): Promise<void> {
  await runChange((version) => withApi((api, t) => api.putEntryQuantity(t, entryId, quantity, version)));
}

export async function removeEntry(entryId: string): Promise<void> {
  await runChange((version) => withApi((api, t) => api.deleteCartEntry(t, entryId, version)));
}

/** Saves a line's additional-fields answers (`additionalFields`: JSON text of field id → value). */
export async function updateEntryAdditionalFields(entryId: string, fields: Omit<UpdateAdditionalFieldsRequest, 'version'>): Promise<void> {
  await runChange((version) => withApi((api, t) => api.putEntryAdditionalFields(t, entryId, { ...fields, version })));
}

/** Another tab changed the cart: read it unless this tab already has that version. */
function onOtherTab(notice: CartChangeNotice): void {
  const current = $cart.get();
  if (current && current.id === notice.cartId && current.version >= notice.version) return;
  void resyncCart();
}

/** Hears the visitor's other tabs through `next` (undefined: stop). */
export function connectCartChannel(next: CartChannel | undefined): void {
  stopListening?.();
  channel = next;
  stopListening = next?.listen(onOtherTab);
}

/**
 * Page start: listens to other tabs, then loads the cart when spec §4 says so. Otherwise the visitor has no
 * cart worth a request: the store knows it is empty and the add buttons work at once.
 */
export async function startCart(cookieHeader: string): Promise<void> {
  connectCartChannel(broadcastCartChannel());
  // The account call (and its schemas) only for a visitor whose hint cookie says they may be signed in.
  const signedIn = async () => {
    const [{ detectSiteUser }, { browserTransport }] = await Promise.all([import('./site-user'), cartApi()]);
    return (await detectSiteUser(transport ?? browserTransport)).status === 'signedIn';
  };
  if (await cartLoadsOnStart(cookieHeader, signedIn)) return loadCart();
  $cartSynced.set(true);
  updateStatus();
}

/** Back to a fresh page's state (tests). */
export function resetCartStore(): void {
  connectCartChannel(undefined);
  transport = undefined;
  reads = changes = sent = applied = 0;
  queue = Promise.resolve();
  $cart.set(null);
  $cartSynced.set(false);
  $cartReadFailure.set(null);
  $cartStatus.set('idle');
}
