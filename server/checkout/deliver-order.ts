// What an order delivers, written in the order's own transaction: download links for digital lines, issued gift
// cards for gift-card lines, the member area of a membership line, the subscription of a subscription checkout,
// and the emails that tell people — so either the order and everything it promised exist, or none of it does.
import type { Transaction } from 'kysely';
import type { CheckoutSettings } from '../../schemas/checkout-settings';
import type { PaymentProviderName, ShippingAddress } from '../../schemas/checkout';
import { createBillingStore } from '../db/billing';
import { createDownloadStore } from '../db/downloads';
import { createGiftCardStore } from '../db/gift-cards';
import type { NewOrderLine } from '../db/orders';
import type { Tables } from '../db/schema';
import { grantMembership } from '../db/site-users';
import { createSubscriptionStore } from '../db/subscriptions';
import type { FormRegistry } from '../forms/form-registry';
import { randomHexId, randomToken, sha256Hex } from '../security/tokens';
import { addBillingPeriod } from '../subscription/billing-period';
import type { CheckoutLine } from './checkout-lines';
import type { PricedCheckout } from './checkout-pricing';
import { giftCardLast4, newGiftCardCode, giftCardCodeHash } from './gift-card-codes';
import { giftCardRecipient } from './gift-card-recipient';
import type { MoneyText } from './money-text';
import type { OrderMail } from './order-mail';
import { membershipSource } from './membership-source';
import { downloadPath, downloadToken } from './order-tokens';

export interface DeliveryDeps {
  now: () => number;
  currency: string;
  storeName: string;
  /** the published site's origin, for links in emails */
  baseUrl: string;
  timeZone: string;
  money: MoneyText;
  settings: CheckoutSettings;
  forms: FormRegistry;
  mail: OrderMail;
}

export interface Delivery {
  orderId: string;
  orderNumber: number;
  accessToken: string;
  email: string;
  shippingAddress?: ShippingAddress;
  lines: readonly NewOrderLine[];
  checkoutLines: readonly CheckoutLine[];
  priced: PricedCheckout;
  payment?: { paymentId: string; savedMethod?: string; provider?: PaymentProviderName; testMode: boolean };
  time: number;
  /** the signed-in buyer's visitor account: a membership line is granted to it (place-order refuses one without) */
  siteUserId?: string;
}

/** An issued gift card as its recipient's email needs it (the code exists only there and in this object). */
export interface IssuedGiftCard {
  code: string;
  amountCents: number;
  recipientEmail: string;
  recipientName: string;
  senderName: string;
  message: string;
}

export interface IssuedDownload {
  title: string;
  url: string;
  expiresAt: number;
  maxDownloads: number;
}

export async function deliverOrder(trx: Transaction<Tables>, deps: DeliveryDeps, order: Delivery): Promise<void> {
  const downloads: IssuedDownload[] = [];
  const cards: IssuedGiftCard[] = [];
  const { expiresHours, maxDownloads } = deps.settings.downloads;

  for (const [index, line] of order.lines.entries()) {
    const source = order.checkoutLines[index];
    if (line.product_type === 'DIGITAL') {
      const token = downloadToken(order.accessToken, line.id!);
      const expiresAt = order.time + expiresHours * 3_600_000;
      await createDownloadStore(trx).insert({
        token_hash: sha256Hex(token), order_id: order.orderId, order_line_id: line.id!, item_id: line.item_id,
        expires_at: expiresAt, max_downloads: maxDownloads, revoked_at: null, created_at: order.time,
      });
      downloads.push({ title: line.title, url: `${deps.baseUrl}${downloadPath(token)}`, expiresAt, maxDownloads });
    }
    if (line.product_type === 'PAYWALL' && source.product.memberAreaId && order.siteUserId) {
      await grantMembership(trx, order.siteUserId, source.product.memberAreaId, membershipSource(order.orderId), order.time);
    }
    if (line.product_type === 'GIFT_CARD') {
      const recipient = giftCardRecipient(source.product.formId ? deps.forms.find(source.product.formId) : undefined, line.additional_fields ?? null);
      for (let unit = 0; unit < line.quantity; unit++) {
        const code = newGiftCardCode();
        await createGiftCardStore(trx).insert({
          id: randomHexId(), code_hash: giftCardCodeHash(code), code_last4: giftCardLast4(code), initial_cents: line.unit_price_cents,
          balance_cents: line.unit_price_cents, currency: deps.currency, order_id: order.orderId, order_line_id: line.id!,
          recipient_email: recipient.email ?? order.email, created_at: order.time, disabled_at: null,
        });
        cards.push({
          code, amountCents: line.unit_price_cents, recipientEmail: recipient.email ?? order.email,
          recipientName: recipient.name ?? '', senderName: recipient.sender ?? '', message: recipient.message ?? '',
        });
      }
    }
  }

  const subscription = order.priced.subscriptionCart ? await startSubscription(trx, deps, order) : undefined;
  await deps.mail.orderPlaced(trx, { ...order, downloads, giftCards: cards, subscription });
}

/** The subscription a subscription checkout starts: its first cycle is this order. */
async function startSubscription(trx: Transaction<Tables>, deps: DeliveryDeps, order: Delivery) {
  const line = order.checkoutLines[0];
  const plan = line.product.subscriptionPlan!;
  const manageToken = randomToken();
  const id = randomHexId();
  const nextBillingAt = addBillingPeriod(order.time, plan.billingPeriod, deps.timeZone);
  const cyclesTotal = plan.numBillingCycles;
  await createBillingStore(trx).insert({
    id, order_id: order.orderId, item_id: line.itemId, sku: line.sku, title: line.title, quantity: line.quantity,
    unit_price_cents: line.unitCents, amount_cents: order.priced.quote.grandTotalCents, currency: deps.currency, email: order.email,
    period_value: plan.billingPeriod.value, period_unit: plan.billingPeriod.unit, cycles_total: cyclesTotal, cycles_billed: 1,
    next_billing_at: nextBillingAt, status: cyclesTotal === 1 ? 'completed' : 'active', provider: order.payment?.provider ?? 'test',
    payment_method: order.payment?.savedMethod ?? '', test_mode: order.payment?.testMode ? 1 : 0,
    manage_token_hash: sha256Hex(manageToken), created_at: order.time, updated_at: order.time, cancelled_at: null,
  });
  // The subscription cart is the order's now: its token cannot start a second subscription.
  await createSubscriptionStore(trx).remove(order.priced.subscriptionCart!.token);
  return { id, manageToken, nextBillingAt: cyclesTotal === 1 ? null : nextBillingAt };
}
