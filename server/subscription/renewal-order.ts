// The order a paid renewal becomes: the owner ships a physical subscription's cycle from it like any order, and
// sees a service subscription's payment as a receipt. It copies the first order's customer, address, shipping
// option and lines; its checkout key names the cycle, so one cycle can never make two orders.
import type { Transaction } from 'kysely';
import { newAccessToken } from '../checkout/order-tokens';
import { FIRST_ORDER_NUMBER } from '../checkout/place-order';
import type { BilledSubscriptionRow } from '../db/billing';
import { createOrderStore, type NewOrderLine } from '../db/orders';
import type { Tables } from '../db/schema';
import { randomHexId } from '../security/tokens';

export const renewalOrderKey = (subscriptionId: string, cycle: number): string => `renewal-${subscriptionId}-${cycle}`;

/** Records the order of `cycle`, paid at `paidAt`; returns its id and number. */
export async function recordRenewalOrder(trx: Transaction<Tables>, subscription: BilledSubscriptionRow, cycle: number, paidAt: number) {
  const orders = createOrderStore(trx);
  const first = await orders.find(subscription.order_id);
  if (!first) throw new Error(`subscription ${subscription.id}: its first order ${subscription.order_id} is missing`);
  const firstLines = await orders.lines(first.id);
  const id = randomHexId();
  const lines: NewOrderLine[] = firstLines.map((line) => ({
    id: randomHexId(), order_id: id, position: line.position, item_id: line.item_id, sku: line.sku, title: line.title,
    product_type: line.product_type, quantity: line.quantity, unit_price_cents: line.unit_price_cents,
    list_price_cents: line.list_price_cents, attributes: line.attributes, additional_fields: line.additional_fields,
  }));
  // The first order's breakdown adds up to the amount charged each cycle; should they differ, the whole amount
  // shows as the subtotal rather than a breakdown that does not add up.
  const same = first.grand_total_cents === subscription.amount_cents;
  const number = await orders.nextNumber('order_number', FIRST_ORDER_NUMBER);
  await orders.insert({
    id, order_number: number, cart_id: null, checkout_key: renewalOrderKey(subscription.id, cycle),
    email: first.email, email_key: first.email_key, status: 'placed', payment_status: 'captured', currency: subscription.currency,
    subtotal_cents: same ? first.subtotal_cents : subscription.amount_cents,
    discount_cents: same ? first.discount_cents : 0,
    shipping_cents: same ? first.shipping_cents : 0,
    tax_cents: same ? first.tax_cents : 0,
    gift_card_cents: 0, grand_total_cents: subscription.amount_cents, amount_due_cents: subscription.amount_cents,
    coupon_code: null, shipping_address: first.shipping_address, shipping_option: first.shipping_option,
    // No status link is mailed for a renewal (the receipt is the customer's record): its token is thrown away.
    tax_lines: same ? first.tax_lines : '[]', test_mode: subscription.test_mode, access_token_hash: newAccessToken().hash,
    tracking_number: null, tracking_url: null, fulfilled_at: null, cancelled_at: null, created_at: paidAt, updated_at: paidAt,
  }, lines);
  return { orderId: id, orderNumber: number };
}
