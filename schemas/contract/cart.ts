// The shopping-cart endpoints (/api/commerce/shopping-cart…): read the cart; add, change and remove its lines.
import * as z from 'zod/mini';
import {
  AddEntryRequest, AddEntryResponse, CartQuery, RemoveEntryRequest, RemoveEntryResponse, ShoppingCart, StaleCartError,
  UpdateAdditionalFieldsRequest, UpdateEntryResponse, UpdateQuantityRequest,
} from '../cart';
import { CART_PATH } from './cart-read';
import { endpoint } from './endpoint';

export { cartReadQuery } from './cart-read';
const ENTRY_PATH = `${CART_PATH}/entries/{entryId}`;

const EntryParams = z.object({ entryId: z.string() });

/** The errors every change of a line can answer. */
const CHANGE_ERRORS = {
  400: 'If-Match is not a cart version such as "3".',
  409: { description: 'The cart changed since `version` (or If-Match): the body carries the current shoppingCart.', body: StaleCartError },
} as const;

export const CART_API = {
  read: endpoint({
    id: 'getCart',
    method: 'GET',
    path: CART_PATH,
    summary: "The visitor's cart (empty until its first change); the query is accepted for compatibility.",
    query: CartQuery,
    response: ShoppingCart,
    auth: 'none',
  }),

  addEntry: endpoint({
    id: 'addCartEntry',
    method: 'POST',
    path: `${CART_PATH}/entries`,
    summary: 'Adds a line (creating the cart and its CART cookie on the first add).',
    body: AddEntryRequest,
    response: AddEntryResponse,
    errors: {
      ...CHANGE_ERRORS,
      404: 'No such item or variant, or its additional-fields form is gone.',
      422: 'A rule refuses the line: an option not chosen, the quantity, the stock, a subscription-only product, or the answers (`errors` by field).',
    },
    auth: 'crumb',
    idempotent: true,
    rateLimit: 'cart',
  }),

  setQuantity: endpoint({
    id: 'setCartEntryQuantity',
    method: 'PUT',
    path: ENTRY_PATH,
    summary: "Sets a line's quantity.",
    params: EntryParams,
    body: UpdateQuantityRequest,
    response: UpdateEntryResponse,
    errors: { ...CHANGE_ERRORS, 404: 'The line is no longer in the cart.', 422: 'The quantity is out of range or above the stock.' },
    auth: 'crumb',
    idempotent: true,
    rateLimit: 'cart',
  }),

  removeEntry: endpoint({
    id: 'removeCartEntry',
    method: 'DELETE',
    path: ENTRY_PATH,
    summary: 'Removes a line.',
    params: EntryParams,
    body: RemoveEntryRequest,
    response: RemoveEntryResponse,
    errors: { ...CHANGE_ERRORS, 404: 'The line is no longer in the cart.' },
    auth: 'crumb',
    idempotent: true,
  }),

  setAdditionalFields: endpoint({
    id: 'setCartEntryAdditionalFields',
    method: 'PUT',
    path: `${ENTRY_PATH}/additionalFields`,
    summary: "Replaces a line's additional-fields answers (`additionalFields`: the JSON text of field id → value).",
    params: EntryParams,
    body: UpdateAdditionalFieldsRequest,
    response: UpdateEntryResponse,
    errors: {
      ...CHANGE_ERRORS,
      404: 'The line is no longer in the cart, or its product has no form.',
      422: 'The answers do not pass the form (`errors` by field).',
    },
    auth: 'crumb',
    idempotent: true,
  }),
};
