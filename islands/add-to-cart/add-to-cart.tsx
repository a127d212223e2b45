/**
 * AddToCart island: adopts the `add-to-cart-btn` markup (a role="button" div), validates the visitor's
 * choices (spec §5), then adds to the cart, starts a subscription, goes to the gift-card page or to express
 * checkout, with the button states of spec §4.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { onActivationKey } from '../a11y/role-button';
import { openAdditionalFieldsForm, parseFormDefinition } from '../additional-fields';
import { AlertDialog } from '../alert/alert-dialog';
import { useIslandRoot, useRootState } from '../island-root/island-root';
import type { ProductVariant } from '../product/product-data';
import { $cart, addToCart, quantityInCart } from '../stores/cart';
import { $quantities, $selections, quantityTextOf, selectionOf } from '../stores/product-form';
import { startSubscription } from '../subscription/subscription-api';
import { CART_MESSAGES } from '../../schemas/cart';
import { buttonLabel, runAddFlow, runNavigateFlow, type ButtonState } from './add-flow';
import { withLiveStock } from './live-stock';
import { useRevealWhenRestocked } from './restocked-reveal';
import { addErrorMessage, addErrorTitle, type AlertText } from './error-message';
import { expressCheckoutUrl, giftCardPageUrl, purchaseKind, subscriptionPageUrl } from './purchase';
import { validateAddToCart, type AddToCartCheck } from './validate';

export interface AddToCartProps {
  itemId: string;
  productType: number;
  /** The label the markup printed (data-original-label). */
  label: string;
  /** The button div's class list as printed. */
  buttonClass: string;
  /** The button div's data-* attributes as printed (kept so the markup stays Squarespace's). */
  dataAttributes: Record<string, string>;
  optionNames: string[];
  variants: ProductVariant[];
  /** data-is-subscription: the purchase starts a subscription. */
  isSubscription: boolean;
  /** The store's express checkout: the purchase goes straight to checkout. */
  expressCheckout: boolean;
  /** Spec §4: the product page shows a quantity input (else the quantity is 1). */
  hasQuantityInput: boolean;
}

/** The wrapper's class while Added! shows; a button whose parent has it ignores clicks (spec §4). */
export const ADDED_CLASS = 'cart-added';
const ADDING_CLASS = 'cart-adding';

type Purchase = Extract<AddToCartCheck, { ok: true }>;

export function AddToCart(props: AddToCartProps) {
  const [state, setState] = useState<ButtonState>('idle');
  const [alert, setAlert] = useState<AlertText | null>(null);
  const button = useRef<HTMLDivElement>(null);
  const root = useIslandRoot();
  const selections = useStore($selections, { ssr: 'initial' });
  const quantities = useStore($quantities, { ssr: 'initial' });
  useRootState(undefined, { [ADDING_CLASS]: state === 'adding', [ADDED_CLASS]: state === 'added' });
  useRevealWhenRestocked(button, props.itemId, props.variants);

  const kind = purchaseKind(props);
  const title = addErrorTitle(props.productType, kind === 'express-checkout');

  const closeAlert = () => {
    setAlert(null);
    button.current?.focus();
  };
  const onError = (error: unknown) => setAlert({ title, message: addErrorMessage(error, navigator.cookieEnabled) });
  // class use-form + data-form: the product's additional-fields form (islands-markup.md).
  const form = useMemo(() => parseFormDefinition(props.dataAttributes['data-form']), [props.dataAttributes]);
  const navigate = (url: string) => window.location.assign(url);

  const purchase = ({ sku, quantity }: Purchase, additionalFields?: string) => {
    const { itemId } = props;
    switch (kind) {
      case 'cart':
        return runAddFlow({ submit: () => addToCart({ itemId, sku, quantity, additionalFields }), setState, onError });
      case 'subscription':
        return runNavigateFlow({
          submit: async () => subscriptionPageUrl((await startSubscription({ itemId, sku, qty: quantity, additionalFields })).cartToken),
          setState,
          onError,
          navigate,
        });
      case 'gift-card':
        return runNavigateFlow({ submit: async () => giftCardPageUrl(itemId, sku), setState, onError, navigate });
      case 'express-checkout':
        return runNavigateFlow({ submit: async () => expressCheckoutUrl(itemId, sku, quantity), setState, onError, navigate });
    }
  };

  const activate = () => {
    // Spec §4: a button already adding, or whose parent is marked added, ignores clicks.
    if (state !== 'idle' || root?.classList.contains(ADDED_CLASS)) return;
    const validate = (variants: ProductVariant[]) => validateAddToCart({
      productType: props.productType,
      optionNames: props.optionNames,
      variants,
      selection: selectionOf(props.itemId, selections),
      quantityText: props.hasQuantityInput ? quantityTextOf(props.itemId, quantities) : undefined,
      // Only an add joins what the cart already holds.
      inCart: (sku) => (kind === 'cart' ? quantityInCart($cart.get(), props.itemId, sku) : 0),
    });
    const printed = validate(props.variants);
    // The page shows the stock of its build: before refusing for stock, ask the server for the live one.
    if (!printed.ok && printed.message === CART_MESSAGES.notEnoughStock) {
      void withLiveStock(props.itemId, props.variants).then((live) => proceed(validate(live)), () => proceed(printed));
    } else {
      proceed(printed);
    }
  };

  const proceed = (check: AddToCartCheck) => {
    if (!check.ok) {
      setAlert({ title, message: check.message });
      return;
    }
    // Spec §5: an item with a form gets a stock check, then its answers in the lightbox, then the purchase.
    // A gift card's form is on the gift-card page; express checkout asks at checkout.
    if (form && (kind === 'cart' || kind === 'subscription')) {
      openAdditionalFieldsForm({ itemId: props.itemId, sku: check.sku }, form).then(
        (opening) => {
          if (!opening.ok) setAlert({ title, message: opening.message });
          else if (opening.values) void purchase(check, JSON.stringify(opening.values));
        },
        onError,
      );
      return;
    }
    void purchase(check);
  };

  const stateClass = state === 'adding' ? ` ${ADDING_CLASS}` : state === 'added' ? ` ${ADDED_CLASS}` : '';
  const label = buttonLabel(state, props.label);
  return (
    <>
      <div
        {...props.dataAttributes}
        ref={button}
        className={props.buttonClass + stateClass}
        role="button"
        tabIndex={0}
        aria-disabled={state === 'idle' ? undefined : true}
        onClick={activate}
        onKeyDown={onActivationKey(activate)}
      >
        <div className="sqs-add-to-cart-button-inner">{label}</div>
      </div>
      <span className="kiosk-visually-hidden" role="status">
        {state === 'idle' ? '' : label}
      </span>
      {/* In <body>: the widget may sit in a stacking context (sticky column) below the site header. */}
      {alert && createPortal(<AlertDialog title={alert.title} message={alert.message} onClose={closeAlert} />, document.body)}
    </>
  );
}
