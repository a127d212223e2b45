// Undoes what refunded lines of an order took and delivered, inside the refund's (or cancellation's) transaction:
// units back in stock, download links revoked, gift cards the order issued disabled, the membership it granted
// withdrawn, gift-card spend given back, the coupon use released. Every step is a conditional update, so a retried
// or racing refund cannot double it.
// Units put back are a raise like any other: the automatic back-in-stock notices follow (restock-waves.ts).
import type { Transaction } from 'kysely';
import { OWNER_ORDER_MESSAGES as M } from '../../schemas/owner-orders';
import { createCatalogStore } from '../db/catalog';
import { createCouponStore } from '../db/coupons';
import { createDownloadStore } from '../db/downloads';
import { createGiftCardStore } from '../db/gift-cards';
import { createOrderStore, type OrderLineRow } from '../db/orders';
import { createMembershipStore } from '../db/site-users';
import type { Tables } from '../db/schema';
import { DomainError } from '../domain-error';
import type { StockRaised } from '../restock/restock-waves';
import { randomHexId } from '../security/tokens';
import { membershipSource } from '../checkout/membership-source';

export interface Undo {
  orderId: string;
  lines: readonly OrderLineRow[];
  /** units refunded by line id */
  lineUnits: ReadonlyMap<string, number>;
  /** put physical units back in stock */
  restock: boolean;
  giftCredits: readonly { giftCardId: string; cents: number }[];
  /** the whole order is undone: revoke every download and give the coupon use back */
  whole: boolean;
  /** the ledger's word for the credits: 'refund' or 'cancel' */
  reason: string;
  now: number;
  /** called for each variant whose stock went up (none: no back-in-stock notices) */
  stockRaised?: StockRaised;
}

export async function undoLines(trx: Transaction<Tables>, undo: Undo): Promise<void> {
  const orders = createOrderStore(trx);
  const catalog = createCatalogStore(trx);
  const types = new Set<string>();
  for (const [lineId, units] of undo.lineUnits) {
    const line = undo.lines.find((row) => row.id === lineId)!;
    types.add(line.product_type);
    // Unlimited and retired variants have no stock to put back: addStock leaves them alone.
    const back = undo.restock && line.product_type === 'PHYSICAL' ? await catalog.addStock(line.sku, units) : undefined;
    if (!(await orders.addLineRefund(lineId, units, back ? units : 0))) throw new DomainError('conflict', M.changedMeanwhile);
    if (back && undo.stockRaised) await undo.stockRaised(trx, line.sku, back.qtyInStock - units, back.qtyInStock);
  }
  if (undo.whole || types.has('DIGITAL')) await createDownloadStore(trx).revokeForOrder(undo.orderId, undo.now);
  const giftCards = createGiftCardStore(trx);
  if (types.has('GIFT_CARD')) await giftCards.disableIssuedBy(undo.orderId, undo.now);
  // A refunded or cancelled membership closes its member area again (only the grant this order made).
  if (undo.whole || types.has('PAYWALL')) await createMembershipStore(trx).revokeBySource(membershipSource(undo.orderId));
  for (const credit of undo.giftCredits) await giftCards.credit(credit.giftCardId, credit.cents, undo.orderId, randomHexId(), undo.reason, undo.now);
  if (undo.whole) await createCouponStore(trx).release(undo.orderId, undo.now);
}
