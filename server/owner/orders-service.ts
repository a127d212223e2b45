// The owner's order rules, shared by /api/owner/orders and `kiosk orders`: list and read orders, mark them
// shipped, refund and cancel them. Money moves at the provider BEFORE the database transaction that records it, under
// a key naming the refund, so a command retried after a failure refunds once and then records it.
import type { Kysely } from 'kysely';
import type { OrderView, PaymentProviderName } from '../../schemas/checkout';
import {
  OWNER_ORDER_MESSAGES as M, type CancelRequest, type FulfilRequest, type OwnerOrdersPage, type OwnerOrdersQuery, type RefundRequest,
} from '../../schemas/owner-orders';
import type { MoneyText } from '../checkout/money-text';
import type { OrderMail } from '../checkout/order-mail';
import type { OrderViews } from '../checkout/order-view';
import { createBillingStore } from '../db/billing';
import type { DurableTransaction } from '../db/durable';
import { createGiftCardStore } from '../db/gift-cards';
import { createOrderStore, type OrderRow } from '../db/orders';
import { createPaymentStore, type PaymentRow } from '../db/payments';
import type { Executor, Tables } from '../db/schema';
import { DomainError } from '../domain-error';
import type { PaymentProvider } from '../payments/provider';
import { listOrders } from './order-listing';
import type { StockRaised } from '../restock/restock-waves';
import { undoLines } from './order-undo';
import { planRefund, refundableOf, unitsLeft } from './refund-plan';

export interface OwnerOrderDeps {
  db: Kysely<Tables>;
  durable: DurableTransaction;
  views: OrderViews;
  mail: OrderMail;
  money: MoneyText;
  providers: ReadonlyMap<PaymentProviderName, PaymentProvider>;
  /** the store's time zone: list filters name its days */
  timeZone: string;
  now: () => number;
  /** automatic back-in-stock notices when a change puts units back (server/restock/restock-waves.ts); none: no notices */
  stockRaised?: StockRaised;
}

/** The payment provider refused or failed a call: nothing was recorded (the API answers 502). */
export class ProviderRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderRefusal';
  }
}

export type OwnerOrderService = ReturnType<typeof createOwnerOrderService>;

/** Calls the provider, turning its failure into a ProviderRefusal worded by `say`. */
async function atProvider(call: () => Promise<void>, say: (message: string) => string): Promise<void> {
  try {
    await call();
  } catch (error) {
    throw new ProviderRefusal(say(error instanceof Error ? error.message : String(error)));
  }
}

