/**
 * Calls to the site API outside the cart (forms, stock, restock) that need the answer's body whatever its
 * status: a validation answer's `errors` map, a refusal's `message`. A change carries the CSRF crumb.
 */
import { fetchCart, type CartTransport } from '../stores/cart-api';
import { crumbFor } from './crumb';
import { fetchJson, type JsonAnswer } from './fetch-json';

/** A cart read that fetches a missing crumb; its failure is not reported here: the change then fails and says why. */
const readCartForCrumb = (transport: CartTransport) => fetchCart(transport).catch(() => undefined);

export async function getJson(transport: CartTransport, url: string): Promise<JsonAnswer> {
  return fetchJson(transport.fetch, url, { method: 'GET' });
}

export async function postJson(transport: CartTransport, url: string, body: unknown): Promise<JsonAnswer> {
  const headers = { 'Content-Type': 'application/json', 'X-CSRF-Token': await crumbFor(transport, readCartForCrumb) };
  return fetchJson(transport.fetch, url, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** The text an error answer gives: its `message` (spec §8 restock), else its `error`. */
export function answerMessage(answer: JsonAnswer): string | undefined {
  const body = answer.body;
  if (body === null || typeof body !== 'object') return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  return typeof error === 'string' && error !== '' ? error : undefined;
}
