// Test fixture: visitors who fill a cart and check out against a fresh API (test payment provider), with the
// demo store's content; the addresses and cards the checkout tests use.
import type { CheckoutRequest } from '../../../schemas/checkout';
import { itemIdOf, type Visitor } from '../visitor';

export const NC_ADDRESS = {
  firstName: 'Ada', lastName: 'Lovelace', line1: '12 Haywood Road', city: 'Asheville', region: 'NC', postalCode: '28806', country: 'US',
} as const;

export const CARDS = {
  good: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

let attempts = 0;
/** A new Idempotency-Key: one per checkout attempt. */
export const attemptKey = (): string => `attempt-${process.pid}-${++attempts}-${Math.random().toString(36).slice(2)}`;

export function checkout(visitor: Visitor, body: Partial<CheckoutRequest> & Record<string, unknown>, key: string | null = attemptKey()) {
  return visitor.request('/api/commerce/checkout', {
    method: 'POST',
    json: { email: 'ada@example.com', payment: { provider: 'test', cardNumber: CARDS.good }, ...body },
    headers: key === null ? {} : { 'Idempotency-Key': key },
  });
}

export function quote(visitor: Visitor, body: Record<string, unknown> = {}) {
  return visitor.request('/api/commerce/checkout/quote', { method: 'POST', json: body });
}

export async function addTee(visitor: Visitor, quantity = 1, sku = 'SQ-TEE-BLK-M') {
  const answer = await visitor.add({ itemId: itemIdOf('classic-tee'), sku, quantity });
  if (answer.status !== 200) throw new Error(`add tee: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

export async function addItem(visitor: Visitor, slug: string, more: Record<string, unknown> = {}) {
  const answer = await visitor.add({ itemId: itemIdOf(slug), quantity: 1, ...more });
  if (answer.status !== 200) throw new Error(`add ${slug}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}
