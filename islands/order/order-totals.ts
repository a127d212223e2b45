/** An order's totals as recorded when it was placed (the server's amounts, none added up here). */
import type { OrderView } from '../../schemas/checkout';
import { orderMoney } from './order-format';
import { couponLabel, ORDER_TEXT, taxLineLabel } from './order-text';

export interface OrderTotalRow {
  key: string;
  label: string;
  value: string;
}

export function orderTotalRows(order: OrderView, locale: string): OrderTotalRow[] {
  const m = (cents: number) => orderMoney(cents, order.currencyCode, locale);
  const rows: OrderTotalRow[] = [{ key: 'subtotal', label: ORDER_TEXT.subtotal, value: m(order.subtotalCents) }];
  if (order.discountCents > 0) rows.push({ key: 'discount', label: couponLabel(order.couponCode), value: m(-order.discountCents) });
  if (order.shippingOption !== null || order.shippingCents > 0) {
    rows.push({ key: 'shipping', label: ORDER_TEXT.shipping, value: order.shippingCents === 0 ? ORDER_TEXT.free : m(order.shippingCents) });
  }
  // One row per tax when the order records them; else the tax total, if any.
  if (order.taxLines.length > 0) for (const tax of order.taxLines) rows.push({ key: `tax-${tax.id}`, label: taxLineLabel(tax.name), value: m(tax.amountCents) });
  else if (order.taxCents > 0) rows.push({ key: 'tax', label: taxLineLabel(''), value: m(order.taxCents) });
  if (order.giftCardCents > 0) rows.push({ key: 'giftCards', label: ORDER_TEXT.giftCards, value: m(-order.giftCardCents) });
  rows.push({ key: 'total', label: ORDER_TEXT.total, value: m(order.grandTotalCents) });
  if (order.amountChargedCents !== order.grandTotalCents) rows.push({ key: 'charged', label: ORDER_TEXT.charged, value: m(order.amountChargedCents) });
  if (order.refundedCents > 0) rows.push({ key: 'refunded', label: ORDER_TEXT.refunded, value: m(-order.refundedCents) });
  return rows;
}
