/**
 * Calls the cart API (spec §7) and parses its answers with the shared schemas. Every change carries the CSRF
 * crumb and an Idempotency-Key; a change the network dropped is sent again, once, with the same key and body.
 */
import * as z from 'zod/mini';
import { CRUMB_COOKIE } from '../../schemas/cookies';
import {
  AddEntryResponse, ApiError, RemoveEntryResponse, ShoppingCart, StaleCartError, UpdateEntryResponse,
  type AddEntryRequest, type UpdateAdditionalFieldsRequest,
} from '../../schemas/cart';
import { SubscriptionCart, SubscriptionResponse, type SubscriptionRequest } from '../../schemas/subscription';
import { crumbFor } from '../site-api/crumb';
import { fetchJson, NetworkError, type Fetch, type JsonAnswer } from '../site-api/fetch-json';
import { cookieValue } from './cookies';

export const CART_PATH = '/api/commerce/shopping-cart';
export const CART_ENTRIES_PATH = `${CART_PATH}/entries`;

/** How often a change the network dropped is sent again, and after how long. */
export const NETWORK_RETRIES = 1;
export const NETWORK_RETRY_DELAY_MS = 400;

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
    /** A 409 (stale version) carries the cart as the server has it now. */
    readonly cart?: ShoppingCart,
    /** A refused form answer carries each field's message, by field id (spec §8: data.errors). */
    readonly fieldErrors?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'CartRequestError';
  }
}

/** The page's network, cookies and clock, swappable in tests. */
export interface CartTransport {
  fetch: Fetch;
  /** The CSRF crumb cookie, if the browser has one yet. */
  crumb(): string | undefined;
  /** A fresh Idempotency-Key: one per visitor action, reused when that action's request is sent again. */
  requestKey(): string;
  /** Waits before sending a dropped change again. */
  sleep?(ms: number): Promise<void>;
}

export const browserTransport: CartTransport = {
  fetch: (input, init) => fetch(input, init),
  crumb: () => cookieValue(document.cookie, CRUMB_COOKIE),
  requestKey: () => crypto.randomUUID(),
};

function failure({ status, body }: JsonAnswer): CartRequestError {
  const parsed = z.safeParse(ApiError, body);
  if (!parsed.success) return new CartRequestError(`HTTP ${status}`, status, 'protocol');
  const stale = status === 409 ? z.safeParse(StaleCartError, body) : undefined;
  const { error, crumbFail, errors } = parsed.data;
  return new CartRequestError(error, status, 'server', crumbFail === true, stale?.data?.shoppingCart, errors);
}

async function call<S extends z.core.$ZodType>(transport: CartTransport, url: string, init: RequestInit, schema: S): Promise<z.output<S>> {
  let answer: JsonAnswer;
  try {
    answer = await fetchJson(transport.fetch, url, init);
  } catch (error) {
    throw error instanceof NetworkError ? new CartRequestError(error.message, 0, 'network') : error;
  }
  if (!answer.ok) throw failure(answer);
  const parsed = z.safeParse(schema, answer.body);
  if (!parsed.success) throw new CartRequestError(`unexpected answer from ${url}: ${parsed.error.message}`, answer.status, 'protocol');
  return parsed.data;
}

/** GET the visitor's cart (any answer also gives a first-time visitor the crumb cookie). */
export function fetchCart(transport: CartTransport, now = Date.now()): Promise<ShoppingCart> {
  const query = new URLSearchParams({ mock: 'false', timecode: String(now), calculateSubtotal: 'true' });
  return call(transport, `${CART_PATH}?${query}`, { method: 'GET' }, ShoppingCart);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends one visitor action: one key for all its attempts, so the server applies it at most once. */
async function change<S extends z.core.$ZodType>(transport: CartTransport, method: string, url: string, body: object, schema: S): Promise<z.output<S>> {
  const headers = {
    'Content-Type': 'application/json',
    // A visitor without a crumb gets it from a cart read; a failed read fails the change.
    'X-CSRF-Token': await crumbFor(transport, fetchCart),
    'Idempotency-Key': transport.requestKey(),
  };
  const init = { method, headers, body: JSON.stringify(body) };
  for (let attempt = 0; ; attempt++) {
    try {
      return await call(transport, url, init, schema);
    } catch (error) {
      const dropped = error instanceof CartRequestError && error.failure === 'network';
      if (!dropped || attempt >= NETWORK_RETRIES) throw error;
      await (transport.sleep ?? wait)(NETWORK_RETRY_DELAY_MS);
    }
  }
}

const entryPath = (entryId: string) => `${CART_ENTRIES_PATH}/${encodeURIComponent(entryId)}`;

/** POST a new entry; the answer carries the updated cart and the entry added. */
export function postCartEntry(transport: CartTransport, request: AddEntryRequest): Promise<AddEntryResponse> {
  return change(transport, 'POST', CART_ENTRIES_PATH, request, AddEntryResponse);
}

/** PUT a line's quantity. */
export function putEntryQuantity(transport: CartTransport, entryId: string, quantity: number, version?: number): Promise<UpdateEntryResponse> {
  return change(transport, 'PUT', entryPath(entryId), { quantity, version }, UpdateEntryResponse);
}

/** DELETE a line. */
export function deleteCartEntry(transport: CartTransport, entryId: string, version?: number): Promise<RemoveEntryResponse> {
  return change(transport, 'DELETE', entryPath(entryId), { version }, RemoveEntryResponse);
}

/** PUT a line's additional-fields answers (`additionalFields` is the JSON text of the form values). */
export function putEntryAdditionalFields(
  transport: CartTransport,
  entryId: string,
  request: UpdateAdditionalFieldsRequest,
): Promise<UpdateEntryResponse> {
  return change(transport, 'PUT', `${entryPath(entryId)}/additionalFields`, request, UpdateEntryResponse);
}

export const SUBSCRIPTION_PATH = '/api/3/commerce/cart/subscription';

/** POST a subscription purchase; the answer's cartToken opens the subscription page. */
export function postSubscription(transport: CartTransport, request: SubscriptionRequest): Promise<SubscriptionResponse> {
  return change(transport, 'POST', SUBSCRIPTION_PATH, request, SubscriptionResponse);
}

/** GET the subscription cart a token names. */
export function getSubscriptionCart(transport: CartTransport, cartToken: string): Promise<SubscriptionCart> {
  return call(transport, `${SUBSCRIPTION_PATH}/${encodeURIComponent(cartToken)}`, { method: 'GET' }, SubscriptionCart);
}
