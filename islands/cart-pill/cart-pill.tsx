/**
 * CartPill island: the floating link to /cart. Hidden at 0 items, fades in above 0 (spec §4), never shown on the
 * cart page, with express checkout or when the template has its own cart indicator. Rendered hidden at build
 * time; the cart store fills it in the browser.
 */
import { useStore } from '@nanostores/react';
import { $cart, $cartStatus, totalQuantity } from '../stores/cart';
import { CART_MARKER_CLASSES, pillCount, pillLabel, pillVisible, type PillSuppression } from './labels';

export interface CartPillProps extends PillSuppression {
  cartUrl: string;
  /** The page is the cart page (page type 205). */
  onCartPage: boolean;
  /** The store sends buyers straight to checkout (`storeSettings.expressCheckout`). */
  expressCheckout?: boolean;
  /** The page has the template's own cart indicator (`.sqs-custom-cart`). */
  customCart?: boolean;
}

export function CartPill({ cartUrl, ...page }: CartPillProps) {
  const cart = useStore($cart, { ssr: 'initial' });
  const quantity = totalQuantity(cart);
  const status = useStore($cartStatus, { ssr: 'initial' });
  const visible = pillVisible(quantity, page);
  const classes = ['sqs-pill-shopping-cart', 'kiosk-cart-pill'];
  // Initialized by the first cart the server sends (a visitor without a cart never syncs: nothing changes).
  if (cart !== null) classes.push(CART_MARKER_CLASSES.initialized);
  if (quantity === 0) classes.push(CART_MARKER_CLASSES.empty);
  if (visible) classes.push('is-visible');
  return (
    <div className={classes.join(' ')} aria-hidden={visible ? undefined : true}>
      <a
        className="sqs-pill-shopping-cart-content"
        href={cartUrl}
        aria-label={pillLabel(quantity)}
        aria-busy={status === 'reading' || status === 'recalculating' ? true : undefined}
        tabIndex={visible ? undefined : -1}
      >
        <svg className="kiosk-cart-pill-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="9" cy="19" r="1.5" fill="currentColor" />
          <circle cx="17" cy="19" r="1.5" fill="currentColor" />
        </svg>
      </a>
      {/* The link's label says the count in words; the figure is for the eye, outside the link, so the link's
          visible text never contradicts its name (WCAG 2.5.3: "One item in cart" does not contain "1"). */}
      <span className="total-quantity" aria-hidden="true">
        {pillCount(quantity)}
      </span>
    </div>
  );
}
