/** Calls the cart API (spec §7) and parses its answers with the shared zod schemas. */
import * as z from 'zod/mini';
import { cookieValue } from './cookies';
import { AddEntryResponse, ApiError, ShoppingCart, type AddEntryRequest } from '../../schemas/cart';

export const CART_PATH = '/api/commerce/shopping-cart';
export const CART_ENTRIES_PATH = `${CART_PATH}/entries`;

/**
 * Why a call failed: `server` (an error answer; message is the server's text), `network` (no answer at all),
 * `protocol` (an answer the schemas reject).
 */
export type CartFailure = 'server' | 'network' | 'protocol';

/** A failed call: what spec §8 needs to pick the message (status, crumbFail, the server's text). */
export class CartRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly failure: CartFailure,
    readonly crumbFail = false,
  ) {
    super(message);
    this.name = 'CartRequestError';
  }
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The page's network and cookies, swappable in tests. */
export interface CartTransport {
  fetch: Fetch;
  /** The CSRF crumb cookie, if the browser has one yet. */
  crumb(): string | undefined;
  /** A fresh Idempotency-Key, so a retried add is not added twice. */
  requestKey(): string;
}

export const CRUMB_COOKIE = 'crumb';

export const browserTransport: CartTransport = {
  fetch: (input, init) => fetch(input, init),
  crumb: () => cookieValue(document.cookie, CRUMB_COOKIE),
  requestKey: () => crypto.randomUUID(),
};

async function call<S extends z.core.$ZodType>(transport: CartTransport, url: string, init: RequestInit, schema: S): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await transport.fetch(url, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch (error) {
    throw new CartRequestError((error as Error).message, 0, 'network');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ApiError.safeParse(body);
    if (!parsed.success) throw new CartRequestError(`HTTP ${response.status}`, response.status, 'protocol');
    throw new CartRequestError(parsed.data.error, response.status, 'server', parsed.data.crumbFail === true);
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw new CartRequestError(`unexpected answer from ${url}: ${parsed.error.message}`, response.status, 'protocol');
  return parsed.data;
}

/** GET the visitor's cart (any answer also gives a first-time visitor the crumb cookie). */
export function fetchCart(transport: CartTransport, now = Date.now()): Promise<ShoppingCart> {
  const query = new URLSearchParams({ mock: 'false', timecode: String(now), calculateSubtotal: 'true' });
  return call(transport, `${CART_PATH}?${query}`, { method: 'GET' }, ShoppingCart);
}

/** The crumb every change must echo in X-CSRF-Token; a visitor without one gets it from a cart read. */
async function crumbFor(transport: CartTransport): Promise<string> {
  const existing = transport.crumb();
  if (existing) return existing;
  await fetchCart(transport);
  return transport.crumb() ?? '';
}

/** POST a new entry; the answer carries the updated cart and the entry added. */
export async function postCartEntry(transport: CartTransport, request: AddEntryRequest): Promise<AddEntryResponse> {
  const headers = {
    'Content-Type': 'application/json',
    'X-CSRF-Token': await crumbFor(transport),
    'Idempotency-Key': transport.requestKey(),
  };
  return call(transport, CART_ENTRIES_PATH, { method: 'POST', headers, body: JSON.stringify(request) }, AddEntryResponse);
}
