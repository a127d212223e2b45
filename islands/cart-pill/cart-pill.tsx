/**
 * CartPill island: the floating link to /cart. Hidden at 0 items, fades in above 0 (spec §4), never shown
 * on the cart page. Rendered hidden at build time; the cart store fills it in the browser.
 */
import { useStore } from '@nanostores/react';
import { $cart, totalQuantity } from '../stores/cart';
import { pillCount, pillLabel } from './labels';

export interface CartPillProps {
  cartUrl: string;
  /** The page is the cart page (page type 205): the pill stays hidden there. */
  onCartPage: boolean;
}

export function CartPill({ cartUrl, onCartPage }: CartPillProps) {
  const quantity = totalQuantity(useStore($cart, { ssr: 'initial' }));
  const visible = quantity > 0 && !onCartPage;
  return (
    <div className={`sqs-pill-shopping-cart kiosk-cart-pill${visible ? ' is-visible' : ''}`} aria-hidden={visible ? undefined : true}>
      <a className="sqs-pill-shopping-cart-content" href={cartUrl} aria-label={pillLabel(quantity)} tabIndex={visible ? undefined : -1}>
        <svg className="kiosk-cart-pill-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="9" cy="19" r="1.5" fill="currentColor" />
          <circle cx="17" cy="19" r="1.5" fill="currentColor" />
        </svg>
        <span className="total-quantity">{pillCount(quantity)}</span>
      </a>
    </div>
  );
}
