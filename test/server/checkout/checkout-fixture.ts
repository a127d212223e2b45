// Test fixture: visitors who fill a cart and check out against a fresh API (test payment provider), with the
// demo store's content; the addresses and cards the checkout tests use.
import type { CheckoutRequest } from '../../../schemas/checkout';
import { giftCardCodeHash, giftCardLast4, newGiftCardCode } from '../../../server/checkout/gift-card-codes';
import type { Database } from '../../../server/db/database';
import { createGiftCardStore } from '../../../server/db/gift-cards';
import { randomHexId } from '../../../server/security/tokens';
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

/** Issues a gift card straight into the database (as a paid gift-card order would) and returns its code. */
export async function issueGiftCard(database: Database, balanceCents: number, code = newGiftCardCode()): Promise<string> {
  await createGiftCardStore(database.db).insert({
    id: randomHexId(), code_hash: giftCardCodeHash(code), code_last4: giftCardLast4(code), initial_cents: balanceCents,
    balance_cents: balanceCents, currency: 'USD', order_id: null, order_line_id: null, recipient_email: null, created_at: 0, disabled_at: null,
  });
  return code;
}

export async function giftCardBalance(database: Database, code: string): Promise<number> {
  const [card] = await createGiftCardStore(database.db).findByCodeHashes([giftCardCodeHash(code)]);
  return card.balance_cents;
}

/** The order id and token of a confirmation URL. */
export function orderLink(confirmationUrl: string): { orderId: string; token: string } {
  const url = new URL(confirmationUrl, 'http://store.test');
  return { orderId: url.searchParams.get('order')!, token: url.searchParams.get('token')! };
}
