// Places an order. The order of steps is what keeps money and goods consistent through crashes and races:
//   1. price the checkout and refuse early what cannot be placed (nothing written);
//   2. record a payment row, then ask the provider to AUTHORIZE (hold, not take) the amount due;
//   3. in ONE durable transaction: price again, take stock, take the coupon, debit gift cards, number and record
//      the order and its lines, link the payment, mark the cart purchased, issue what the order delivers and
//      queue its emails — or roll all of it back and release the authorization;
//   4. CAPTURE the payment.
// A crash after 2 leaves an authorization without an order: reconciliation releases it. A crash after 3 leaves
// an order with an authorized payment: reconciliation captures it. No customer is charged without an order.
import type { Kysely, Transaction } from 'kysely';
import type { CheckedCheckoutRequest, CheckoutResponse, PaymentConfig, PaymentProviderName } from '../../schemas/checkout';
import { CHECKOUT_MESSAGES } from '../../schemas/messages';
import { signInUrl } from '../../schemas/page-access';
import { createCartStore } from '../db/carts';
import { createCatalogStore } from '../db/catalog';
import { createCouponStore } from '../db/coupons';
import type { DurableTransaction } from '../db/durable';
import { createGiftCardStore } from '../db/gift-cards';
import { createOrderStore, type NewOrderLine } from '../db/orders';
import { createPaymentStore } from '../db/payments';
import type { Executor, Tables } from '../db/schema';
import { createMembershipStore } from '../db/site-users';
import { DomainError } from '../domain-error';
import type { PaymentProvider } from '../payments/provider';
import { randomHexId, sha256Hex } from '../security/tokens';
import type { CheckoutLine } from './checkout-lines';
import { emailKey, type CheckoutPricing, type CheckoutSource, type PricedCheckout } from './checkout-pricing';
import { deliverOrder, type DeliveryDeps } from './deliver-order';
import { confirmationPath, newAccessToken, orderAccessToken } from './order-tokens';
import type { OrderViews } from './order-view';

/** The first order number a store gives. */
export const FIRST_ORDER_NUMBER = 1001;

export interface PlaceOrderDeps extends DeliveryDeps {
  pricing: CheckoutPricing;
  durable: DurableTransaction;
  db: Kysely<Tables>;
  providers: ReadonlyMap<PaymentProviderName, PaymentProvider>;
  paymentConfig: PaymentConfig;
  views: OrderViews;
  log: (message: string, error?: unknown) => void;
  /** the server secret status tokens derive from (so a signed-in buyer's account page can link to them) */
  accessSecret?: string;
}

export interface PlaceOrderInput {
  source: CheckoutSource;
  request: CheckedCheckoutRequest;
  /** one per checkout attempt (the visitor's Idempotency-Key within their crumb) */
  checkoutKey: string;
  /** the visitor account signed in on the request, if any: memberships in the cart are granted to it */
  siteUserId?: string;
}

/** A line short of stock, as the 409 lists it. */
interface ShortLine {
  itemId: string;
  sku: string;
  title: string;
  requested: number;
  available: number;
}

class OutOfStock extends Error {
  constructor(readonly items: ShortLine[]) {
    super(CHECKOUT_MESSAGES.outOfStock);
  }
}

const outOfStock = (items: ShortLine[]) => new DomainError('conflict', CHECKOUT_MESSAGES.outOfStock, { items });

/** Plain code-unit order (not the locale's): the same on every instance, as lock ordering needs. */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Units of each limited sku the lines ask for (a sku may be on several lines, with different answers). */
function unitsBySku(lines: readonly CheckoutLine[]): Map<string, { line: CheckoutLine; units: number }> {
  const units = new Map<string, { line: CheckoutLine; units: number }>();
  for (const line of lines) {
    if (line.unlimited) continue;
    const known = units.get(line.sku);
    units.set(line.sku, { line, units: (known?.units ?? 0) + line.quantity });
  }
  return units;
}

function shortLines(lines: readonly CheckoutLine[]): ShortLine[] {
  return [...unitsBySku(lines).values()]
    .filter(({ line, units }) => units > line.qtyInStock)
    .map(({ line, units }) => ({ itemId: line.itemId, sku: line.sku, title: line.title, requested: units, available: Math.max(0, line.qtyInStock) }));
}

