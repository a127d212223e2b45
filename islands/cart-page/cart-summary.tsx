/** The cart page's totals: subtotal in the cart's currency, the minimum-order notice, and the checkout link. */
import type { ShoppingCart } from '../../schemas/cart';
import { formatCents, type MoneyCents } from './cart-money';
import { CART_PAGE_TEXT, minimumOrderMessage } from './cart-page-messages';
import { unmetMinimum } from './minimum-order';

export interface CartSummaryProps {
  cart: ShoppingCart;
  locale: string;
  checkoutUrl: string;
  minimumOrder?: MoneyCents;
}

export function CartSummary({ cart, locale, checkoutUrl, minimumOrder }: CartSummaryProps) {
  const shortOf = unmetMinimum({ cents: cart.subtotalCents, currency: cart.currencyCode }, minimumOrder);
  return (
    <section className="kiosk-cart-summary" aria-label={CART_PAGE_TEXT.subtotal}>
      <dl className="kiosk-cart-summary__subtotal">
        <dt>{CART_PAGE_TEXT.subtotal}</dt>
        <dd>{formatCents(cart.subtotalCents, cart.currencyCode, locale)}</dd>
      </dl>
      <p className="kiosk-cart-summary__note">{CART_PAGE_TEXT.taxesAtCheckout}</p>
      {shortOf && <p className="kiosk-cart-summary__minimum">{minimumOrderMessage(formatCents(shortOf.cents, shortOf.currency, locale))}</p>}
      {shortOf ? (
        <span className="kiosk-cart-checkout sqs-editable-button is-disabled" role="link" aria-disabled="true">
          {CART_PAGE_TEXT.checkout}
        </span>
      ) : (
        <a className="kiosk-cart-checkout sqs-editable-button" href={checkoutUrl}>
          {CART_PAGE_TEXT.checkout}
        </a>
      )}
    </section>
  );
}
