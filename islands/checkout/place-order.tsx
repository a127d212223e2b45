/**
 * The end of the form: what keeps the order from being placed (the quote's blockers), what the last attempt
 * answered (a refusal, the lines out of stock with a way back to the cart), and the pay button.
 */
import type { OutOfStockItem } from './checkout-failure';
import { CHECKOUT_TEXT, outOfStockLine } from './checkout-text';

export const BLOCKERS_ID = 'kiosk-checkout-blockers';
export const MESSAGE_ID = 'kiosk-checkout-message';

interface PlaceOrderProps {
  blockers: readonly string[];
  message?: string;
  stock?: readonly OutOfStockItem[];
  /** the refusal asks the buyer to sign in (a membership in the cart): the link that does */
  signInHref?: string;
  cartUrl: string;
  placing: boolean;
  /** nothing the visitor could pay with */
  noProvider: boolean;
}

export function PlaceOrder({ blockers, message, stock, signInHref, cartUrl, placing, noProvider }: PlaceOrderProps) {
  const blocked = blockers.length > 0 || noProvider;
  const described = [blockers.length > 0 ? BLOCKERS_ID : '', message ? MESSAGE_ID : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="kiosk-checkout-place">
      {blockers.length > 0 && (
        <ul className="kiosk-checkout-blockers" id={BLOCKERS_ID}>
          {blockers.map((blocker) => (
            <li key={blocker}>{blocker}</li>
          ))}
        </ul>
      )}
      {message && (
        <div className="kiosk-checkout-problem" id={MESSAGE_ID}>
          <p className="kiosk-checkout-problem__message">{message}</p>
          {signInHref && (
            <a className="kiosk-checkout-problem__link" href={signInHref}>
              {CHECKOUT_TEXT.signIn}
            </a>
          )}
          {stock && stock.length > 0 && (
            <>
              <p>{CHECKOUT_TEXT.outOfStockHeading}</p>
              <ul className="kiosk-checkout-problem__items">
                {stock.map((item) => (
                  <li key={`${item.itemId}/${item.sku}`}>{outOfStockLine(item.title, item.available)}</li>
                ))}
              </ul>
              <a className="kiosk-checkout-problem__link" href={cartUrl}>
                {CHECKOUT_TEXT.adjustCart}
              </a>
            </>
          )}
        </div>
      )}
      {/* Blocked: really disabled. Placing: aria-disabled, so the button keeps the keyboard focus meanwhile. */}
      <button
        type="submit"
        className="kiosk-checkout-pay sqs-editable-button"
        disabled={blocked}
        aria-disabled={placing || undefined}
        aria-describedby={described}
      >
        {placing ? CHECKOUT_TEXT.placing : CHECKOUT_TEXT.placeOrder}
      </button>
    </div>
  );
}