/** A membership the signed-in buyer already holds is not sold again (it would be paid twice for nothing). */
async function refuseHeldMemberships(q: Executor, lines: readonly CheckoutLine[], siteUserId: string | undefined): Promise<void> {
  const areas = lines.filter((line) => line.productType === 'PAYWALL').map((line) => ({ title: line.title, area: line.product.memberAreaId }));
  if (!siteUserId || areas.length === 0) return;
  const held = new Set(await createMembershipStore(q).areasOf(siteUserId));
  const again = areas.find(({ area }) => area !== undefined && held.has(area));
  if (again) throw new DomainError('conflict', CHECKOUT_MESSAGES.membershipHeld(again.title));
}

/** Refuses what cannot be placed as asked, before any money moves. */
function refuseUnplaceable(priced: PricedCheckout, request: CheckedCheckoutRequest, siteUserId: string | undefined): void {
  const { quote } = priced;
  if (priced.lines.length === 0) throw new DomainError('rejected', CHECKOUT_MESSAGES.emptyCart);
  // A membership is granted to an account: the buyer signs in first, so it never lands on a stranger's address.
  if (!siteUserId && priced.lines.some((line) => line.productType === 'PAYWALL')) {
    throw new DomainError('unauthenticated', CHECKOUT_MESSAGES.signInForMembership, { signInUrl: signInUrl('/checkout') });
  }
  if (quote.requiresShipping && !request.shippingAddress) {
    throw new DomainError('rejected', CHECKOUT_MESSAGES.shippingAddressRequired, { issues: [{ path: ['shippingAddress'], message: CHECKOUT_MESSAGES.shippingAddressRequired }] });
  }
  if (quote.blockers.length > 0) throw new DomainError('rejected', quote.blockers[0], { blockers: quote.blockers });
  if (request.couponCode && !quote.coupon?.valid) {
    throw new DomainError('rejected', quote.coupon?.reason ?? CHECKOUT_MESSAGES.unknownCoupon, { field: 'couponCode' });
  }
  const badCard = quote.invalidGiftCards[0];
  if (badCard) throw new DomainError('rejected', badCard.reason, { field: 'giftCardCodes' });
}

function orderLines(orderId: string, lines: readonly CheckoutLine[]): NewOrderLine[] {
  return lines.map((line, position) => ({
    id: randomHexId(),
    order_id: orderId,
    position,
    item_id: line.itemId,
    sku: line.sku,
    title: line.title,
    product_type: line.productType,
    quantity: line.quantity,
    unit_price_cents: line.unitCents,
    list_price_cents: line.listPriceCents,
    attributes: JSON.stringify(line.attributes),
    additional_fields: line.additionalFields,
  }));
}

