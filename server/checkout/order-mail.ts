// The emails orders cause, queued in the transaction of the change that causes them: the confirmation, each
// gift card to its recipient, the download links, shipping, refunds. Each names its cause as its dedupe key, so
// a change retried after a crash queues nothing twice.
import { dateTimeText, dayText as dayOf } from './date-text';
import type { ShippingAddress } from '../../schemas/checkout';
import type { Executor } from '../db/schema';
import type { OrderLineRow, OrderRow } from '../db/orders';
import type { EmailOrderLine } from '../email/email-messages';
import { enqueueEmail } from '../email/outbox';
import { createBillingStore } from '../db/billing';
import { createSubscriptionMail } from '../subscription/subscription-mail';
import type { Delivery, IssuedDownload, IssuedGiftCard } from './deliver-order';
import type { MoneyText } from './money-text';
import { statusPath } from './order-tokens';

export interface PlacedOrderFacts extends Delivery {
  downloads: IssuedDownload[];
  giftCards: IssuedGiftCard[];
  subscription?: { id: string; manageToken: string; nextBillingAt: number | null };
}

export interface OrderMailDeps {
  storeName: string;
  baseUrl: string;
  locale: string;
  timeZone: string;
  money: MoneyText;
}

export type OrderMail = ReturnType<typeof createOrderMail>;

export function addressLines(address: ShippingAddress): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    [address.city, address.region, address.postalCode].filter(Boolean).join(' '),
    address.country,
  ];
}

const variantText = (attributesJson: string): string | undefined => {
  const values = Object.values(JSON.parse(attributesJson) as Record<string, string>);
  return values.length > 0 ? values.join(' / ') : undefined;
};