export function createOwnerOrderService(deps: OwnerOrderDeps) {
  const { db, now } = deps;

  async function find(reference: string, q: Executor = db): Promise<OrderRow> {
    const order = await createOrderStore(q).findByReference(reference.trim());
    if (!order) throw new DomainError('not_found', M.orderNotFound);
    return order;
  }

  function providerOf(payment: PaymentRow): PaymentProvider {
    const provider = deps.providers.get(payment.provider as PaymentProviderName);
    if (!provider || !payment.provider_ref) throw new DomainError('conflict', M.providerMissing(payment.provider));
    return provider;
  }

  /** Re-reads the order after a guarded update and checks it is what this change expects, or rolls it back. */
  async function reread(q: Executor, id: string, expect: (order: OrderRow) => boolean): Promise<OrderRow> {
    const order = await createOrderStore(q).find(id);
    if (!order || !expect(order)) throw new DomainError('conflict', M.changedMeanwhile);
    return order;
  }

  /** Records a card refund the provider made; its own webhook may have recorded it first. */
  async function recordCardRefund(q: Executor, payment: PaymentRow, cents: number, time: number): Promise<string> {
    const payments = createPaymentStore(q);
    const current = await payments.find(payment.id);
    if (current && current.refunded_cents >= payment.refunded_cents + cents) return current.status;
    const refunded = await payments.addRefund(payment.id, cents, time);
    if (!refunded) throw new DomainError('conflict', M.changedMeanwhile);
    return refunded.status;
  }

  const list = (query: OwnerOrdersQuery): Promise<OwnerOrdersPage> => listOrders(db, query, deps.timeZone);

  const show = async (reference: string): Promise<OrderView> => deps.views.forOwner(await find(reference));

  async function fulfil(reference: string, request: FulfilRequest): Promise<OrderView> {
    const order = await find(reference);
    if (order.status !== 'placed' && order.status !== 'partially_refunded') throw new DomainError('conflict', M.notShippable(order.status));
    const lines = await createOrderStore(db).lines(order.id);
    if (!lines.some((line) => line.product_type === 'PHYSICAL' && unitsLeft(line) > 0)) throw new DomainError('conflict', M.nothingToShip);
    const time = now();
    await deps.durable(async (trx) => {
      const orders = createOrderStore(trx);
      if (!(await orders.markFulfilled(order.id, request.trackingNumber ?? null, request.trackingUrl ?? null, time, request.carrier ?? null))) {
        throw new DomainError('conflict', M.changedMeanwhile);
      }
      const shipped = await reread(trx, order.id, (row) => row.fulfilled_at === time);
      // The owner holds no status-link token (only its hash is stored): the email links to the store instead.
      if (request.notifyCustomer) await deps.mail.orderShipped(trx, shipped, lines, undefined, time);
    });
    return deps.views.forOwner(await find(order.id));
  }

  async function refund(reference: string, request: RefundRequest): Promise<OrderView> {
    const order = await find(reference);
    const orders = createOrderStore(db);
    const lines = await orders.lines(order.id);
    const payments = await createPaymentStore(db).ofOrder(order.id);
    const ledger = await createGiftCardStore(db).ledgerOfOrder(order.id);
    const plan = planRefund(order, lines, payments, ledger, request, deps.money);
    // Named by what the order had refunded before it: the same until this refund is recorded, so a retry after a
    // failure reuses it and the provider refunds once; the next refund, starting from more, gets a new one.
    const refundKey = `refund-${order.id}-${order.refunded_cents}`;
    if (plan.payment) {
      const payment = plan.payment;
      const provider = providerOf(payment);
      await atProvider(() => provider.refund(payment.provider_ref!, plan.cardCents, refundKey), M.refundFailed);
    }
    const time = now();
    await deps.durable(async (trx) => {
      const store = createOrderStore(trx);
      // First the order row: on PostgreSQL the update holds it, so a racing refund of the same order waits here.
      if (!(await store.addRefund(order.id, plan.amountCents, order.grand_total_cents, plan.full, time))) {
        throw new DomainError('conflict', M.changedMeanwhile);
      }
      const refunded = await reread(trx, order.id, (row) => row.refunded_cents === order.refunded_cents + plan.amountCents);
      if (plan.payment) await store.setPaymentStatus(order.id, await recordCardRefund(trx, plan.payment, plan.cardCents, time), time);
      await undoLines(trx, {
        orderId: order.id, lines, lineUnits: plan.lineUnits, restock: request.restock, giftCredits: plan.giftCredits,
        whole: plan.full, reason: 'refund', now: time, stockRaised: deps.stockRaised,
      });
      await deps.mail.orderRefunded(trx, refunded, refundKey, plan.amountCents, plan.full, request.reason, time);
    });
    return deps.views.forOwner(await find(order.id));
  }

  async function cancel(reference: string, request: CancelRequest): Promise<OrderView> {
    const order = await find(reference);
    if (order.status !== 'placed' || order.fulfilled_at !== null || order.refunded_cents > 0) {
      throw new DomainError('conflict', M.notCancellable(order.status));
    }
    const lines = await createOrderStore(db).lines(order.id);
    const payments = await createPaymentStore(db).ofOrder(order.id);
    const left = refundableOf(payments, await createGiftCardStore(db).ledgerOfOrder(order.id));
    const held = payments.find((row) => row.status === 'authorized');
    if (payments.some((row) => row.status === 'pending')) throw new DomainError('conflict', M.notCaptured);
    const refundKey = `refund-${order.id}-0`;
    if (held) {
      const provider = providerOf(held);
      await atProvider(() => provider.cancel(held.provider_ref!, held.id), M.cancelFailed);
    } else if (left.payment) {
      const payment = left.payment;
      const provider = providerOf(payment);
      await atProvider(() => provider.refund(payment.provider_ref!, left.cardCents, refundKey), M.refundFailed);
    }
    const time = now();
    await deps.durable(async (trx) => {
      const store = createOrderStore(trx);
      if (!(await store.cancel(order.id, time))) throw new DomainError('conflict', M.changedMeanwhile);
      if (held) {
        await createPaymentStore(trx).transition(held.id, ['authorized'], 'cancelled', time);
        await store.setPaymentStatus(order.id, 'cancelled', time);
      } else if (left.payment) {
        await store.setPaymentStatus(order.id, await recordCardRefund(trx, left.payment, left.cardCents, time), time);
      }
      await undoLines(trx, {
        orderId: order.id, lines, lineUnits: new Map(lines.filter((line) => unitsLeft(line) > 0).map((line) => [line.id, unitsLeft(line)])),
        restock: request.restock, giftCredits: left.giftCards, whole: true, reason: 'cancel', now: time, stockRaised: deps.stockRaised,
      });
      // A subscription started by this order ends with it: nothing may bill a customer whose first order was cancelled.
      const started = await createBillingStore(trx).ofOrder(order.id);
      if (started) await createBillingStore(trx).cancel(started.id, time);
      const cancelled = await reread(trx, order.id, (row) => row.status === 'cancelled');
      const given = (held ? held.amount_cents : left.cardCents) + left.giftCents;
      await deps.mail.orderRefunded(trx, cancelled, `cancel-${order.id}`, given, true, undefined, time);
    });
    return deps.views.forOwner(await find(order.id));
  }

  return { list, show, fulfil, refund, cancel };
}
