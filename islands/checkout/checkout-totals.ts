/**
 * The summary's amounts, every one from the server's quote (the page never adds up prices itself), as text in
 * the quote's currency and the page's locale.
 */
import type { CheckoutQuote, ShippingOption } from '../../schemas/checkout';
import { formatCents } from '../cart-page/cart-money';
import { CHECKOUT_TEXT, includesTaxText } from './checkout-text';

export interface TotalRow {
  id: 'subtotal' | 'discount' | 'shipping' | 'tax' | 'giftCards' | 'total' | 'amountDue';
  label: string;
  value: string;
  /** a line under the amount ("includes $1.20 tax") */
  note?: string;
}

export function money(cents: number, quote: Pick<CheckoutQuote, 'currencyCode'>, locale: string): string {
  return formatCents(cents, quote.currencyCode, locale);
}

/** An option's price, or "Free". */
export function optionPrice(option: ShippingOption, currency: string, locale: string): string {
  return option.amountCents === 0 ? CHECKOUT_TEXT.free : formatCents(option.amountCents, currency, locale);
}

export function totalRows(quote: CheckoutQuote, locale: string): TotalRow[] {
  const m = (cents: number) => money(cents, quote, locale);
  const rows: TotalRow[] = [{ id: 'subtotal', label: CHECKOUT_TEXT.subtotal, value: m(quote.subtotalCents) }];
  if (quote.discountCents > 0) {
    const code = quote.coupon?.valid ? ` (${quote.coupon.code})` : '';
    rows.push({ id: 'discount', label: `${CHECKOUT_TEXT.discount}${code}`, value: m(-quote.discountCents) });
  }
  if (quote.requiresShipping) {
    const value = quote.selectedShippingOption === null ? CHECKOUT_TEXT.shippingLater : quote.shippingCents === 0 ? CHECKOUT_TEXT.free : m(quote.shippingCents);
    rows.push({ id: 'shipping', label: CHECKOUT_TEXT.shipping, value });
  }
  // Tax-inclusive prices: the tax is part of the total, said under it rather than added as a row. Until the
  // address names its region or postal code, no tax is no answer yet: say so instead of promising $0.00.
  if (!quote.pricesIncludeTax) {
    const where = quote.shoppingCart.shippingLocation as { region?: string; postalCode?: string } | null;
    const unknown = quote.taxCents === 0 && !where?.region && !where?.postalCode;
    rows.push({ id: 'tax', label: CHECKOUT_TEXT.tax, value: unknown ? CHECKOUT_TEXT.taxLater : m(quote.taxCents) });
  }
  if (quote.giftCardCents > 0) rows.push({ id: 'giftCards', label: CHECKOUT_TEXT.giftCards, value: m(-quote.giftCardCents) });
  const total: TotalRow = { id: 'total', label: CHECKOUT_TEXT.total, value: m(quote.grandTotalCents) };
  if (quote.pricesIncludeTax && quote.taxCents > 0) total.note = includesTaxText(m(quote.taxCents));
  rows.push(total, { id: 'amountDue', label: CHECKOUT_TEXT.amountDue, value: m(quote.amountDueCents) });
  return rows;
}
