/**
 * CartPage island (the /cart page's cart root, page type 205): the visitor's cart from the shared store, with
 * quantity steppers, removal, totals and checkout. Rendered at build time in its loading state, with the empty state
 * a visitor without a cart sees instead (by CSS, NO_CART_ATTRIBUTE on <html>: no React comes for them); the store
 * fills it.
 */
import { useStore } from '@nanostores/react';
import { useRef, useSyncExternalStore } from 'react';
import type { FormDefinition } from '../../schemas/forms';
import { $cart, $cartReadFailure, $cartStatus, $cartSynced, resyncCart } from '../stores/cart';
import { cartErrorMessage } from '../stores/cart-error-message';
import { CartEntryRow } from './cart-entry-row';
import type { MoneyCents } from './cart-money';
import { CART_PAGE_TEXT } from './cart-page-messages';
import { CartSummary } from './cart-summary';
import { useCartActions } from './use-cart-actions';

export interface CartPageProps {
  /** The page's locale (amounts are formatted for it). */
  locale: string;
  checkoutUrl: string;
  continueShoppingUrl: string;
  /** The store's minimum order subtotal, if it sets one. */
  minimumOrder?: MoneyCents;
  /** The products' additional-fields forms by id: a line with answers can be edited. */
  forms: Readonly<Record<string, FormDefinition>>;
}

const noChange = () => () => undefined;

/** False in the server's render and while hydrating, true after: what only a running island can say waits for it. */
function useHydrated(): boolean {
  return useSyncExternalStore(noChange, () => true, () => false);
}

/**
 * The empty cart: `kiosk-cart__empty` once the store knows it (its title takes focus after the last removal),
 * `kiosk-cart__none` as printed for a visitor who holds no cart.
 */
function EmptyCart({ block, continueShoppingUrl }: { block: 'kiosk-cart__empty' | 'kiosk-cart__none'; continueShoppingUrl: string }) {
  return (
    <div className={block}>
      <p className={`${block}-title`} tabIndex={block === 'kiosk-cart__empty' ? -1 : undefined}>
        {CART_PAGE_TEXT.empty}
      </p>
      <a className="kiosk-cart__continue sqs-editable-button" href={continueShoppingUrl}>
        {CART_PAGE_TEXT.continueShopping}
      </a>
    </div>
  );
}

export function CartPage({ locale, checkoutUrl, continueShoppingUrl, minimumOrder, forms }: CartPageProps) {
  const cart = useStore($cart, { ssr: 'initial' });
  const status = useStore($cartStatus, { ssr: 'initial' });
  const synced = useStore($cartSynced, { ssr: 'initial' });
  const readFailure = useStore($cartReadFailure, { ssr: 'initial' });
  const root = useRef<HTMLDivElement>(null);
  const actions = useCartActions(root);
  const entries = cart?.entries ?? [];
  // The printed page is not busy: a visitor without a cart reads its empty state there, and never gets React.
  const busy = useHydrated() && (!synced || status === 'reading' || status === 'recalculating');

  let content;
  if (!synced && readFailure !== null && status !== 'reading') {
    content = (
      <div className="kiosk-cart__empty">
        <p className="kiosk-cart__empty-title">{cartErrorMessage(readFailure, navigator.cookieEnabled)}</p>
        <button type="button" className="kiosk-cart__retry sqs-editable-button" onClick={() => void resyncCart()}>
          {CART_PAGE_TEXT.retry}
        </button>
      </div>
    );
  } else if (!synced) {
    content = (
      <>
        <p className="kiosk-cart__loading">{CART_PAGE_TEXT.loading}</p>
        <EmptyCart block="kiosk-cart__none" continueShoppingUrl={continueShoppingUrl} />
      </>
    );
  } else if (!cart || entries.length === 0) {
    content = <EmptyCart block="kiosk-cart__empty" continueShoppingUrl={continueShoppingUrl} />;
  } else {
    content = (
      <>
        <h2 className="kiosk-visually-hidden">{CART_PAGE_TEXT.listHeading}</h2>
        <ul className="kiosk-cart__entries">
          {entries.map((entry) => (
            <CartEntryRow
              key={entry.id}
              entry={entry}
              currency={cart.currencyCode}
              locale={locale}
              pending={actions.pending[entry.id]}
              onQuantity={actions.changeQuantity}
              onRemove={actions.remove}
              onEdit={(line) => void actions.editAnswers(line, forms[line.additionalFieldsFormId ?? ''])}
            />
          ))}
        </ul>
        <CartSummary cart={cart} locale={locale} checkoutUrl={checkoutUrl} minimumOrder={minimumOrder} />
      </>
    );
  }

  return (
    <div className="kiosk-cart" ref={root} aria-busy={busy || undefined}>
      <div className="kiosk-cart__alert" role="alert">
        {actions.alert && (
          <>
            <strong className="kiosk-cart__alert-title">{actions.alert.title}</strong>{' '}
            <span className="kiosk-cart__alert-message">{actions.alert.message}</span>
          </>
        )}
      </div>
      {content}
    </div>
  );
}
