/**
 * The cart calls (spec §7) through the site API client. Each answers its data or throws SiteApiError; the cart
 * store keeps the cart a stale-version refusal carries, and the islands pick their message from the failure.
 */
import * as z from 'zod/mini';
import {
  StaleCartError, type AddEntryRequest, type AddEntryResponse, type RemoveEntryResponse, type ShoppingCart,
  type UpdateAdditionalFieldsRequest, type UpdateEntryResponse,
} from '../../schemas/cart';
import { CART_API, cartReadQuery } from '../../schemas/contract/cart';
import { failureOf, unwrap, type ApiFailure } from '../site-api/api-failure';
import { callEndpoint } from '../site-api/client';
import type { SiteTransport } from '../site-api/transport';

// The browser's transport comes with the calls, not with the store (stores/cart.ts).
export { browserTransport } from '../site-api/transport';

/** GET the visitor's cart (any answer also gives a first-time visitor the crumb cookie). */
export async function fetchCart(transport: SiteTransport, now = Date.now()): Promise<ShoppingCart> {
  return unwrap(await callEndpoint(transport, CART_API.read, { query: cartReadQuery(now) }));
}

/** POST a new entry; the answer carries the updated cart and the entry added. */
export async function postCartEntry(transport: SiteTransport, request: AddEntryRequest): Promise<AddEntryResponse> {
  return unwrap(await callEndpoint(transport, CART_API.addEntry, { body: request }));
}

/** PUT a line's quantity. */
export async function putEntryQuantity(transport: SiteTransport, entryId: string, quantity: number, version?: number): Promise<UpdateEntryResponse> {
  return unwrap(await callEndpoint(transport, CART_API.setQuantity, { params: { entryId }, body: { quantity, version } }));
}

/** DELETE a line. */
export async function deleteCartEntry(transport: SiteTransport, entryId: string, version?: number): Promise<RemoveEntryResponse> {
  return unwrap(await callEndpoint(transport, CART_API.removeEntry, { params: { entryId }, body: { version } }));
}

/** PUT a line's additional-fields answers (`additionalFields` is the JSON text of the form values). */
export async function putEntryAdditionalFields(
  transport: SiteTransport,
  entryId: string,
  request: UpdateAdditionalFieldsRequest,
): Promise<UpdateEntryResponse> {
  return unwrap(await callEndpoint(transport, CART_API.setAdditionalFields, { params: { entryId }, body: request }));
}

/** The cart as the server has it now, which a 409 (stale version) carries. */
export function staleCart(failure: ApiFailure | undefined): ShoppingCart | undefined {
  if (failure?.status !== 409) return undefined;
  const parsed = z.safeParse(StaleCartError, failure.body);
  return parsed.success ? parsed.data.shoppingCart : undefined;
}

/** The cart a failed change's error carries (a 409's), if any. */
export function staleCartOf(error: unknown): ShoppingCart | undefined {
  return staleCart(failureOf(error));
}