export function createOrderPlacement(deps: PlaceOrderDeps) {
  const { pricing, now } = deps;
  const payments = createPaymentStore(deps.db);

  function choicesOf(request: PlaceOrderInput['request']) {
    return {
      email: request.email,
      destination: request.shippingAddress,
      shippingOptionId: request.shippingOptionId,
      couponCode: request.couponCode,
      giftCardCodes: request.giftCardCodes,
    };
  }

  /** Takes stock, the coupon and gift-card balances, and records the order; throws (rolling back) when any is gone. */
  async function record(trx: Transaction<Tables>, input: PlaceOrderInput, authorized: { paymentId: string; amountCents: number; testMode: boolean; savedMethod?: string; provider?: PaymentProviderName } | undefined) {
    const { request } = input;
    // The cart is claimed first: its row lock holds off concurrent changes to it until this commits.
    if (input.source.cartToken !== undefined) {
      const claimed = await createCartStore(trx).claim(sha256Hex(input.source.cartToken), now());
      if (claimed?.is_purchased === 1) throw new DomainError('conflict', CHECKOUT_MESSAGES.alreadyPurchased);
    }
    const priced = await pricing.price(trx, input.source, choicesOf(request));
    refuseUnplaceable(priced, request, input.siteUserId);
    const { quote } = priced;
    if (quote.amountDueCents !== (authorized?.amountCents ?? 0)) {
      // The cart, a price or a balance moved between authorizing and recording: charge nothing, ask again.
      throw new DomainError('conflict', CHECKOUT_MESSAGES.totalChanged);
    }

    const catalogStore = createCatalogStore(trx);
    const short: ShortLine[] = [];
    // Rows are locked in one global order (sku, then gift-card id) so two orders of the same goods never deadlock.
    const bySku = [...unitsBySku(priced.lines).values()].sort((a, b) => compareText(a.line.sku, b.line.sku));
    for (const { line, units } of bySku) {
      if (!(await catalogStore.takeStock(line.sku, units))) {
        short.push({ itemId: line.itemId, sku: line.sku, title: line.title, requested: units, available: 0 });
      }
    }
    if (short.length > 0) {
      // Read what is left for the answer (the failed updates took nothing).
      const left = new Map((await catalogStore.stockOf([...new Set(short.map((s) => s.itemId))])).map((row) => [row.sku, row.qtyInStock]));
      throw new OutOfStock(short.map((s) => ({ ...s, available: Math.max(0, left.get(s.sku) ?? 0) })));
    }

    const orderId = randomHexId();
    const time = now();
    const customer = emailKey(request.email);
    if (priced.coupon) {
      const code = priced.coupon.code.toUpperCase();
      const coupons = createCouponStore(trx);
      if (!(await coupons.take(code, priced.coupon.limit))) throw new DomainError('conflict', CHECKOUT_MESSAGES.couponUsedUp, { field: 'couponCode' });
      // The take above holds the coupon's row, so this count includes every committed use by this customer.
      if (priced.coupon.perCustomerLimit !== undefined && (await coupons.customerUses(code, customer)) >= priced.coupon.perCustomerLimit) {
        throw new DomainError('conflict', CHECKOUT_MESSAGES.couponCustomerLimit, { field: 'couponCode' });
      }
      await coupons.redeem(randomHexId(), code, orderId, customer, time);
    }
    const giftCards = createGiftCardStore(trx);
    for (const card of [...quote.giftCards].sort((a, b) => compareText(a.id, b.id))) {
      if (card.appliedCents === 0) continue;
      if (!(await giftCards.debit(card.id, card.appliedCents, orderId, randomHexId(), time))) {
        throw new DomainError('conflict', CHECKOUT_MESSAGES.giftCardBalanceChanged, { field: 'giftCardCodes' });
      }
    }

    const orders = createOrderStore(trx);
    const access = deps.accessSecret ? orderAccessToken(deps.accessSecret, orderId) : newAccessToken();
    const lines = orderLines(orderId, priced.lines);
    const orderNumber = await orders.nextNumber('order_number', FIRST_ORDER_NUMBER);
    await orders.insert({
      id: orderId,
      order_number: orderNumber,
      cart_id: priced.cart?.row?.id ?? null,
      checkout_key: input.checkoutKey,
      email: request.email,
      email_key: customer,
      status: 'placed',
      payment_status: authorized ? 'authorized' : 'none',
      currency: deps.currency,
      subtotal_cents: quote.subtotalCents,
      discount_cents: quote.discountCents,
      shipping_cents: quote.shippingCents,
      tax_cents: quote.taxCents,
      gift_card_cents: quote.giftCardCents,
      grand_total_cents: quote.grandTotalCents,
      amount_due_cents: quote.amountDueCents,
      coupon_code: priced.coupon ? priced.coupon.code.toUpperCase() : null,
      shipping_address: request.shippingAddress && quote.requiresShipping ? JSON.stringify(request.shippingAddress) : null,
      shipping_option: quote.selectedShippingOption ? JSON.stringify(quote.selectedShippingOption) : null,
      tax_lines: JSON.stringify(quote.taxLines),
      test_mode: (authorized ? authorized.testMode : deps.paymentConfig.testMode) ? 1 : 0,
      access_token_hash: access.hash,
      tracking_number: null,
      tracking_url: null,
      fulfilled_at: null,
      cancelled_at: null,
      created_at: time,
      updated_at: time,
    }, lines);
    if (authorized) await createPaymentStore(trx).transition(authorized.paymentId, ['authorized'], 'authorized', time, { order_id: orderId });
    if (priced.cart?.row) await createCartStore(trx).markPurchased(priced.cart.row.id, orderId, time);
    await deliverOrder(trx, deps, {
      orderId, orderNumber, accessToken: access.token, email: request.email, shippingAddress: request.shippingAddress, lines, checkoutLines: priced.lines, priced,
      payment: authorized, time, siteUserId: input.siteUserId,
    });
    return { orderId, accessToken: access.token };
  }

  async function authorize(input: PlaceOrderInput, priced: PricedCheckout) {
    const amount = priced.quote.amountDueCents;
    if (amount === 0) return undefined;
    const method = input.request.payment;
    if (!method) throw new DomainError('rejected', CHECKOUT_MESSAGES.paymentRequired, { field: 'payment' });
    const providerName = method.provider;
    const provider = deps.providers.get(providerName);
    if (!provider) throw new DomainError('rejected', CHECKOUT_MESSAGES.providerUnavailable, { field: 'payment' });
    const paymentId = randomHexId();
    const time = now();
    await payments.insert({
      id: paymentId, checkout_key: input.checkoutKey, order_id: null, subscription_id: null, provider: providerName, provider_ref: null,
      status: 'pending', amount_cents: amount, currency: deps.currency, test_mode: provider.testMode ? 1 : 0, failure: null,
      created_at: time, updated_at: time,
    });
    const outcome = await provider.authorize({
      paymentId,
      amountCents: amount,
      currency: deps.currency,
      method,
      email: input.request.email,
      description: `${deps.storeName} order`,
      saveForLater: priced.subscriptionCart !== undefined,
    });
    if (!outcome.ok) {
      await payments.transition(paymentId, ['pending'], 'failed', now(), { failure: outcome.message, provider_ref: outcome.providerRef ?? null });
      throw new DomainError('payment_required', outcome.message, { field: 'payment', declined: outcome.declined });
    }
    await payments.transition(paymentId, ['pending'], 'authorized', now(), { provider_ref: outcome.providerRef });
    return { paymentId, amountCents: amount, testMode: outcome.testMode, providerRef: outcome.providerRef, provider, savedMethod: outcome.savedMethod, providerName };
  }

  /** Releases an authorization whose order was not recorded; reconciliation retries it if this fails. */
  async function release(auth: NonNullable<Awaited<ReturnType<typeof authorize>>>): Promise<void> {
    try {
      await auth.provider.cancel(auth.providerRef, auth.paymentId);
      await payments.transition(auth.paymentId, ['authorized'], 'cancelled', now());
    } catch (error) {
      deps.log(`could not release payment ${auth.paymentId}; reconciliation will retry`, error);
    }
  }

  async function capture(auth: NonNullable<Awaited<ReturnType<typeof authorize>>>, orderId: string): Promise<void> {
    try {
      await auth.provider.capture(auth.providerRef, auth.amountCents, auth.paymentId);
      await deps.durable(async (trx) => {
        if (await createPaymentStore(trx).transition(auth.paymentId, ['authorized'], 'captured', now())) {
          await createOrderStore(trx).setPaymentStatus(orderId, 'captured', now());
        }
      });
    } catch (error) {
      deps.log(`could not capture payment ${auth.paymentId} of order ${orderId}; reconciliation will retry`, error);
    }
  }

  /** Places the order; throws DomainError for every refusal (402 payment, 409 stock or balances, 422 input). */
  async function place(input: PlaceOrderInput): Promise<CheckoutResponse> {
    // A retry of an attempt that already placed its order (its first answer was lost) gets that order again.
    const earlier = await createOrderStore(deps.db).findByCheckoutKey(input.checkoutKey);
    if (earlier) throw new DomainError('conflict', CHECKOUT_MESSAGES.alreadyPurchased, { orderId: earlier.id });

    const priced = await pricing.price(deps.db, input.source, choicesOf(input.request));
    refuseUnplaceable(priced, input.request, input.siteUserId);
    await refuseHeldMemberships(deps.db, priced.lines, input.siteUserId);
    const short = shortLines(priced.lines);
    if (short.length > 0) throw outOfStock(short);

    const auth = await authorize(input, priced);
    let placed: { orderId: string; accessToken: string };
    try {
      placed = await deps.durable((trx) => record(trx, input, auth && { ...auth, provider: auth.providerName }));
    } catch (error) {
      if (auth) await release(auth);
      if (error instanceof OutOfStock) throw outOfStock(error.items);
      throw error;
    }
    if (auth) await capture(auth, placed.orderId);
    const order = await deps.views.forCustomer(placed.orderId, placed.accessToken);
    return { order: order!, confirmationUrl: confirmationPath(placed.orderId, placed.accessToken) };
  }

  return { place };
}