export function createOrderMail(deps: OrderMailDeps) {
  const { money } = deps;
  const subscriptionMail = createSubscriptionMail(deps);
  const dateText = (epochMs: number): string => dateTimeText(epochMs, deps);
  const dayText = (epochMs: number): string => dayOf(epochMs, deps);
  const absolute = (path: string): string => `${deps.baseUrl}${path}`;
  const emailLine = (line: Pick<OrderLineRow, 'title' | 'attributes' | 'quantity' | 'unit_price_cents'>): EmailOrderLine => ({
    title: line.title,
    variant: variantText(line.attributes),
    quantity: line.quantity,
    unitPrice: money(line.unit_price_cents),
    subtotal: money(line.unit_price_cents * line.quantity),
  });

  function nextSteps(facts: PlacedOrderFacts): string[] {
    const steps: string[] = [];
    const types = new Set(facts.lines.map((line) => line.product_type));
    if (facts.priced.quote.requiresShipping) {
      steps.push(facts.priced.quote.selectedShippingOption?.kind === 'pickup'
        ? 'We will email you when your order is ready to collect.'
        : 'We will email you when your order ships, with its tracking number.');
    }
    if (facts.downloads.length > 0) steps.push('Your download links follow in a separate email.');
    for (const card of facts.giftCards) steps.push(`Your gift card of ${money(card.amountCents)} is on its way to ${card.recipientEmail}.`);
    if (facts.subscription) {
      steps.push(facts.subscription.nextBillingAt === null
        ? 'This was the only payment of your subscription.'
        : `Your subscription renews on ${dayText(facts.subscription.nextBillingAt)}. You can cancel it from the link in your receipt.`);
    }
    if (types.has('SERVICE')) steps.push('We will be in touch to schedule your booking.');
    return steps;
  }

  async function orderPlaced(q: Executor, facts: PlacedOrderFacts): Promise<void> {
    const { quote } = facts.priced;
    const statusUrl = absolute(statusPath(facts.orderId, facts.accessToken));
    const testMode = facts.payment?.testMode ?? false;
    await enqueueEmail(q, {
      template: 'order-confirmation',
      to: facts.email,
      dedupeKey: `order-confirmation:${facts.orderId}`,
      data: {
        storeName: deps.storeName,
        orderNumber: String(facts.orderNumber),
        email: facts.email,
        statusUrl,
        lines: facts.lines.map((line) => emailLine({ title: line.title, attributes: line.attributes, quantity: line.quantity, unit_price_cents: line.unit_price_cents })),
        subtotal: money(quote.subtotalCents),
        ...(quote.discountCents > 0 ? { discount: `-${money(quote.discountCents)}` } : {}),
        ...(quote.requiresShipping ? { shipping: quote.shippingCents === 0 ? 'Free' : money(quote.shippingCents) } : {}),
        ...(quote.taxCents > 0 ? { tax: money(quote.taxCents) } : {}),
        ...(quote.giftCardCents > 0 ? { giftCards: `-${money(quote.giftCardCents)}` } : {}),
        total: money(quote.amountDueCents),
        ...(facts.shippingAddress && quote.requiresShipping ? { shippingAddress: addressLines(facts.shippingAddress) } : {}),
        testMode,
        nextSteps: nextSteps(facts),
      },
    }, facts.time);
    if (facts.subscription) {
      // The first cycle's receipt: the only email with the manage link's own token (stored hashed, never again).
      const subscription = await createBillingStore(q).find(facts.subscription.id);
      if (subscription) {
        await subscriptionMail.receipt(q, subscription, {
          cycle: 1, paidAt: facts.time, nextBillingAt: facts.subscription.nextBillingAt, manageToken: facts.subscription.manageToken,
        });
      }
    }
    if (facts.downloads.length > 0) {
      await enqueueEmail(q, {
        template: 'download-links',
        to: facts.email,
        dedupeKey: `download-links:${facts.orderId}`,
        data: {
          storeName: deps.storeName,
          orderNumber: String(facts.orderNumber),
          downloads: facts.downloads.map((download) => ({
            title: download.title, url: download.url, expiresAt: dateText(download.expiresAt), maxDownloads: download.maxDownloads,
          })),
        },
      }, facts.time);
    }
    for (const [index, card] of facts.giftCards.entries()) {
      await enqueueEmail(q, {
        template: 'gift-card',
        to: card.recipientEmail,
        dedupeKey: `gift-card:${facts.orderId}:${index}`,
        data: {
          storeName: deps.storeName,
          recipientName: card.recipientName || card.recipientEmail,
          senderName: card.senderName || facts.email,
          ...(card.message ? { message: card.message } : {}),
          code: card.code,
          amount: money(card.amountCents),
          storeUrl: deps.baseUrl,
        },
      }, facts.time);
    }
  }

  async function orderShipped(q: Executor, order: OrderRow, lines: readonly OrderLineRow[], accessToken: string | undefined, now: number): Promise<void> {
    await enqueueEmail(q, {
      template: 'order-shipped',
      to: order.email,
      dedupeKey: `order-shipped:${order.id}:${order.tracking_number ?? ''}`,
      data: {
        storeName: deps.storeName,
        orderNumber: String(order.order_number),
        statusUrl: accessToken ? absolute(statusPath(order.id, accessToken)) : deps.baseUrl,
        ...(order.carrier ? { carrier: order.carrier } : {}),
        trackingNumber: order.tracking_number ?? '',
        ...(order.tracking_url ? { trackingUrl: order.tracking_url } : {}),
        lines: lines.filter((line) => line.product_type === 'PHYSICAL')
          .map((line) => ({ title: line.title, variant: variantText(line.attributes), quantity: line.quantity })),
        ...(order.shipping_address ? { shippingAddress: addressLines(JSON.parse(order.shipping_address) as ShippingAddress) } : {}),
      },
    }, now);
  }

  async function orderRefunded(q: Executor, order: OrderRow, refundId: string, amountCents: number, full: boolean, reason: string | undefined, now: number): Promise<void> {
    await enqueueEmail(q, {
      template: 'order-refunded',
      to: order.email,
      dedupeKey: `order-refunded:${refundId}`,
      data: {
        storeName: deps.storeName,
        orderNumber: String(order.order_number),
        statusUrl: deps.baseUrl,
        amount: money(amountCents),
        fullRefund: full,
        ...(reason ? { reason } : {}),
      },
    }, now);
  }

  return { orderPlaced, orderShipped, orderRefunded, dateText, dayText };
}
