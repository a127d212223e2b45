// Orders as the API shows them: to the customer through the token of their status link (with live download
// links, derived from that token), and to the owner (without). Also the §3 analytics object.
import type { Kysely } from 'kysely';
import type { OrderLine, OrderView, ShippingAddress, ShippingOption, TaxLine } from '../../schemas/checkout';
import { createBillingStore } from '../db/billing';
import { createDownloadStore, type DownloadRow } from '../db/downloads';
import { createGiftCardStore } from '../db/gift-cards';
import { createOrderStore, type OrderLineRow, type OrderRow } from '../db/orders';
import type { Tables } from '../db/schema';
import { sameSecret, sha256Hex } from '../security/tokens';
import { planText } from '../subscription/plan-text';
import { decimalText, type MoneyText } from './money-text';
import { downloadPath, downloadToken, statusPath } from './order-tokens';

export interface OrderViewDeps {
  db: Kysely<Tables>;
  websiteId: string;
  money: MoneyText;
  now: () => number;
}

export type OrderViews = ReturnType<typeof createOrderViews>;

function lineView(line: OrderLineRow, download: DownloadRow | undefined, accessToken: string | undefined, recipient: string | null, now: number): OrderLine {
  const live = download && accessToken && download.revoked_at === null && download.expires_at > now && download.download_count < download.max_downloads;
  return {
    id: line.id,
    itemId: line.item_id,
    sku: line.sku,
    title: line.title,
    productType: line.product_type,
    quantity: line.quantity,
    unitPriceCents: line.unit_price_cents,
    subtotalCents: line.unit_price_cents * line.quantity,
    attributes: JSON.parse(line.attributes) as Record<string, string>,
    refundedQuantity: line.refunded_quantity,
    download: live
      ? { url: downloadPath(downloadToken(accessToken, line.id)), expiresAt: download.expires_at, downloadsLeft: download.max_downloads - download.download_count }
      : null,
    giftCardRecipient: recipient,
  };
}

export function createOrderViews(deps: OrderViewDeps) {
  async function build(order: OrderRow, accessToken: string | undefined): Promise<OrderView> {
    const { db } = deps;
    const lines = await createOrderStore(db).lines(order.id);
    const downloads = new Map((await createDownloadStore(db).ofOrder(order.id)).map((row) => [row.order_line_id, row]));
    const cards = await createGiftCardStore(db).ofOrder(order.id);
    const subscription = await createBillingStore(db).ofOrder(order.id);
    const now = deps.now();
    const money = (cents: number) => ({ decimalValue: decimalText(cents, order.currency), currencyCode: order.currency });
    return {
      id: order.id,
      orderNumber: order.order_number,
      status: order.status as OrderView['status'],
      paymentStatus: order.payment_status as OrderView['paymentStatus'],
      email: order.email,
      createdAt: order.created_at,
      currencyCode: order.currency,
      lines: lines.map((line) => lineView(line, downloads.get(line.id), accessToken,
        cards.find((card) => card.order_line_id === line.id)?.recipient_email ?? null, now)),
      subtotalCents: order.subtotal_cents,
      discountCents: order.discount_cents,
      shippingCents: order.shipping_cents,
      taxCents: order.tax_cents,
      giftCardCents: order.gift_card_cents,
      grandTotalCents: order.grand_total_cents,
      amountChargedCents: order.amount_due_cents,
      refundedCents: order.refunded_cents,
      couponCode: order.coupon_code,
      shippingAddress: order.shipping_address ? (JSON.parse(order.shipping_address) as ShippingAddress) : null,
      shippingOption: order.shipping_option ? (JSON.parse(order.shipping_option) as ShippingOption) : null,
      taxLines: JSON.parse(order.tax_lines) as TaxLine[],
      testMode: order.test_mode === 1,
      fulfillment: order.fulfilled_at === null ? null : { trackingNumber: order.tracking_number, trackingUrl: order.tracking_url, carrier: order.carrier, fulfilledAt: order.fulfilled_at },
      subscription: subscription ? {
        id: subscription.id,
        status: subscription.status,
        planText: planText(subscription, deps.money),
        nextBillingAt: subscription.status === 'active' ? subscription.next_billing_at : null,
        cyclesBilled: subscription.cycles_billed,
        cyclesTotal: subscription.cycles_total,
      } : null,
      statusUrl: accessToken ? statusPath(order.id, accessToken) : '',
      analytics: {
        id: order.id,
        purchasedCartId: order.cart_id ?? '',
        testMode: order.test_mode === 1,
        websiteId: deps.websiteId,
        items: lines.map((line) => ({ sku: line.sku, productName: line.title, quantity: line.quantity, unitPrice: money(line.unit_price_cents) })),
        grandTotal: money(order.grand_total_cents),
        shippingTotal: money(order.shipping_cents),
        taxTotal: money(order.tax_cents),
      },
    };
  }

  return {
    /** The order if `accessToken` is its status link's token; undefined otherwise (no hint which was wrong). */
    async forCustomer(orderId: string, accessToken: string): Promise<OrderView | undefined> {
      const order = await createOrderStore(deps.db).find(orderId);
      if (!order || !sameSecret(order.access_token_hash, sha256Hex(accessToken))) return undefined;
      return build(order, accessToken);
    },
    forOwner: (order: OrderRow): Promise<OrderView> => build(order, undefined),
  };
}
